/// The coordinate spaces a ``GeometryProxy`` answers frames in (SwiftUI's `CoordinateSpace`).
public enum CoordinateSpace: Hashable, Sendable {
  /// The view's own coordinates: its top-leading corner is (0, 0).
  case local
  /// The root's coordinates: the frames a ``LayoutResult`` reports.
  case global
}
