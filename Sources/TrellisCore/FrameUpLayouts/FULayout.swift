/// FrameUp's layout protocol: a layout that measures every child with a fixed maximum item size and turns the sizes
/// into offsets.
///
/// Each child is proposed `(fixedSize ∋ .horizontal ? nil : maxItemWidth, fixedSize ∋ .vertical ? nil : maxItemHeight)`;
/// the layout's ``contentOffsets(sizes:)`` gives each child's top-left corner relative to the container (children left
/// out are not shown); the container's size is the bounding box of the placed children (zero when none).
/// Use a layout as a container by calling it with the children:
///
/// ```swift
/// struct SidesLayout: FULayout {          // FrameUp's "Custom FULayout": items alternate around a centre line
///   var maxWidth: Double
///   var fixedSize: Axis.Set { .horizontal }
///   var maxItemWidth: Double? { maxWidth / 2 }
///   var maxItemHeight: Double? { nil }
///   func contentOffsets(sizes: [Int: Size]) -> [Int: Point] { … }
/// }
/// let node = SidesLayout(maxWidth: 200) { Box(width: 40, height: 20); Box(width: 60, height: 20) }
/// ```
/// FrameUp's layouts (`HFlow`, `VFlow`, `HMasonry`, `VMasonry`, the FULayout stacks) conform; they also provide the
/// array-based fast path ``contentOffsets(orderedSizes:)`` over the greedy kernels.
public protocol FULayout: Sendable {
  /// The axes on which children are proposed their ideal size (`nil`) instead of the maximum item size.
  var fixedSize: Axis.Set { get }
  /// The width proposed to each child (unless `fixedSize` contains `.horizontal`).
  var maxItemWidth: Double? { get }
  /// The height proposed to each child (unless `fixedSize` contains `.vertical`).
  var maxItemHeight: Double? { get }
  /// Offsets (top-left corners) of the children by index, given their sizes by index. Children without an offset are
  /// not shown.
  func contentOffsets(sizes: [Int: Size]) -> [Int: Point]
  /// Offsets of the children in index order; `nil` hides a child. The default calls ``contentOffsets(sizes:)``.
  func contentOffsets(orderedSizes: [Size]) -> [Point?]
}

extension FULayout {
  public func contentOffsets(orderedSizes: [Size]) -> [Point?] {
    var sizes: [Int: Size] = [:]
    sizes.reserveCapacity(orderedSizes.count)
    for (k, size) in orderedSizes.enumerated() { sizes[k] = size }
    let offsets = contentOffsets(sizes: sizes)
    return orderedSizes.indices.map { offsets[$0] }
  }

  /// The proposal made to every child.
  ///
  /// - Complexity: O(1).
  public var itemProposal: ProposedViewSize {
    ProposedViewSize(
      width: fixedSize.contains(.horizontal) ? nil : maxItemWidth,
      height: fixedSize.contains(.vertical) ? nil : maxItemHeight)
  }

  /// The bounding box of `sizes` placed at `offsets` (from the origin; zero when nothing is placed).
  ///
  /// - Complexity: O(n).
  public func contentSize(sizes: [Size], offsets: [Point?]) -> Size {
    var size = Size.zero
    for (k, offset) in offsets.enumerated() {
      guard let offset else { continue }
      size.width = max(size.width, offset.x + sizes[k].width)
      size.height = max(size.height, offset.y + sizes[k].height)
    }
    return size
  }

  /// Uses this layout as a container of the views built by `content` (FrameUp's `callAsFunction`).
  ///
  /// - Complexity: O(children).
  public func callAsFunction(@NodeBuilder _ content: () -> [Node]) -> Node {
    Node(layout: FULayoutContainer(self), typeName: String(describing: Self.self), children: content())
  }

  /// A child for each element of `data`, identified by `id` (FrameUp's `forEach(_:id:content:)`).
  ///
  /// - Complexity: O(n).
  public func forEach<Data: RandomAccessCollection, ID: Hashable>(
    _ data: Data, id: KeyPath<Data.Element, ID>, @NodeBuilder content: (Data.Element) -> [Node]
  ) -> Node {
    callAsFunction { ForEach(data, id: id, content: content).nodes }
  }
}

/// The `Layout` that runs an ``FULayout`` inside a node tree. Its proposal is ignored, as in FrameUp: an FULayout
/// carries its own maximum sizes. Children without an offset are hidden.
///
/// - Complexity: one measurement per child plus the FULayout's own cost.
public struct FULayoutContainer<Content: FULayout>: Layout, HidesUnplacedSubviews {
  /// The wrapped FrameUp layout.
  public var content: Content

