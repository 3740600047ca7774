import TrellisCore

/// Finds and loads faces through fontconfig, once per request, and shares them across threads.
///
/// A request that names a family fontconfig does not have falls back to fontconfig's substitute (the default
/// sans-serif family) and records a diagnostic, once per name. When no face can be loaded at all, ``face(for:)`` is
/// `nil` and the measurer falls back to ``MonospacedTextMeasurer`` (also said once).
///
/// - Complexity: a request is resolved by fontconfig once; later calls are a dictionary lookup under a lock.
public final class FontLibrary: Sendable {
  /// The library every ``ShapingTextMeasurer`` uses unless given another.
  public static let shared = FontLibrary()

  private struct Request: Hashable {
    var family: String
    var weight: Int
    var italic: Bool
  }

  private struct FallbackKey: Hashable {
    var scalar: UInt32
    var weight: Int
    var italic: Bool
  }

  private struct State: Sendable {
    var faces: [Request: FontFace?] = [:]
    var fallbacks: [FallbackKey: FontFace?] = [:]
    var byFile: [String: FontFace] = [:]
    var diagnostics: [String] = []
    var nextID = 0
  }

  private let state = Lock(State())

  /// A library with empty caches.
  public init() {}

  /// What went wrong while finding fonts, each said once (unknown families, no font at all).
  public var diagnostics: [String] { state.withLock { $0.diagnostics } }

  /// The face for `font`: its family (or the design's generic family), weight and slant; `nil` when no font can be
  /// loaded at all.
  ///
  /// - Complexity: fontconfig's match on the first request, O(1) afterwards.
  public func face(for font: Font) -> FontFace? {
    let request = Request(family: font.familyName, weight: font.weight.value, italic: font.isItalic)
    return state.withLock { state in
      if let known = state.faces[request] { return known }
      let face = load(request, custom: font.customFamily != nil, state: &state)
      state.faces[request] = face
      return face
    }
  }

  /// A face that has a glyph for `scalar`, close to `font`'s weight and slant (fontconfig's coverage fallback), or
  /// `nil` when no installed face has one.
  ///
  /// - Complexity: fontconfig's match on the first request per scalar, O(1) afterwards.
  public func fallbackFace(for scalar: Unicode.Scalar, like font: Font) -> FontFace? {
    let key = FallbackKey(scalar: scalar.value, weight: font.weight.value, italic: font.isItalic)
    return state.withLock { state in
      if let known = state.fallbacks[key] { return known }
      var face: FontFace? = nil
      if let match = Fontconfig.match(
        family: font.familyName, weight: key.weight, italic: key.italic, covering: scalar)
      {
        face = open(match, state: &state)
      }
      state.fallbacks[key] = face
      return face
    }
  }

  private func load(_ request: Request, custom: Bool, state: inout State) -> FontFace? {
    guard let match = Fontconfig.match(family: request.family, weight: request.weight, italic: request.italic),
      let face = open(match, state: &state)
    else {
      say("no font could be loaded for \"\(request.family)\"; text is measured as monospaced 8×16", &state)
      return nil
    }
    if custom && !match.familyNames.contains(request.family.lowercased()) {
      say("font family \"\(request.family)\" not found; using \"\(match.family)\"", &state)
    }
    return face
  }

  private func open(_ match: Fontconfig.Match, state: inout State) -> FontFace? {
    let key = "\(match.index):\(match.path)"
    if let known = state.byFile[key] { return known }
    guard let font = HarfBuzzFont(path: match.path, index: match.index) else { return nil }
    let face = FontFace(id: state.nextID, family: match.family, path: match.path, index: match.index, font: font)
    state.nextID += 1
    state.byFile[key] = face
    return face
  }

  private func say(_ message: String, _ state: inout State) {
    guard !state.diagnostics.contains(message) else { return }
    state.diagnostics.append(message)
    TextDiagnostics.report(message)
  }
}
