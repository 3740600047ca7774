import TrellisCore

extension ConstraintLayout {
  /// What a child contributes to the system: its intrinsic size (per axis, or none) and its priorities.
  ///
  /// As in Auto Layout, an intrinsic dimension `s` is only two optional constraints, `size <= s` at the content
  /// hugging priority and `size >= s` at the compression resistance priority; an axis without one (UIKit's
  /// `noIntrinsicMetric`: a child that stretches) adds nothing but `size >= 0`.
  ///
  /// - Complexity: O(1) for every member whose documentation does not say otherwise.
  public struct ChildSizing: Sendable, Hashable {
    /// The intrinsic width, or `nil` when the child stretches horizontally.
    public var intrinsicWidth: Double?
    /// The intrinsic height, or `nil` when the child stretches vertically.
    public var intrinsicHeight: Double?
    /// Horizontal content hugging priority (default 250).
    public var horizontalHugging: ConstraintPriority
    /// Vertical content hugging priority (default 250).
    public var verticalHugging: ConstraintPriority
    /// Horizontal compression resistance priority (default 750).
    public var horizontalResistance: ConstraintPriority
    /// Vertical compression resistance priority (default 750).
    public var verticalResistance: ConstraintPriority

    /// A child's sizing; default priorities are Auto Layout's (hugging 250, compression resistance 750). A `nil`
    /// or non-finite dimension means no intrinsic size on that axis.
    public init(
      intrinsicWidth: Double?, intrinsicHeight: Double?,
      hugging: (horizontal: ConstraintPriority, vertical: ConstraintPriority) = (250, 250),
      resistance: (horizontal: ConstraintPriority, vertical: ConstraintPriority) = (750, 750)
    ) {
      self.intrinsicWidth = intrinsicWidth.flatMap { $0.isFinite ? max(0, $0) : nil }
      self.intrinsicHeight = intrinsicHeight.flatMap { $0.isFinite ? max(0, $0) : nil }
      horizontalHugging = hugging.horizontal
      verticalHugging = hugging.vertical
      horizontalResistance = resistance.horizontal
      verticalResistance = resistance.vertical
    }

    /// A child with the intrinsic size `size` on both axes (a box, a one-line text).
    public init(
      intrinsicSize size: Size, hugging: (horizontal: ConstraintPriority, vertical: ConstraintPriority) = (250, 250),
      resistance: (horizontal: ConstraintPriority, vertical: ConstraintPriority) = (750, 750)
    ) {
      self.init(intrinsicWidth: size.width, intrinsicHeight: size.height, hugging: hugging, resistance: resistance)
    }

    /// The sizing of a child from its answers: an axis has an intrinsic size (the `.unspecified` answer `ideal`)
    /// only when the child does not stretch along it, i.e. its answer to the `.infinity` proposal, `maximum`, is
    /// finite and no larger than `ideal` (a view that grows with the proposal has no intrinsic size).
    ///
    /// - Complexity: O(1).
    public static func measured(
      ideal: Size, maximum: Size, hugging: (horizontal: ConstraintPriority, vertical: ConstraintPriority),
      resistance: (horizontal: ConstraintPriority, vertical: ConstraintPriority)
    ) -> ChildSizing {
      func intrinsic(_ ideal: Double, _ maximum: Double) -> Double? {
        ideal.isFinite && maximum.isFinite && maximum <= ideal + 1e-9 * max(1, abs(ideal)) ? ideal : nil
      }
      return ChildSizing(
        intrinsicWidth: intrinsic(ideal.width, maximum.width),
        intrinsicHeight: intrinsic(ideal.height, maximum.height), hugging: hugging, resistance: resistance)
    }
  }
}
