import TrellisCore

/// The leaf of an ``OverlappingImage`` node: its frame (not the image, which overflows it) for a proposal.
///
/// Both dimensions proposed: the largest frame of the frame's aspect ratio inside the proposal (an aspect fit);
/// one dimension: the frame for that width or height; none (or only infinite ones): the frame for a width of 10
/// (SwiftUI's placeholder length). The image's rectangle relative to the frame is
/// ``OverlappingImage/imageFrame(inFrame:)``.
struct OverlappingImageLeaf: LeafContent {
  let image: OverlappingImage

  func sizeThatFits(_ proposal: ProposedViewSize) -> Size { image.frameSize(for: proposal) }
}

extension OverlappingImage {
  /// The frame for a proposal: an aspect fit when both dimensions are proposed, the frame for the one proposed, or
  /// the frame for a width of 10 when none is.
  func frameSize(for proposal: ProposedViewSize) -> Size {
    let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
    let height = proposal.height.flatMap { $0.isFinite ? $0 : nil }
    switch (width, height) {
    case (let w?, let h?): return frameSize(fitting: Size(width: w, height: h))
    case (let w?, nil): return frameSize(forWidth: w)
    case (nil, let h?): return frameSize(forHeight: h)
    case (nil, nil): return frameSize(forWidth: 10)
    }
  }
}
