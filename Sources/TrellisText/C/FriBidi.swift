import CFriBidi

/// FriBidi's Unicode Bidirectional Algorithm (UAX #9), the only file of `TrellisText` that calls FriBidi: the
/// paragraph's direction from its first strong character, and each character's embedding level (even: left to
/// right, odd: right to left), so that every run is shaped in its own direction.
enum FriBidi {
  /// A paragraph's resolved levels.
  struct Levels {
    /// One level per scalar of the paragraph.
    var levels: [Int8]
    /// Whether the paragraph's base direction is right to left.
    var isRightToLeft: Bool
  }

  /// The levels of the scalars `scalars` (one paragraph); all 0, left to right, if FriBidi fails.
  ///
  /// - Complexity: O(`scalars.count`).
  static func levels(_ scalars: [UInt32]) -> Levels {
    let count = scalars.count
    guard count > 0, count < Int(Int32.max) else { return Levels(levels: [], isRightToLeft: false) }
    var types = [FriBidiCharType](repeating: FriBidiCharType(0), count: count)
    var brackets = [FriBidiBracketType](repeating: 0, count: count)
    var levels = [FriBidiLevel](repeating: 0, count: count)
    var base = trellis_fribidi_paragraph_auto
    let resolved = scalars.withUnsafeBufferPointer { text in
      types.withUnsafeMutableBufferPointer { types in
        brackets.withUnsafeMutableBufferPointer { brackets in
          levels.withUnsafeMutableBufferPointer { levels in
            fribidi_get_bidi_types(text.baseAddress, Int32(count), types.baseAddress)
            fribidi_get_bracket_types(text.baseAddress, Int32(count), types.baseAddress, brackets.baseAddress)
            return fribidi_get_par_embedding_levels_ex(
              types.baseAddress, brackets.baseAddress, Int32(count), &base, levels.baseAddress)
          }
        }
      }
    }
    guard resolved > 0 else { return Levels(levels: [Int8](repeating: 0, count: count), isRightToLeft: false) }
    return Levels(levels: levels, isRightToLeft: base == trellis_fribidi_paragraph_rtl)
  }

  /// Whether the paragraph `scalars` has a strong character outside isolates (UAX #9 rule P2: a letter of a
  /// left-to-right or right-to-left script), so that its direction comes from its text rather than from the layout
  /// direction.
  ///
  /// - Complexity: O(`scalars.count`).
  static func hasStrongCharacter(_ scalars: [UInt32]) -> Bool {
    let count = scalars.count
    guard count > 0, count < Int(Int32.max) else { return false }
    var types = [FriBidiCharType](repeating: FriBidiCharType(0), count: count)
    return scalars.withUnsafeBufferPointer { text in
      types.withUnsafeMutableBufferPointer { types in
        fribidi_get_bidi_types(text.baseAddress, Int32(count), types.baseAddress)
        return fribidi_get_par_direction(types.baseAddress, Int32(count)) != trellis_fribidi_paragraph_neutral
      }
    }
  }
}
