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
  let spacing: Double?
  let guide: AnyGuide

  /// Lengths proposed to each child along the axis, and what each child chose.
  struct Allocation {
    var proposal: ProposedViewSize
    var along: [Double?] = []
    var sizes: [Size] = []
    var guides: [Double] = []
    var gaps: [Double] = []
    var size: Size = .zero
    var crossStart: Double = 0
  }

  func gaps(_ subviews: LayoutSubviews) -> [Double] {
    var gaps = [Double](repeating: 0, count: subviews.count)
    var previous: LayoutSubview? = nil
    for (k, subview) in subviews.enumerated() {
      if let previous { gaps[k] = spacing ?? previous.spacing.distance(to: subview.spacing, along: axis) }
      previous = subview
    }
    return gaps
  }

  func allocate(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> Allocation {
    var result = Allocation(proposal: proposal)
    let n = subviews.count
    result.gaps = gaps(subviews)
    let across = proposal[axis.perpendicular]
    result.along = [Double?](repeating: nil, count: n)
    if let total = proposal[axis], n > 0 {
      struct Entry {
        var index: Int
        var priority: Double
        var minimum: Double
        var flexibility: Double
      }
      var entries: [Entry] = []
      entries.reserveCapacity(n)
      for (k, subview) in subviews.enumerated() {
        let minimum = subview.sizeThatFits(ProposedViewSize(axis, along: 0, across: across))[axis]
        let maximum = subview.sizeThatFits(ProposedViewSize(axis, along: .infinity, across: across))[axis]
        let priority = subview.isSpacer ? -Double.infinity : subview.priority
        entries.append(Entry(index: k, priority: priority, minimum: minimum, flexibility: maximum - minimum))
      }
      entries.sort { a, b in
        if a.priority != b.priority { return a.priority > b.priority }
        if a.flexibility != b.flexibility { return a.flexibility < b.flexibility }
        if a.flexibility.isInfinite && a.minimum != b.minimum { return a.minimum > b.minimum }
        return a.index < b.index
      }
      var available = total - result.gaps.reduce(0, +)
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
          let offer = max(0, available / Double(end - position))
          result.along[entry.index] = offer
          let taken = subviews[subviews.startIndex + entry.index]
            .sizeThatFits(ProposedViewSize(axis, along: offer, across: across))[axis]
          available -= taken
        }
        start = end
      }
    }
    result.sizes.reserveCapacity(n)
    result.guides.reserveCapacity(n)
    var crossStart = Double.infinity
    var crossEnd = -Double.infinity
    var length = 0.0
    for (k, subview) in subviews.enumerated() {
      let childProposal = ProposedViewSize(axis, along: result.along[k], across: across)
      let dimensions = subview.dimensions(in: childProposal)
      let size = dimensions.size
      let g: Double
      switch guide {
      case .horizontal(let h): g = dimensions[h]
      case .vertical(let v): g = dimensions[v]
      }
      result.sizes.append(size)
      result.guides.append(g)
      crossStart = min(crossStart, -g)
      crossEnd = max(crossEnd, size[axis.perpendicular] - g)
      length += size[axis] + result.gaps[k]
    }
    if n == 0 {
      crossStart = 0
      crossEnd = 0
    }
    if !length.isFinite { reportOverflow(result, subviews) }
    result.crossStart = crossStart
    // A negative spacing overlaps the children (as in SwiftUI); the stack's own length never goes below zero.
    result.size = Size(axis, along: max(0, length), across: crossEnd - crossStart)
    return result
  }

  /// Finite children whose lengths and gaps add up beyond the double range: a failure naming the child where the sum
  /// overflows (infinite children are left to the engine, which reports the frame that cannot be placed).
  ///
  /// - Complexity: O(n), only once the total length is not finite.
  func reportOverflow(_ allocation: Allocation, _ subviews: LayoutSubviews) {
    var length = 0.0
    for (k, size) in allocation.sizes.enumerated() {
      guard size[axis].isFinite else { return }
      length += size[axis] + allocation.gaps[k]
      if !length.isFinite {
        subviews.reportInvalidInput(
          "child \(k): the stack's length overflows the double range (the children's lengths and gaps add up "
            + "beyond 1.8e308)")
        return
      }
    }
  }

  func place(_ allocation: Allocation, in bounds: Rect, subviews: LayoutSubviews) {
    let across = allocation.proposal[axis.perpendicular]
    var cursor = bounds.origin[axis]
    let line = bounds.origin[axis.perpendicular] - allocation.crossStart
    for (k, subview) in subviews.enumerated() {
      cursor += allocation.gaps[k]
      var point = Point.zero
      point[axis] = cursor
      point[axis.perpendicular] = line - allocation.guides[k]
      subview.place(
        at: point, anchor: .topLeading, proposal: ProposedViewSize(axis, along: allocation.along[k], across: across))
      cursor += allocation.sizes[k][axis]
    }
  }
}

extension StackAlgorithm.Allocation: Sendable {}