  /// Wraps an FULayout.
  ///
  /// - Complexity: O(1).
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
      case .failure(let error): subviews.reportFailure("\(error)")
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
        subviews.reportFailure("\(error)")
        cache.shownPrefix = []
        cache.size = .zero
      }
      cache.valid = true
      return
    } else if let checked = content as? any LineBreakAware {
      switch checked.checkedOffsets(cache.sizes, extraBreaks: []) {
      case .success(let offsets): cache.offsets = offsets
      case .failure(let error):
        subviews.reportFailure("\(error)")
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
    cache.size = content.contentSize(sizes: cache.sizes, offsets: cache.offsets)
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

extension LayoutSubviews {
  /// Records a failure of the container that owns these subviews: the pass ends with
  /// `LayoutError.containerFailed` naming the container's path and `message`. For Trellis's own containers whose
  /// computation can fail (kernel errors, unsatisfiable constraints), since `Layout` methods cannot throw.
  package func reportFailure(_ message: String) {
    context.fail(
      .containerFailed(path: context.path(of: container), id: context.nodes[Int(container)].id, message: message))
  }
}

/// Built-in FrameUp layouts: offsets with their kernel error (reported as a layout error, never dropped), and forced
/// row breaks from ``LineBreak`` children.
protocol LineBreakAware {
  func checkedOffsets(_ sizes: [Size], extraBreaks: [Int]) -> Result<[Point?], KernelError>
  /// The offsets of the shown items when those are a prefix of the items (all of them, or all but a tail cut by
  /// `maxRows`), straight from the kernel; `nil` when this layout cannot say so.
  func checkedPrefixOffsets(_ sizes: [Size]) -> Result<[Point], KernelError>?
}

extension LineBreakAware {
  func checkedPrefixOffsets(_ sizes: [Size]) -> Result<[Point], KernelError>? { nil }
}

/// The built-in layouts backed by a kernel, whose offsets cover a prefix of the items (masonries ignore forced
/// breaks): both ``LineBreakAware`` forms come from one kernel call.
protocol KernelOffsets: LineBreakAware {
  func kernelOffsets(_ sizes: [Size], extraBreaks: [Int]) throws(KernelError) -> [Point]
}

extension KernelOffsets {
  func checkedPrefixOffsets(_ sizes: [Size]) -> Result<[Point], KernelError>? {
    do throws(KernelError) { return .success(try kernelOffsets(sizes, extraBreaks: [])) } catch {
      return .failure(error)
    }
  }

  func checkedOffsets(_ sizes: [Size], extraBreaks: [Int]) -> Result<[Point?], KernelError> {
    do throws(KernelError) {
      return .success(padded(try kernelOffsets(sizes, extraBreaks: extraBreaks), count: sizes.count))
    } catch {
      return .failure(error)
    }
  }
}

/// Pads placed offsets with `nil` for the items the kernel left out (beyond `maxRows`).
func padded(_ offsets: [Point], count: Int) -> [Point?] {
  var out: [Point?] = offsets.map { $0 }
  out.append(contentsOf: repeatElement(nil, count: max(0, count - offsets.count)))
  return out
}

extension VMasonry: KernelOffsets {
  func kernelOffsets(_ sizes: [Size], extraBreaks: [Int]) throws(KernelError) -> [Point] { try masonry(sizes).offsets }
}

extension HMasonry: KernelOffsets {
  func kernelOffsets(_ sizes: [Size], extraBreaks: [Int]) throws(KernelError) -> [Point] { try masonry(sizes).offsets }
}

/// A forced line break in an ``HFlow`` or ``VFlow``: the next child starts a new row (column). It takes no space and is
/// not shown; in other containers it is an empty leaf.
///
/// ```swift
/// HFlow(maxWidth: 300) { Text("Title"); LineBreak(); Text("a"); Text("b") }
/// ```
public struct LineBreak: View {
  /// A line break.
  ///
  /// - Complexity: O(1).
  public init() {}

  public var node: Node { Node(leaf: FixedLeaf(size: .zero), typeName: "LineBreak") }
}

extension LayoutSubview {
  /// Whether the subview is a ``LineBreak``.
  var isLineBreak: Bool { context.isLineBreak(node) }
}
