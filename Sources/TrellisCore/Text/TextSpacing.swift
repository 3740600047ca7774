/// How a text's characters are spaced and raised: SwiftUI's `tracking(_:)`, `kerning(_:)` and `baselineOffset(_:)`,
/// in points at the font's size.
///
/// A whole text's spacing is ``TextAttributes/spacing``; a run of a text of several styles has its own
/// (``TextRunStyle/tracking``, ``TextRunStyle/kern``, ``TextRunStyle/baselineOffset``, the text's where not set).
///
/// - ``tracking``: added after every grapheme cluster; the tracking after a line's last cluster hangs like trailing
///   whitespace (it does not count toward the line's width), as CoreText treats tracking (Apple's documentation of
///   `NSAttributedString.Key.tracking`), and a nonzero tracking turns the font's optional ligatures (`liga`, `clig`)
///   off, as CoreText does.
/// - ``kerning``: added after every grapheme cluster, the last of a line included (SwiftUI's documentation of
///   `kerning(_:)`: "the kerning affects the trailing edge of the text view as well"); ligatures are kept.
/// - ``baselineOffset``: the glyphs are drawn that far above the line's baseline (below when negative), and each line
///   grows by its magnitude so that the moved glyphs stay inside the text's frame (above the line for a positive
///   offset, so the baselines move down by it; below for a negative one).
///
/// A cluster's advance never goes below zero, however negative the spacing (a documented choice). Non-finite
/// values are measured as 0, and magnitudes above ``limit`` as ``limit`` (so that sums of advances stay finite). When ``TextAttributes/minimumScaleFactor`` shrinks the font, the spacing shrinks with it
/// (the text is set as if scaled as a whole).
///
/// - Complexity: O(1) for every member.
public struct TextSpacing: Hashable, Sendable {
  /// Points added after every grapheme cluster except a line's last (SwiftUI's `tracking(_:)`).
  public var tracking: CGFloat
  /// Points added after every grapheme cluster, a line's last included (SwiftUI's `kerning(_:)`).
  public var kerning: CGFloat
  /// Points the glyphs are raised above the baseline (SwiftUI's `baselineOffset(_:)`).
  public var baselineOffset: CGFloat

  /// Spacing with the given values (0: the font's own).
  public init(tracking: CGFloat = 0, kerning: CGFloat = 0, baselineOffset: CGFloat = 0) {
    self.tracking = tracking
    self.kerning = kerning
    self.baselineOffset = baselineOffset
  }

  /// No extra spacing, no offset.
  public static let none = TextSpacing()

  /// The largest magnitude measured, in points (10⁹).
  public static let limit: CGFloat = 1e9

  /// ``tracking`` as measured: in ±``limit``, 0 when not finite.
  public var validatedTracking: CGFloat { Self.validated(tracking) }
  /// ``kerning`` as measured: in ±``limit``, 0 when not finite.
  public var validatedKerning: CGFloat { Self.validated(kerning) }
  /// ``baselineOffset`` as measured: in ±``limit``, 0 when not finite.
  public var validatedBaselineOffset: CGFloat { Self.validated(baselineOffset) }

  private static func validated(_ value: CGFloat) -> CGFloat {
    value.isFinite ? min(limit, max(-limit, value)) : 0
  }
  /// Whether the advances change (a nonzero tracking or kerning once validated).
  public var changesAdvances: Bool { validatedTracking != 0 || validatedKerning != 0 }
}
