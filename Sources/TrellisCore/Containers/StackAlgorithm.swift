/// SwiftUI's stack algorithm along one axis, shared by ``HStackLayout`` and ``VStackLayout``.
///
/// 1. The gap before each child is the stack's spacing, or the children's preferred distance.
/// 2. With no proposal along the stack's axis every child is proposed its ideal length.
/// 3. Otherwise children are sorted (stably) by layout priority, highest first (spacers last of all), and within one
///    priority by flexibility (length for an infinite proposal minus length for zero), least flexible first; among
///    infinitely flexible children the one with the larger minimum goes first.
/// 4. The space left after gaps and the minimum lengths of all lower-priority children is shared out group by group:
///    each child is offered an equal share of what remains in its group and what it takes is subtracted.
/// 5. Across the axis every child gets the stack's own proposal and is aligned by the alignment guide; the stack
///    spans the union of the aligned children.
///
/// The stack overflows its proposal rather than squeeze children below their minimum. A negative spacing is legal:
/// each child starts that much before the previous one ends, so they overlap, and the stack's length is
/// `max(0, Σ lengths + Σ gaps)` (see `Documentation/Layout.md`, "Negative spacing").
struct StackAlgorithm {
  let axis: Axis
  let spacing: CGFloat?
  /// The alignment guide across the axis when it is not a built-in one; `nil` for top, center, bottom, leading and
  /// trailing, whose default value is ``fraction`` of the child's length across.
  let customGuide: AnyGuide?
  /// Whether the guide is a horizontal one (a vertical stack's).
  let guideIsHorizontal: Bool
  /// A built-in guide's position as a fraction of the child's length across (NaN for a custom guide).
  let fraction: CGFloat

  /// The algorithm with `guide` across the axis.
  init(axis: Axis, spacing: CGFloat?, guide: AnyGuide) {
    self.axis = axis
    self.spacing = spacing
    switch guide {
    case .horizontal(let h):
      guideIsHorizontal = true
      fraction = h.isBuiltIn ? h.defaultValue(1) : .nan
      customGuide = h.isBuiltIn ? nil : guide
    case .vertical(let v):
      guideIsHorizontal = false
      fraction = v.isBuiltIn ? v.defaultValue(1) : .nan
      customGuide = v.isBuiltIn ? nil : guide
    }
  }

  /// The algorithm a ``StackSpec`` describes, with its custom guide when it has one.
  init(_ spec: StackSpec, customGuide: AnyGuide?) {
    axis = spec.axis
    spacing = spec.spacing
    guideIsHorizontal = spec.guideIsHorizontal
    fraction = spec.fraction
    self.customGuide = customGuide
  }

  /// The guide across the axis.
  var guide: AnyGuide { customGuide ?? AnyGuide.builtIn(horizontal: guideIsHorizontal, fraction: fraction) }

  /// The plain description the engine keeps per stack (no reference inside; see ``BuiltInLayout``).
  func spec(customGuideIndex: Int32 = -1) -> StackSpec {
    StackSpec(
      axis: axis, spacing: spacing, guideIsHorizontal: guideIsHorizontal, fraction: fraction,
      customGuide: customGuide == nil ? -1 : customGuideIndex)
  }

  /// What the stack decided for one child: the length proposed along the axis, the size and guide the child
  /// answered, and the gap before it.
  struct Child {
    /// The length proposed along the axis, packed: the pass keeps one of these per stack child.
    private(set) var packedAlong: PackedLength
    var size: Size
    var guide: CGFloat
    var gap: CGFloat

    init(along: CGFloat?, size: Size, guide: CGFloat, gap: CGFloat) {
      packedAlong = PackedLength(along)
      self.size = size
      self.guide = guide
      self.gap = gap
    }

    var along: CGFloat? {
      get { packedAlong.value }
      set { packedAlong = PackedLength(newValue) }
    }
  }

  /// Lengths proposed to each child along the axis, and what each child chose: one array for the whole stack.
  struct Allocation {
    var proposal: ProposedViewSize
    var children: [Child] = []
    var size: Size = .zero
    var crossStart: CGFloat = 0
  }

  /// A child while the space is shared out (sorted by priority, then flexibility).
  private struct Entry {
    var index: Int
    var priority: Double
    var minimum: CGFloat
    var flexibility: CGFloat
  }

  /// The allocation for `proposal`. `children` is scratch storage, typically an earlier allocation's, whose
  /// capacity is kept (a stack measured at several proposals allocates once); the result shares it.
  ///
  /// - Complexity: O(n log n) for n children, plus their measuring.
  func allocate(
    _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, storage children: inout [Child]
  ) -> Allocation {
    let n = subviews.count
    children.removeAll(keepingCapacity: true)
    children.append(contentsOf: repeatElement(Child(along: nil, size: .zero, guide: 0, gap: 0), count: n))
    // SAFETY: the children written through their buffer (`withUnsafeMutableBufferPointer`), not the array. Invariant:
    // `children` is this allocation's own storage (taken out of the stack's cache), so the measuring, which reaches
    // only the children's own caches, never touches it. Written through the array, every write would check that its
    // buffer is unique.
    let summary = children.withUnsafeMutableBufferPointer { allocate(proposal, subviews, into: $0) }
    return Allocation(proposal: proposal, children: children, size: summary.size, crossStart: summary.crossStart)
  }

