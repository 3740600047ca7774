import CFontconfig

/// fontconfig's matching, the only file of `TrellisText` that calls fontconfig. fontconfig's default configuration
/// is not documented as thread-safe, so ``FontLibrary`` calls these only while holding its lock.
enum Fontconfig {
  /// A font file fontconfig chose.
  struct Match: Hashable, Sendable {
    /// The file.
    var path: String
    /// The face index within the file.
    var index: Int
    /// The face's first family name.
    var family: String
    /// Every family name the face answers to (lowercased), to tell a match from a substitution.
    var familyNames: [String]
    /// Every family name the face answers to, as written in the font.
    var familyNamesAsWritten: [String]
  }

  /// Hands `body` a new pattern naming face `index` of the file at `path` (what a font backend such as Cairo's loads
  /// a face from) and destroys it afterwards; `nil` when the pattern cannot be made. Touches no configuration.
  static func withFilePattern<T>(path: String, index: Int, _ body: (OpaquePointer) -> T) -> T? {
    guard !path.utf8.contains(0), index >= 0, index <= Int(Int32.max), let pattern = FcPatternCreate() else {
      return nil
    }
    defer { FcPatternDestroy(pattern) }
    guard FcPatternAddString(pattern, FC_FILE, path) != 0, FcPatternAddInteger(pattern, FC_INDEX, Int32(index)) != 0
    else { return nil }
    return body(pattern)
  }

  /// Loads the default configuration; `false` when fontconfig cannot start.
  static let initialized: Bool = FcInit() != 0

  /// The best face for `family` at `weight` (OpenType 100–900) and slant, or `nil` when fontconfig has no font at
  /// all. `covering` asks for a face that has a glyph for that scalar (fallback); `color` prefers a colour face
  /// (fontconfig's `color` property, as for emoji).
  static func match(
    family: String, weight: Int, italic: Bool, covering scalar: Unicode.Scalar? = nil, color: Bool = false
  ) -> Match? {
    guard initialized, !family.utf8.contains(0), let pattern = FcPatternCreate() else { return nil }
    defer { FcPatternDestroy(pattern) }
    _ = FcPatternAddString(pattern, FC_FAMILY, family)
    _ = FcPatternAddInteger(pattern, FC_WEIGHT, FcWeightFromOpenType(Int32(min(1000, max(1, weight)))))
    _ = FcPatternAddInteger(pattern, FC_SLANT, italic ? FC_SLANT_ITALIC : FC_SLANT_ROMAN)
    if color { _ = FcPatternAddBool(pattern, FC_COLOR, 1) }
    var charset: OpaquePointer? = nil
    if let scalar, let set = FcCharSetCreate() {
      _ = FcCharSetAddChar(set, scalar.value)
      _ = FcPatternAddCharSet(pattern, FC_CHARSET, set)
      charset = set
    }
    defer { if let charset { FcCharSetDestroy(charset) } }
    guard FcConfigSubstitute(nil, pattern, FcMatchPattern) != 0 else { return nil }
    FcDefaultSubstitute(pattern)
    var result = FcResultNoMatch
    guard let matched = FcFontMatch(nil, pattern, &result) else { return nil }
    defer { FcPatternDestroy(matched) }
    if let scalar {
      var covered: OpaquePointer? = nil
      guard FcPatternGetCharSet(matched, FC_CHARSET, 0, &covered) == FcResultMatch, let covered,
        FcCharSetHasChar(covered, scalar.value) != 0
      else { return nil }
    }
    return read(matched)
  }

  /// A face found in a font file: its index, family names (as written, first the one the face reports first), its
  /// OpenType weight (100–900) and whether it slants.
  struct FileFace: Hashable, Sendable {
    var match: Match
    var families: [String]
    var weight: Int
    var italic: Bool
  }

  /// The faces in the font file at `path` (one, or several for a collection such as `.ttc`), read by fontconfig in a
  /// configuration of its own that is destroyed afterwards (the default configuration is not touched); `nil` when
  /// fontconfig cannot read the file as a font.
  static func faces(inFile path: String) -> [FileFace]? {
    guard !path.isEmpty, !path.utf8.contains(0), let config = FcConfigCreate() else { return nil }
    defer { FcConfigDestroy(config) }
    guard FcConfigAppFontAddFile(config, path) != 0, let set = FcConfigGetFonts(config, FcSetApplication) else {
      return nil
    }
    var faces: [FileFace] = []
    let count = Int(set.pointee.nfont)
    guard count > 0, let fonts = set.pointee.fonts else { return nil }
    for slot in 0..<count {
      guard let pattern = fonts[slot], let match = read(pattern) else { continue }
      var weight: Int32 = 80
      if FcPatternGetInteger(pattern, FC_WEIGHT, 0, &weight) != FcResultMatch { weight = 80 }
      var slant: Int32 = 0
      if FcPatternGetInteger(pattern, FC_SLANT, 0, &slant) != FcResultMatch { slant = 0 }
      faces.append(
        FileFace(
          match: match, families: match.familyNamesAsWritten, weight: Int(FcWeightToOpenType(weight)),
          italic: slant != FC_SLANT_ROMAN))
    }
    return faces.isEmpty ? nil : faces
  }

  private static func read(_ pattern: OpaquePointer) -> Match? {
    var file: UnsafeMutablePointer<FcChar8>? = nil
    guard FcPatternGetString(pattern, FC_FILE, 0, &file) == FcResultMatch, let file else { return nil }
    var index: Int32 = 0
    if FcPatternGetInteger(pattern, FC_INDEX, 0, &index) != FcResultMatch { index = 0 }
    var names: [String] = []
    var slot: Int32 = 0
    var name: UnsafeMutablePointer<FcChar8>? = nil
    while slot < 16, FcPatternGetString(pattern, FC_FAMILY, slot, &name) == FcResultMatch, let name {
      names.append(String(cString: name))
      slot += 1
    }
    return Match(
      path: String(cString: file), index: Int(index), family: names.first ?? "",
      familyNames: names.map { $0.lowercased() }, familyNamesAsWritten: names)
  }
}
