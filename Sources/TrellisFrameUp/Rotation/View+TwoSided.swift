import TrellisCore

/// How the back of a two-sided view is turned so that it reads upright once the view is flipped (FrameUp's
/// `BacksideFlip`).
///
/// - Complexity: O(1) for every member.
public enum BacksideFlip: Hashable, Sendable, CaseIterable, Identifiable {
  /// Upright when flipped about the x- or the y-axis, whichever the rotation's axis is closer to
  /// (``TwoSidedView/backRotationAxis(for:backAxis:)``: the x-axis when `|x| ≥ |y|`).
  case automatic
  /// Upright when flipped horizontally (turned about the y-axis).
  case horizontal
  /// Upright when flipped vertically (turned about the x-axis).
  case vertical
  /// Not turned: the back shows mirrored once flipped.
  case none

  /// The value itself.
  public var id: Self { self }

  /// The axis the back is turned 180° about for a rotation about `axis`, `nil` for ``none``.
  public func backAxis(for axis: RotationAxis3D) -> RotationAxis3D? {
    switch self {
    case .automatic: TwoSidedView.backRotationAxis(for: axis)
    case .horizontal: .yAxis
    case .vertical: .xAxis
    case .none: nil
    }
  }
}

extension View {
  /// The view with `back` on its other side, the two turned together by `angle` about `axis` (FrameUp's two-sided
  /// `rotation3DEffect(_:axis:anchor:anchorZ:perspective:backsideFlip:back:)`).
  ///
  /// As FrameUp builds it: the back is a background of the view (so it is laid out at the view's size, centred),
  /// turned 180° about ``BacksideFlip/backAxis(for:)`` first, and the pair is turned by SwiftUI's
  /// ``View/rotation3DEffect(_:axis:anchor:anchorZ:perspective:)``. Nothing changes a frame (a 3D rotation never does),
  /// and the effects are recorded for renderers. The side facing away is hidden: FrameUp clips it to nothing with a
  /// back-face-culling shape; Trellis records it with an opacity of 0, decided by
  /// ``TwoSidedView/visibleSide(for:)`` (at exactly 90° or 270°, edge-on, both are hidden).
  ///
  /// ```swift
  /// Color.blue.rotation3DEffect(.degrees(135), axis: (0, 1, 0)) { Color.red }  // the red back shows
  /// ```
  ///
  /// - Complexity: O(1) beyond building `back`.
  public func rotation3DEffect<Back: View>(
    _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0,
    perspective: CGFloat = 1, backsideFlip: BacksideFlip = .automatic, back: () -> Back
  ) -> Node {
    let side = TwoSidedView.visibleSide(for: angle)
    var backNode = back().node
    if let flip = backsideFlip.backAxis(for: RotationAxis3D(x: axis.x, y: axis.y, z: axis.z)) {
      backNode = backNode.rotation3DEffect(.degrees(180), axis: (flip.x, flip.y, flip.z))
    }
    // Only the hidden side is given an opacity: the shown side keeps the one it has.
    let front = side == .front ? node : opacity(0)
    if side != .back { backNode = backNode.opacity(0) }
    return front.background(backNode)
      .rotation3DEffect(angle, axis: axis, anchor: anchor, anchorZ: anchorZ, perspective: perspective)
  }
}
