import TrellisCore

/// Why SwiftUI's ``ViewThatFits`` (``ViewThatFitsLayout``) chooses the child it shows for `proposal`: each child's
/// size with the checked axes unspecified (its ideal size there) and its overflow on each checked axis.
///
/// ```swift
/// let report = try viewThatFitsReport(in: .horizontal, proposal: ProposedViewSize(width: 100, height: 20),
///                                     children: [Box(width: 150, height: 10).node, Box(width: 80, height: 10).node],
///                                     configuration: .monospaced)
/// report.chosen  // 1; candidates[0].overflow == [.horizontal: 50]
/// ```
/// With no axes the first child is chosen without checking. The children are measured with `configuration` (its
/// text measurer and limits), as the pass that lays them out would.
/// - Throws: ``LayoutError`` when measuring a child fails.
/// - Complexity: one measurement pass per child checked.
public func viewThatFitsReport(
  in axes: Axis.Set = [.horizontal, .vertical], proposal: ProposedViewSize, children: [Node],
  configuration: LayoutConfiguration
) throws(LayoutError) -> FitReport {
  if axes.isEmpty { return FitReport(candidates: [], chosen: children.isEmpty ? nil : 0) }
  let ideal = ProposedViewSize(
    width: axes.contains(.horizontal) ? nil : proposal.width, height: axes.contains(.vertical) ? nil : proposal.height)
  let engine = LayoutEngine(configuration: configuration)
  var sizes: [Size] = []
  for child in children {
    let size = try engine.sizeThatFits(child, proposal: ideal)
    sizes.append(size)
    if FitCandidate.check(index: sizes.count - 1, size: size, proposal: proposal, axes: axes).fits { break }
  }
  return FitReport.select(count: sizes.count, axes: axes, mode: .firstThatFits, proposal: proposal) { sizes[$0] }
}
