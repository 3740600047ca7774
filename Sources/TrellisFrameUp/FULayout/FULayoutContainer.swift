import TrellisCore

/// The `Layout` that runs an ``FULayout`` inside a node tree. Its proposal is ignored, as in FrameUp: an FULayout
/// carries its own maximum sizes. Children without an offset are hidden. The container is the bounding box of the
/// items and the origin (``FULayout/rect(contentOffsets:sizes:)``); with negative offsets every item is shifted by
/// the box's origin so that all of them are inside (**fix**: FrameUp draws them outside its frame).
///
/// - Complexity: one measurement per child plus the FULayout's own cost.
public struct FULayoutContainer<Content: FULayout>: Layout, HidesUnplacedSubviews {
  /// The wrapped FrameUp layout.
  public var content: Content

  /// Wraps an FULayout.
  public init(_ content: Content) { self.content = content }

  /// Sizes, offsets and size for the last pass.
  public struct Cache: Sendable {
    var sizes: [Size] = []
    /// Offsets by child (`nil` hides it); unused when `shownPrefix` is set.
    var offsets: [Point?] = []
    /// For the built-in layouts: the offsets of the shown children, which are the first `shownPrefix.count` (a
    /// `maxRows` limit hides a tail), without an optional per child.
    var shownPrefix: [Point]?
    var size: Size = .zero
    var valid = false

    /// Offsets by child (`nil` hides it), whichever form was computed.
    var resolvedOffsets: [Point?] {
      guard let shownPrefix else { return offsets }
      return padded(shownPrefix, count: sizes.count)
    }
  }

  public func makeCache(subviews: Subviews) -> Cache { Cache() }

  func compute(_ subviews: Subviews, _ cache: inout Cache) {
    if cache.valid { return }
    // A solver strategy shares the pass's deadline and answers, and files what it settled for under this container.
    subviews.runningStrategies { computeAfresh(subviews, &cache) }
  }

  private func computeAfresh(_ subviews: Subviews, _ cache: inout Cache) {
    let proposal = content.itemProposal
    cache.sizes = subviews.sizes(for: proposal)
    let breaks = subviews.lineBreakPositions()
    if let flow = content as? any LineBreakAware, !breaks.isEmpty {
      // Line breaks are not items: the item after each one starts a row.
      let kept = subviews.indices.filter { !subviews[$0].isLineBreak }
      var forced: [Int] = []
      var position = 0
      for index in subviews.indices {
        if subviews[index].isLineBreak {
          if position < kept.count { forced.append(position) }
        } else {
          position += 1
        }
      }
      let keptSizes = kept.map { cache.sizes[$0 - subviews.startIndex] }
      let inner = flow.checkedOffsets(keptSizes, extraBreaks: forced)
      cache.offsets = Array(repeating: nil, count: cache.sizes.count)
      switch inner {
      case .success(let offsets):
        for (k, index) in kept.enumerated() { cache.offsets[index - subviews.startIndex] = offsets[k] }
      case .failure(let error): subviews.report(error)
      }
    } else if let checked = content as? any LineBreakAware, let prefix = checked.checkedPrefixOffsets(cache.sizes) {
      switch prefix {
      case .success(let points):
        cache.shownPrefix = points
        var size = Size.zero
        for (k, point) in points.enumerated() {
          size.width = max(size.width, point.x + cache.sizes[k].width)
          size.height = max(size.height, point.y + cache.sizes[k].height)
        }
        cache.size = size
      case .failure(let error):
        subviews.report(error)
        cache.shownPrefix = []
        cache.size = .zero
      }
      cache.valid = true
      return
    } else if let checked = content as? any LineBreakAware {
      switch checked.checkedOffsets(cache.sizes, extraBreaks: []) {
      case .success(let offsets): cache.offsets = offsets
      case .failure(let error):
        subviews.report(error)
        cache.offsets = Array(repeating: nil, count: cache.sizes.count)
      }
    } else {
      cache.offsets = content.contentOffsets(orderedSizes: cache.sizes)
    }
    if cache.offsets.count != cache.sizes.count {
      subviews.reportFailure(
        "\(Content.self) returned \(cache.offsets.count) offsets for \(cache.sizes.count) children")
      cache.offsets = Array(repeating: nil, count: cache.sizes.count)
    }
    if let bad = cache.offsets.firstIndex(where: { $0.map { !($0.x.isFinite && $0.y.isFinite) } ?? false }) {
      subviews.reportFailure("\(Content.self) returned a non-finite offset for child \(bad)")
      cache.offsets = Array(repeating: nil, count: cache.sizes.count)
    }
    let bounds = content.contentBounds(sizes: cache.sizes, offsets: cache.offsets)
    if bounds.minX < 0 || bounds.minY < 0 {
      // Negative offsets (a custom layout around a centre line): the box starts there, so move every item inside.
      for k in cache.offsets.indices {
        guard let offset = cache.offsets[k] else { continue }
        cache.offsets[k] = Point(x: offset.x - bounds.minX, y: offset.y - bounds.minY)
      }
    }
    cache.size = bounds.size
    cache.valid = true
  }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> Size {
    compute(subviews, &cache)
    return cache.size
  }

  public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
    compute(subviews, &cache)
    if let prefix = cache.shownPrefix {
      subviews.placeTopLeading(prefix: prefix, origin: bounds.origin, proposal: content.itemProposal)
    } else {
      subviews.placeTopLeading(at: cache.offsets, origin: bounds.origin, proposal: content.itemProposal)
    }
  }
}
