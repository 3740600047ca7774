/// - Complexity: O(1) for every member whose documentation does not say otherwise.
extension MasonryKernel {
  /// The output of the masonry kernel. A "lane" is a column for VMasonry and a row for HMasonry.
  public struct Result: Hashable, Sendable {
    /// The stacking axis: `.vertical` for VMasonry (items stack down columns), `.horizontal` for HMasonry.
    public var axis: Axis
    /// Top-left corner of every item in container coordinates.
    public var offsets: [Point]
    /// The lane of every item.
    public var laneOfItem: [Int]
    /// Each lane's length along the stacking axis before alignment: `Σ lengths + (m−1)·spacing` (0 when empty).
    public var laneLengths: [CGFloat]
    /// The width of a lane across the stacking axis (the column width, for VMasonry).
    public var laneThickness: CGFloat
    /// Distance between the starts of consecutive lanes: `laneThickness + spacing across the stacking axis`.
    public var lanePitch: CGFloat
    /// The bounding box of all items, measured from the origin (`.zero` when empty).
    public var contentSize: Size

    /// Creates a result.
    init(
      axis: Axis, offsets: [Point], laneOfItem: [Int], laneLengths: [CGFloat], laneThickness: CGFloat,
      lanePitch: CGFloat, contentSize: Size
    ) {
      self.axis = axis
      self.offsets = offsets
      self.laneOfItem = laneOfItem
      self.laneLengths = laneLengths
      self.laneThickness = laneThickness
      self.lanePitch = lanePitch
      self.contentSize = contentSize
    }

    /// The length of the longest lane (the tallest column for VMasonry).
    ///
    /// - Complexity: O(k) for k lanes.
    public var longestLane: CGFloat { laneLengths.max() ?? 0 }
  }
}
