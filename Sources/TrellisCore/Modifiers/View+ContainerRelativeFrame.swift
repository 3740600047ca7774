/// SwiftUI's container-relative frames (iOS 17), recorded only: see ``View/containerRelativeFrame(_:alignment:)``.
extension View {
  /// Records a frame relative to the nearest container's size along `axes` (`"containerRelativeFrame(horizontal)"`,
  /// SwiftUI's `containerRelativeFrame(_:alignment:)`, iOS 17). The view keeps its own frame: see the table.
  ///
  /// | | SwiftUI | Trellis |
  /// | --- | --- | --- |
  /// | the frame | along `axes`, the size of the nearest scroll view, navigation column or window (less its safe area) | recorded only: the view lays out as without the modifier |
  ///
  /// Trellis builds a node before knowing which container holds it, and a scroll view's or window's size is not a
  /// proposal the view sees, so the rule cannot be applied exactly.
  ///
  /// - Complexity: O(1), plus copying the node's handlers.
  public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> Node {
    recording("containerRelativeFrame(\(Self.axesName(axes)))")
  }

  /// Records a frame of `span` of `count` equal parts of the nearest container's length, less spacing, along `axes`
  /// (SwiftUI's `containerRelativeFrame(_:count:span:spacing:alignment:)`); recorded only, as
  /// ``containerRelativeFrame(_:alignment:)``.
  ///
  /// - Complexity: O(1), plus copying the node's handlers.
  public func containerRelativeFrame(
    _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
  ) -> Node {
    recording("containerRelativeFrame(\(Self.axesName(axes)))")
  }

  /// Records a frame computed by `length` from the nearest container's length along each of `axes` (SwiftUI's
  /// `containerRelativeFrame(_:alignment:_:)`); the closure never runs, and the view keeps its own frame, as
  /// ``containerRelativeFrame(_:alignment:)``.
  ///
  /// - Complexity: O(1), plus copying the node's handlers.
  public func containerRelativeFrame(
    _ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat
  ) -> Node {
    recording("containerRelativeFrame(\(Self.axesName(axes)))")
  }

  /// `"horizontal"`, `"vertical"`, `"horizontal, vertical"` or `""`.
  private static func axesName(_ axes: Axis.Set) -> String {
    [(Axis.Set.horizontal, "horizontal"), (.vertical, "vertical")].filter { axes.contains($0.0) }.map(\.1)
      .joined(separator: ", ")
  }
}
