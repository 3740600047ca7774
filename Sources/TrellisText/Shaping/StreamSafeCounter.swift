/// Unicode's stream-safe limit (UAX #15, "Stream-Safe Text Format": no more than 30 non-starters in a row), used to
/// cut shaping runs so that shaping stays linear in the string's length.
///
/// HarfBuzz attaches each mark to its base by looking back over every mark and invisible character before it, so one
/// base carrying n marks costs O(n²) to shape (HarfBuzz 6.0, Debian's; issue 33 has the figures). Inserting U+034F
/// COMBINING GRAPHEME JOINER, as UAX #15 does, does not help there: HarfBuzz skips the joiner as well. So the text is
/// left as it is, and ``ShapedTextBuilder`` ends a shaping run before the 31st, 61st, … scalar of such a sequence and
/// shapes the rest in a HarfBuzz call of its own, with the paragraph as context: each call sees at most 30 of them in
/// a row. The cuts are where UAX #15 would put its joiners, counted over a wider set of scalars (every scalar that
/// cannot be a base, ``continuesCluster(_:)``): HarfBuzz is just as slow with marks of combining class 0 (Lao vowel
/// signs) or with marks separated by invisible characters.
///
/// ```swift
/// StreamSafeCounter.cuts(in: ("a" + String(repeating: "\u{301}", count: 100)).unicodeScalars)  // [31, 61, 91]
/// ```
///
/// - Complexity: O(1) per scalar: nothing beyond a comparison below U+0300, a lookup of the scalar's properties above.
struct StreamSafeCounter {
  /// UAX #15's limit: at most 30 non-starters in a row, so a base and 30 marks are shaped together.
  static let limit = 30

  /// How many scalars in a row a run may hold before it is cut (``limit``, or another value in tests).
  let maximum: Int
  /// The scalars in a row so far that continue the cluster before them.
  private var count = 0
  /// Whether any scalar so far continued the cluster before it (then the text has marks or invisible characters).
  private(set) var sawContinuation = false

  /// A counter that cuts after `maximum` scalars in a row that continue their cluster (at least 1).
  init(maximum: Int = Self.limit) {
    self.maximum = max(1, maximum)
  }

  /// Whether a shaping run must end before `scalar`, the next scalar of the text: it continues the cluster before it
  /// and `maximum` such scalars precede it in a row since the last cut or base.
  ///
  /// - Complexity: O(1).
  @inline(__always)
  mutating func cutsBefore(_ scalar: Unicode.Scalar) -> Bool {
    // Inline, one comparison decides most text (below U+0300 only the soft hyphen qualifies); the property lookup is
    // outlined, so that it does not weigh on the inlining of the shaping loop that calls this.
    let value = scalar.value
    guard value >= 0x300 || value == 0xAD else {
      count = 0
      return false
    }
    return cutsBefore(rare: scalar)
  }

  /// ``cutsBefore(_:)`` for a scalar that may continue a cluster.
  @inline(never)
  private mutating func cutsBefore(rare scalar: Unicode.Scalar) -> Bool {
    guard Self.continuesCluster(scalar) else {
      count = 0
      return false
    }
    sawContinuation = true
    if count >= maximum {
      count = 1
      return true
    }
    count += 1
    return false
  }

  /// Whether `scalar` cannot be a base: a non-starter (canonical combining class ≠ 0, UAX #15's definition), any
  /// other combining mark (general category Mn, Mc, Me, such as U+0EB1 LAO VOWEL SIGN MAI KAN, class 0), or a
  /// default-ignorable character (joiners, variation selectors, U+034F COMBINING GRAPHEME JOINER itself, the soft
  /// hyphen), which HarfBuzz skips when it looks for a mark's base.
  ///
  /// - Complexity: O(1).
  static func continuesCluster(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    // Below U+0300 only the soft hyphen qualifies: no mark, no non-starter, no other ignorable.
    if value < 0x300 { return value == 0xAD }
    let properties = scalar.properties
    if properties.canonicalCombiningClass != .notReordered { return true }
    switch properties.generalCategory {
    case .nonspacingMark, .spacingMark, .enclosingMark: return true
    default: return properties.isDefaultIgnorableCodePoint
    }
  }

  /// The indices in `scalars` before which a shaping run is cut: where a stream-safe text would have U+034F
  /// COMBINING GRAPHEME JOINER inserted, for the scalars ``continuesCluster(_:)`` counts. Empty for ordinary text.
  ///
  /// - Complexity: O(n) for n scalars.
  static func cuts(in scalars: some Sequence<Unicode.Scalar>, maximum: Int = limit) -> [Int] {
    var counter = StreamSafeCounter(maximum: maximum)
    var cuts: [Int] = []
    for (index, scalar) in scalars.enumerated() where counter.cutsBefore(scalar) {
      cuts.append(index)
    }
    return cuts
  }
}