  /// The stack's size and where its children's guides line up, for ``allocate(_:_:into:)``.
  struct Summary {
    var size: Size
    var crossStart: CGFloat
  }

  /// The allocation for `proposal`, written into `children` (one element per subview, overwritten): the engine's
  /// form, with the storage it keeps per stack for the pass.
  ///
  /// - Complexity: O(n log n) for n children, plus their measuring.
  func allocate(
    _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, into children: UnsafeMutableBufferPointer<Child>
  ) -> Summary {
    let n = subviews.count
    let across = proposal[axis.perpendicular]
    // The engine's arrays are read directly (the children are contiguous from `first`): no subview proxy per
    // request, so no reference count traffic on the context.
    let context = subviews.context
    let first = subviews.base + subviews.startIndex
    var totalGaps = 0.0
    for k in 0..<n {
      var gap = 0.0
      if k > 0 {
        gap = spacing ?? context.spacing(of: first + (k - 1)).distance(to: context.spacing(of: first + k), along: axis)
      }
      totalGaps += gap
      children[k] = Child(along: nil, size: .zero, guide: 0, gap: gap)
    }
    let shared = proposal[axis] != nil && n > 0
    var crossStart = CGFloat.infinity
    var crossEnd = -CGFloat.infinity
    var length = 0.0
    if let total = proposal[axis], n > 0 {
      withUnsafeTemporaryAllocation(of: Entry.self, capacity: n) { entries in
        share(total - totalGaps, across: across, context, first, entries, into: children)
      }
    }
    // Unshared, every child is offered no length along the axis.
    let unshared = ProposedViewSize(axis, along: nil, across: across)
    for k in 0..<n {
      let node = first + k
      // After sharing, each child's size for its offer is known: the engine's cache would answer the same (a
      // request all the same, for the statistics).
      let size: Size
      if shared {
        size = children[k].size
        context.countSizeRequest()
      } else {
        size = context.measure(node, unshared)
      }
      let g = guide(
        of: node, size: size,
        proposal: shared ? ProposedViewSize(axis, along: children[k].along, across: across) : unshared, context)
      children[k].size = size
      children[k].guide = g
      crossStart = min(crossStart, -g)
      crossEnd = max(crossEnd, size[axis.perpendicular] - g)
      length += size[axis] + children[k].gap
    }
    if n == 0 {
      crossStart = 0
      crossEnd = 0
    }
    if !length.isFinite { reportOverflow(UnsafeBufferPointer(children), subviews) }
    // A negative spacing overlaps the children (as in SwiftUI); the stack's own length never goes below zero.
    // A child infinitely large across (a flexible one probed with an infinite proposal) has an infinite or NaN
    // guide (∞ · ½, ∞ · 0), so the extent is ∞ − ∞ or −∞: it is infinite. Checked once, after the loop.
    var extent = crossEnd - crossStart
    if !extent.isFinite {
      if children.contains(where: { !$0.size[axis.perpendicular].isFinite }) {
        extent = .infinity
      } else {
        reportCrossOverflow(UnsafeBufferPointer(children), subviews)
      }
    }
    return Summary(size: Size(axis, along: max(0, length), across: extent), crossStart: crossStart)
  }

  /// A child's alignment guide at `size`: its explicit value, else the guide's default (a built-in guide's fraction
  /// of its length across, without calling the guide's closure).
  @inline(__always)
  private func guide(
    of node: NodeIndex, size: Size, proposal: @autoclosure () -> ProposedViewSize, _ context: LayoutContext
  ) -> CGFloat {
    let builtIn = customGuide == nil
    if context.mayHaveExplicitGuide(node, builtIn: builtIn),
      let explicit = context.explicitGuide(guide, of: node, size: size, proposal: proposal())
    {
      return explicit
    }
    let length = guideIsHorizontal ? size.width : size.height
    if builtIn { return length * fraction }
    switch customGuide {
    case .horizontal(let h)?: return h.defaultValue(length)
    case .vertical(let v)?: return v.defaultValue(length)
    case nil: return length * fraction
    }
  }

