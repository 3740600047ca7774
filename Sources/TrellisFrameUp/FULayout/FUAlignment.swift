import TrellisCore

/// FrameUp's alignment for flows, masonry and the FrameUp stacks: a vertical part {top, center, bottom, justified}
/// and a horizontal part {leading, center, trailing, justified}, with FrameUp's sixteen names (`.topLeading`, …,
/// `.justified`).
///
/// It is the kernels' ``KernelAlignment`` under FrameUp's name: the greedy kernels live in `TrellisCore`, below
/// FrameUp, and take the same values.
///
/// ```swift
/// HFlow(alignment: .bottomTrailing, maxWidth: 300) { … }
/// FUAlignment(rawValue: "centerJustified")  // FUAlignment(vertical: .center, horizontal: .justified)
/// ```
public typealias FUAlignment = KernelAlignment
