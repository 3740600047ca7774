import TrellisCore

/// The layout of an ``OverlappingImage`` built with an image view: sized to the frame (as the leaf form), with the
/// image placed and proposed at ``OverlappingImage/imageFrame(inFrame:)``, overflowing the frame on the overlap axis.
///
/// - Complexity: O(1) plus one child placement.
struct OverlappingImageLayout: Layout {
  let image: OverlappingImage

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
    image.frameSize(for: proposal)
  }

  func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    let frame = image.imageFrame(inFrame: bounds.size)
    subviews.first?.place(
      at: Point(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY), anchor: .topLeading,
      proposal: ProposedViewSize(frame.size))
  }
}
