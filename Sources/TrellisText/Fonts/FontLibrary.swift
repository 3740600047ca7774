import Foundation
import TrellisCore

/// Finds and loads faces, once per request, and shares them across threads: the fonts registered from files
/// (``register(fileAt:)``, ``register(directoryAt:)``) first, then the installed ones through fontconfig.
///
/// A request that names a family neither registered nor installed falls back to the default sans-serif family (as
/// SwiftUI falls back to the system font), records a diagnostic, once per name, and is reported by the measurement
/// (``TextMeasurement/missingFontFamily``). When no face can be loaded at all, ``face(for:)`` is `nil` and the
/// measurer falls back to ``MonospacedTextMeasurer`` (also said once).
///
/// ```swift
/// try FontLibrary.shared.register(fileAt: "Fonts/Inter-Regular.ttf")   // ["Inter"]
/// Text("Hello").font(.custom("Inter", size: 17))
/// ```
///
/// - Complexity: a request is resolved once (fontconfig's match, or a look through the registered faces of its
///   family); later calls are a dictionary lookup under a lock.
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

  /// A face registered from a file.
  private struct Registered: Sendable {
    var file: Fontconfig.FileFace
  }

  /// A request's answer: the face, and whether it stands in for a custom family that is missing.
  private struct Resolved: Sendable {
    var face: FontFace?
    var isSubstitute: Bool
  }

  private struct State: Sendable {
    var faces: [Request: Resolved] = [:]
    /// The faces registered from files, by lowercased family name (every name a face answers to).
    var registered: [String: [Registered]] = [:]
    /// The files registered, by path as given (registering one again does nothing).
    var registeredFiles: [String: [String]] = [:]
    var fallbacks: [FallbackKey: FontFace?] = [:]
    var emoji: [UInt32: FontFace?] = [:]
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
  public func face(for font: Font) -> FontFace? { resolve(font).face }

  /// The face for `font`, and the custom family it names when neither a registered nor an installed font has that
  /// family (the face is then the default family's).
  ///
  /// - Complexity: as ``face(for:)``.
  func resolve(_ font: Font) -> (face: FontFace?, missingFamily: String?) {
    let request = Request(family: font.familyName, weight: font.weight.value, italic: font.isItalic)
    let resolved = state.withLock { state in
      if let known = state.faces[request] { return known }
      let resolved = load(request, custom: font.customFamily != nil, state: &state)
      state.faces[request] = resolved
      return resolved
    }
    return (resolved.face, resolved.isSubstitute ? font.customFamily : nil)
  }

  /// Registers the fonts in the file at `path` (TrueType or OpenType, `.ttf`, `.otf`, or a collection, `.ttc`),
  /// as an app registers the fonts it ships: ``Font/custom(_:size:)`` then finds each face by any of its family
  /// names, before the installed fonts, choosing among a family's registered faces the one closest to the requested
  /// slant and weight (the nearest weight; at a tie, heavier for weights from 500, lighter below). Answers the
  /// families registered (each face's first name). Registering a file again does nothing more. Register fonts before
  /// laying out the texts that use them: a text keeps the face it was first measured in.
  ///
  /// Registered fonts are this library's only: they are not added to fontconfig, so they are not fallbacks for other
  /// families' missing characters.
  ///
  /// - Throws: ``FontRegistrationError`` when the file does not exist or is not a font HarfBuzz and fontconfig read.
  /// - Complexity: O(the file's size) (fontconfig reads its tables once).
  @discardableResult
  public func register(fileAt path: String) throws(FontRegistrationError) -> [String] {
    guard !path.isEmpty, !path.utf8.contains(0) else { throw .invalidPath(path) }
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else {
      throw .fileNotFound(path)
    }
    let registered = state.withLock { (state) -> [String]? in
      if let known = state.registeredFiles[path] { return known }
      guard let faces = Fontconfig.faces(inFile: path),
        HarfBuzzFont(path: path, index: faces[0].match.index) != nil
      else { return nil }
      var families: [String] = []
      var names: Set<String> = []
      for face in faces {
        for name in Set(face.families.map { $0.lowercased() }) {
          state.registered[name, default: []].append(Registered(file: face))
          names.insert(name)
        }
        if let first = face.families.first, !families.contains(first) { families.append(first) }
      }
      // Requests for these families answered before (by a substitute, or another registered face) are found again.
      state.faces = state.faces.filter { !names.contains($0.key.family.lowercased()) }
      state.registeredFiles[path] = families
      return families
    }
    guard let registered else { throw .notAFont(path) }
    return registered
  }

  /// Registers every font file (`.ttf`, `.otf`, `.ttc`, `.otc`, any case) in the directory at `path` and the
  /// directories below it, in the order of their paths (``register(fileAt:)``); answers the families registered.
  ///
  /// - Throws: ``FontRegistrationError`` when `path` is not a directory, or a font file in it cannot be read.
  /// - Complexity: O(the files below `path`, and the font files' sizes).
  @discardableResult
  public func register(directoryAt path: String) throws(FontRegistrationError) -> [String] {
    guard !path.isEmpty, !path.utf8.contains(0) else { throw .invalidPath(path) }
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue,
      let enumerator = FileManager.default.enumerator(atPath: path)
    else { throw .notADirectory(path) }
    let extensions: Set<String> = ["ttf", "otf", "ttc", "otc"]
    var files: [String] = []
    while let relative = enumerator.nextObject() as? String {
      guard let dot = relative.lastIndex(of: "."), extensions.contains(relative[dot...].dropFirst().lowercased())
      else { continue }
      files.append(relative)
    }
    var families: [String] = []
    for relative in files.sorted() {
      let file = path.hasSuffix("/") ? path + relative : path + "/" + relative
      for family in try register(fileAt: file) where !families.contains(family) { families.append(family) }
    }
    return families
  }

  /// Registers each path: a directory with ``register(directoryAt:)``, anything else with ``register(fileAt:)``;
  /// answers the families registered.
  ///
  /// - Throws: ``FontRegistrationError`` for the first path that cannot be registered.
  /// - Complexity: as the calls it makes.
  @discardableResult
  public func register(paths: [String]) throws(FontRegistrationError) -> [String] {
    var families: [String] = []
    for path in paths {
      var isDirectory: ObjCBool = false
      let directory = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
      let found = directory ? try register(directoryAt: path) : try register(fileAt: path)
      for family in found where !families.contains(family) { families.append(family) }
    }
    return families
  }

  /// The registered face of `request`'s family closest to its slant and weight, or `nil` when none is registered.
  private func registeredFace(_ request: Request, state: inout State) -> FontFace? {
    guard let candidates = state.registered[request.family.lowercased()], !candidates.isEmpty else { return nil }
    let sameSlant = candidates.filter { $0.file.italic == request.italic }
    let pool = sameSlant.isEmpty ? candidates : sameSlant
    let wanted = request.weight
    // Nearest weight; at a tie, heavier for a bold-ish request (≥ 500), lighter for a light one (CSS's direction).
    let best = pool.min { a, b in
      let da = abs(a.file.weight - wanted)
      let db = abs(b.file.weight - wanted)
      if da != db { return da < db }
      return wanted >= 500 ? a.file.weight > b.file.weight : a.file.weight < b.file.weight
    }
    guard let best else { return nil }
    return open(best.file.match, state: &state)
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

  /// A face to draw `scalar` as an emoji in: fontconfig's `emoji` family, asked for a colour face that has a glyph
  /// for it (Noto Color Emoji on Debian, `fonts-noto-color-emoji`), or any face that has one; `nil` when none has.
  ///
  /// - Complexity: fontconfig's match on the first request per scalar, O(1) afterwards.
  public func emojiFace(for scalar: Unicode.Scalar) -> FontFace? {
    state.withLock { state in
      if let known = state.emoji[scalar.value] { return known }
      var face: FontFace? = nil
      if let match = Fontconfig.match(family: "emoji", weight: 400, italic: false, covering: scalar, color: true) {
        face = open(match, state: &state)
      }
      state.emoji[scalar.value] = face
      return face
    }
  }

  private func load(_ request: Request, custom: Bool, state: inout State) -> Resolved {
    if custom, let face = registeredFace(request, state: &state) { return Resolved(face: face, isSubstitute: false) }
    guard let match = Fontconfig.match(family: request.family, weight: request.weight, italic: request.italic),
      let face = open(match, state: &state)
    else {
      say("no font could be loaded for \"\(request.family)\"; text is measured as monospaced 8×16", &state)
      return Resolved(face: nil, isSubstitute: false)
    }
    if custom && !match.familyNames.contains(request.family.lowercased()) {
      say(
        "font family \"\(request.family)\" is neither registered nor installed; using \"\(match.family)\"", &state)
      return Resolved(face: face, isSubstitute: true)
    }
    return Resolved(face: face, isSubstitute: false)
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

/// Why a font file or directory could not be registered (``FontLibrary/register(fileAt:)``).
public enum FontRegistrationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The path is empty or holds a NUL byte.
  case invalidPath(String)
  /// No file is at the path (or it is a directory).
  case fileNotFound(String)
  /// The file is not a font fontconfig and HarfBuzz can read.
  case notAFont(String)
  /// No directory is at the path.
  case notADirectory(String)

  public var description: String {
    switch self {
    case .invalidPath(let path): "not a usable path: \"\(path)\""
    case .fileNotFound(let path): "no font file at \(path)"
    case .notAFont(let path): "not a font file that can be read: \(path)"
    case .notADirectory(let path): "not a directory: \(path)"
    }
  }
}
