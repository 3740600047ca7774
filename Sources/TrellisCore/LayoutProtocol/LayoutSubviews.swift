/// The subviews of a layout container, a random-access collection of ``LayoutSubview`` (SwiftUI's `LayoutSubviews`).
///
/// Slicing gives another `LayoutSubviews` that keeps the original indices, like an array slice.
public struct LayoutSubviews: RandomAccessCollection, Equatable {
  let context: LayoutContext
  /// Engine index of the container's first child (children are stored contiguously).
  let base: NodeIndex
  /// Engine index of the container itself.
  let container: NodeIndex
  public let startIndex: Int
  public let endIndex: Int

  init(context: LayoutContext, container: NodeIndex, base: NodeIndex, range: Range<Int>) {
    self.context = context
    self.container = container
    self.base = base
    self.startIndex = range.lowerBound
    self.endIndex = range.upperBound
  }

  /// The container's layout direction (``EnvironmentValues/layoutDirection``).
  ///
  /// A layout need not read it: Trellis mirrors a right-to-left container's placement itself, after
  /// ``Layout/placeSubviews(in:proposal:subviews:cache:)``, so every layout places its subviews left to right.
  public var layoutDirection: LayoutDirection {
    context.layoutDirection(of: container)
  }

  public subscript(position: Int) -> LayoutSubview {
    precondition(position >= startIndex && position < endIndex, "LayoutSubviews index \(position) out of range")
    return LayoutSubview(context: context, node: base + position)
  }

  public subscript(bounds: Range<Int>) -> LayoutSubviews {
    precondition(bounds.lowerBound >= startIndex && bounds.upperBound <= endIndex, "LayoutSubviews slice out of range")
    return LayoutSubviews(context: context, container: container, base: base, range: bounds)
  }

  public static func == (a: LayoutSubviews, b: LayoutSubviews) -> Bool {
    a.context === b.context && a.container == b.container && a.startIndex == b.startIndex && a.endIndex == b.endIndex
  }

  /// Every subview's size for `proposal`, in order: one loop over the engine's arrays, without a proxy per subview.
  ///
  /// - Complexity: O(count) plus the subviews' own measuring.
  package func sizes(for proposal: ProposedViewSize) -> [Size] {
    // Never `unsafeUninitializedCapacity: 0`: it writes the count into the shared empty-array storage (a race
    // ThreadSanitizer reports when empty containers are measured on several threads).
    guard !isEmpty else { return [] }
    let context = self.context
    let first = base + startIndex
    return [Size](unsafeUninitializedCapacity: count) { buffer, initialized in
      for k in 0..<buffer.count { buffer[k] = context.measure(first + k, proposal) }
      initialized = buffer.count
    }
  }

  /// The positions (in `startIndex..<endIndex`) of the subviews that are ``LineBreak``s.
  ///
  /// - Complexity: O(count).
  package func lineBreakPositions() -> [Int] {
    var positions: [Int] = []
    for position in startIndex..<endIndex where context.isLineBreak(base + position) {
      positions.append(position)
    }
    return positions
  }

  /// Places each subview whose offset is not `nil` with its top-leading corner at `origin + offset`; the others
  /// stay unplaced.
  ///
  /// - Complexity: O(count) plus the subviews' own measuring.
  package func placeTopLeading(at offsets: [Point?], origin: Point, proposal: ProposedViewSize) {
    placeTopLeading(Swift.min(count, offsets.count), origin: origin, proposal: proposal) { offsets[$0] }
  }

  /// Places the first `prefix.count` subviews with their top-leading corners at `origin + prefix[k]`; the rest
  /// stay unplaced.
  ///
  /// - Complexity: O(prefix.count) plus the subviews' own measuring.
  package func placeTopLeading(prefix: [Point], origin: Point, proposal: ProposedViewSize) {
    placeTopLeading(Swift.min(count, prefix.count), origin: origin, proposal: proposal) { prefix[$0] }
  }

  /// Places each subview in its frame: subview `k`'s top-leading corner at `origin + frames[k].origin`, proposed
  /// `frames[k].size` (the first `frames.count` subviews when there are fewer frames).
  ///
  /// - Complexity: O(count) plus the subviews' own measuring.
  package func placeTopLeading(frames: [Rect], origin: Point) {
    let context = self.context
    let first = base + startIndex
    for k in 0..<Swift.min(count, frames.count) {
      let frame = frames[k]
      context.place(
        first + k,
        exactly: Rect(origin: Point(x: origin.x + frame.origin.x, y: origin.y + frame.origin.y), size: frame.size))
    }
  }

  /// Places the first `count` subviews at `origin + offset(k)`, skipping those whose offset is `nil`.
  @inline(__always)
  private func placeTopLeading(
    _ count: Int, origin: Point, proposal: ProposedViewSize, offset: (Int) -> Point?
  ) {
    let context = self.context
    let first = base + startIndex
    for k in 0..<count {
      guard let offset = offset(k) else { continue }
      context.place(
        first + k, at: Point(x: origin.x + offset.x, y: origin.y + offset.y), anchor: .topLeading,
        proposal: proposal)
    }
  }

  /// The average explicit value of `guide` over the subviews that have one, relative to `bounds`.
  func averageExplicit(_ guide: AnyGuide, placements: [NodeIndex: Rect], bounds: Rect) -> CGFloat? {
    var total = 0.0
    var count = 0
    for subview in self {
      guard let frame = placements[subview.node] else { continue }
      let proposal = context.trialProposal(subview.node) ?? .unspecified
      guard let value = context.explicitGuide(guide, of: subview.node, size: frame.size, proposal: proposal) else {
        continue
      }
      switch guide {
      case .horizontal: total += frame.origin.x - bounds.origin.x + value
      case .vertical: total += frame.origin.y - bounds.origin.y + value
      }
      count += 1
    }
    return count == 0 ? nil : total / CGFloat(count)
  }
}

/// The direction in which a horizontal layout runs.
public enum LayoutDirection: String, Sendable, Hashable, CaseIterable {
  /// Leading is left: rows run from left to right.
  case leftToRight
  /// Leading is right: rows run from right to left (frames are still reported left to right).
  case rightToLeft
}