  /// Steps 3 and 4: sorts the children into `entries` and offers each its share of `available`, recording the
  /// offers in `children[k].along`.
  private func share(
    _ available: CGFloat, across: CGFloat?, _ context: LayoutContext, _ first: NodeIndex,
    _ buffer: UnsafeMutableBufferPointer<Entry>, into children: UnsafeMutableBufferPointer<Child>
  ) {
    var entries = buffer
    var available = available
    for k in 0..<entries.count {
      let node = first + k
      // A fixed-size leaf answers the same to both (the proposals are valid: the stack's own was checked).
      let minimum: CGFloat
      let maximum: CGFloat
      if let fixed = context.fixedSizeRequests(node, 2) {
        minimum = fixed[axis]
        maximum = minimum
      } else {
        minimum = context.measure(node, ProposedViewSize(axis, along: 0, across: across))[axis]
        maximum = context.measure(node, ProposedViewSize(axis, along: CGFloat.infinity, across: across))[axis]
      }
      let priority = context.stackPriority(of: node)
      (entries.baseAddress! + k).initialize(
        to: Entry(index: k, priority: priority, minimum: minimum, flexibility: maximum - minimum))
    }
    // A total order (the index breaks ties), so entries already in order (most stacks: children of one priority
    // and flexibility) are left as they are, which is what sorting them would give.
    let before = { (a: Entry, b: Entry) -> Bool in
      if a.priority != b.priority { return a.priority > b.priority }
      if a.flexibility != b.flexibility { return a.flexibility < b.flexibility }
      if a.flexibility.isInfinite && a.minimum != b.minimum { return a.minimum > b.minimum }
      return a.index < b.index
    }
    if (1..<entries.count).contains(where: { before(entries[$0], entries[$0 - 1]) }) { entries.sort(by: before) }
    // Reserve the minimum of every child below the first priority group.
    let topPriority = entries[0].priority
    for entry in entries where entry.priority != topPriority { available -= entry.minimum }
    var start = 0
    while start < entries.count {
      var end = start
      while end < entries.count && entries[end].priority == entries[start].priority { end += 1 }
      if start > 0 {
        for entry in entries[start..<end] { available += entry.minimum }
      }
      for position in start..<end {
        let entry = entries[position]
        let offer = max(0, available / CGFloat(end - position))
        children[entry.index].along = offer
        let size = context.measure(first + entry.index, ProposedViewSize(axis, along: offer, across: across))
        children[entry.index].size = size
        available -= size[axis]
      }
      start = end
    }
  }

  /// Finite children whose lengths and gaps add up beyond the double range: a failure naming the child where the sum
  /// overflows (infinite children are left to the engine, which reports the frame that cannot be placed).
  ///
  /// - Complexity: O(n), only once the total length is not finite.
  func reportOverflow(_ children: UnsafeBufferPointer<Child>, _ subviews: LayoutSubviews) {
    var length = 0.0
    for (k, child) in children.enumerated() {
      guard child.size[axis].isFinite else { return }
      length += child.size[axis] + child.gap
      if !length.isFinite {
        subviews.reportInvalidInput(
          "child \(k): the stack's length overflows the double range (the children's lengths and gaps add up "
            + "beyond 1.8e308)")
        return
      }
    }
  }

  /// Finite children whose alignment guides lie so far apart that the stack's extent across overflows the double
  /// range (two guides of ±1e308): `LayoutError.invalidInput` at the path of the child whose guide makes it
  /// overflow, naming that guide's value (the input to fix), rather than the infinite frame the engine would later
  /// fail to place.
  ///
  /// - Complexity: O(n), only once the extent across is not finite.
  func reportCrossOverflow(_ children: UnsafeBufferPointer<Child>, _ subviews: LayoutSubviews) {
    var start = CGFloat.infinity
    var end = -CGFloat.infinity
    for (k, child) in children.enumerated() {
      let guide = child.guide
      start = min(start, -guide)
      end = max(end, child.size[axis.perpendicular] - guide)
      if !(end - start).isFinite {
        // Named at the child, whose alignmentGuide is the input to fix.
        let name = guideIsHorizontal ? "horizontal" : "vertical"
        subviews.context.failInvalidInput(
          subviews.base + subviews.startIndex + k,
          message:
            "its \(name) alignment guide \(JSONValue.formatNumber(guide)) puts its stack's extent across beyond the "
            + "double range (the children's guides are more than 1.8e308 apart)")
        return
      }
    }
  }

  func place(_ allocation: Allocation, in bounds: Rect, subviews: LayoutSubviews) {
    let across = allocation.proposal[axis.perpendicular]
    var cursor = bounds.origin[axis]
    let line = bounds.origin[axis.perpendicular] - allocation.crossStart
    for (k, subview) in subviews.enumerated() {
      let child = allocation.children[k]
      cursor += child.gap
      var point = Point.zero
      point[axis] = cursor
      point[axis.perpendicular] = line - child.guide
      subview.place(
        at: point, anchor: .topLeading, proposal: ProposedViewSize(axis, along: child.along, across: across))
      cursor += child.size[axis]
    }
  }
}

extension StackAlgorithm.Allocation: Sendable {}
extension StackAlgorithm.Child: Sendable {}

extension StackAlgorithm.Allocation {
  /// The stack's size when this allocation was made for `proposal`, else `nil`.
  @inline(__always)
  func sizeIfProposed(_ proposal: ProposedViewSize) -> Size? { self.proposal == proposal ? size : nil }
}
