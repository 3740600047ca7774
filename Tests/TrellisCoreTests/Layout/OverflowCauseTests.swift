import Testing

@testable import TrellisCore

/// Issue 33: a non-finite value computed from finite input is reported where it arises, naming the input that caused
/// it (the alignment guide, the line spacing, the padding), not as a frame that "was proposed an infinite size".
@Suite struct OverflowCauseTests {
  /// Guides 1e308 and −1e308 on the stack's top guide: the children's tops lie 2e308 apart, beyond the double range.
  /// Child 0 alone spans −1e308 to 10 − 1e308; child 1 makes the extent 1e308 + 10 − (−1e308) = ∞, so it is named.
  @Test(arguments: [Axis.horizontal, .vertical])
  func guidesFarApartNameTheChildAndItsGuide(axis: Axis) {
    let children = [
      Box(width: 10, height: 10).alignmentGuide(VerticalAlignment.top) { _ in 1e308 }
        .alignmentGuide(HorizontalAlignment.leading) { _ in 1e308 },
      Box(width: 10, height: 10).alignmentGuide(VerticalAlignment.top) { _ in -1e308 }
        .alignmentGuide(HorizontalAlignment.leading) { _ in -1e308 },
    ]
    let stack =
      axis == .horizontal
      ? HStack(alignment: .top, spacing: 0) { children }.node
      : VStack(alignment: .leading, spacing: 0) { children }.node
    let error = #expect(throws: LayoutError.self) {
      try stack.layout(proposal: .unspecified, configuration: .monospaced)
    }
    guard case .invalidInput(path: "root.children[1]", _, let message)? = error else {
      Issue.record("unexpected \(String(describing: error))")
      return
    }
    let guide = axis == .horizontal ? "vertical" : "horizontal"
    #expect(message.contains("its \(guide) alignment guide -1e+308"), "\(message)")
    #expect(!message.contains("infinite size"))
  }

  /// The same in a ZStack: child 1's top sits 2e308 below child 0's, so child 1 is named with its guide.
  @Test func zStackGuidesFarApartNameTheChildAndItsGuide() {
    let stack = ZStack(alignment: .top) {
      Box(width: 10, height: 10).alignmentGuide(VerticalAlignment.top) { _ in 1e308 }
      Box(width: 10, height: 10).alignmentGuide(VerticalAlignment.top) { _ in -1e308 }
    }
    let error = #expect(throws: LayoutError.self) {
      try stack.layout(proposal: .unspecified, configuration: .monospaced)
    }
    guard case .invalidInput(path: "root.children[1]", _, let message)? = error else {
      Issue.record("unexpected \(String(describing: error))")
      return
    }
    #expect(message.contains("its vertical alignment guide -1e+308"), "\(message)")
  }

  /// Guides that are far apart but within the double range lay out: 1e307 and −1e307 make an extent of 2e307 + 10.
  @Test func guidesWithinTheRangeLayOut() throws {
    let stack = HStack(alignment: .top, spacing: 0) {
      Box(width: 10, height: 10).alignmentGuide(VerticalAlignment.top) { _ in 1e307 }
      Box(width: 10, height: 10).alignmentGuide(VerticalAlignment.top) { _ in -1e307 }
    }
    let result = try stack.layout(proposal: .unspecified, configuration: .monospaced)
    #expect(result.size.height.isFinite)
  }

  /// Six one-letter words, 8 points a cell, proposed 8 wide: six lines, five line spacings of 1e308 each, whose sum
  /// overflows. The text is named, with its line spacing.
  @Test func aLineSpacingThatOverflowsNamesTheText() {
    let text = VStack { Text("a b c d e f").lineSpacing(1e308) }
    let error = #expect(throws: LayoutError.self) {
      try text.layout(proposal: ProposedViewSize(width: 8, height: nil), configuration: .monospaced)
    }
    guard case .invalidInput(path: "root.children[0]", _, let message)? = error else {
      Issue.record("unexpected \(String(describing: error))")
      return
    }
    #expect(message.contains("lineSpacing 1e+308"), "\(message)")
  }

  /// The same spacing on one line adds nothing: it lays out.
  @Test func aLineSpacingOnOneLineLaysOut() throws {
    let result = try Text("abc").lineSpacing(1e308).layout(proposal: .unspecified, configuration: .monospaced)
    #expect(result.size == Size(width: 24, height: 16))
  }

  // Padding whose two sides add up beyond the double range names the padding; a lazy grid's negative spacing
  // overlaps its lines as a stack's does.

  /// A 10×10 box padded 1e308 on every edge: 1e308 + 10 + 1e308 = ∞ across both axes. The horizontal sum is
  /// checked first only if the width overflows; here both do, so the message names the horizontal padding.
  @Test func paddingThatOverflowsNamesThePadding() {
    let padded = VStack { Box(width: 10, height: 10).padding(1e308) }
    let error = #expect(throws: LayoutError.self) {
      try padded.layout(proposal: .unspecified, configuration: .monospaced)
    }
    guard case .invalidInput(path: "root.children[0]", _, let message)? = error else {
      Issue.record("unexpected \(String(describing: error))")
      return
    }
    #expect(message == "its horizontal padding (1e+308 + 1e+308) around a 10×10 child overflows the double range")
  }

  /// Vertical padding alone: the width stays finite, so the vertical padding is named.
  @Test func verticalPaddingIsNamedWhenOnlyTheHeightOverflows() {
    let padded = Box(width: 10, height: 10).padding(.vertical, 1e308)
    let error = #expect(throws: LayoutError.self) {
      try padded.layout(proposal: .unspecified, configuration: .monospaced)
    }
    guard case .invalidInput(path: "root", _, let message)? = error else {
      Issue.record("unexpected \(String(describing: error))")
      return
    }
    #expect(message.hasPrefix("its vertical padding (1e+308 + 1e+308)"), "\(message)")
  }

  /// Two rows of 10 with spacing −50: 10 + 10 − 50 < 0, so the grid is 0 high (it answered −30 before, an invalid
  /// size); one 40-wide fixed column.
  @Test func aLazyGridsNegativeSpacingOverlapsItsRows() throws {
    let grid = LazyVGrid(columns: [GridItem(.fixed(40))], spacing: -50) {
      Box(width: 10, height: 10)
      Box(width: 10, height: 10)
    }
    let result = try grid.layout(proposal: .unspecified, configuration: .monospaced)
    #expect(result.size == Size(width: 40, height: 0))
  }

  // What no container names at its cause is still not blamed on the proposal unless the proposal was infinite.

  /// A box offset by 1e308 twice: its size is finite, its position 2e308 = ∞, put there by the outer offset's node.
  @Test func anOverflowingPositionNamesTheParentNotTheProposal() {
    let moved = VStack { Box(width: 10, height: 1).offset(x: 1e308).offset(x: 1e308) }
    let error = #expect(throws: LayoutError.self) {
      try moved.layout(proposal: ProposedViewSize(width: 100, height: 100), configuration: .monospaced)
    }
    guard case .invalidSize(_, _, _, let reason)? = error else {
      Issue.record("unexpected \(String(describing: error))")
      return
    }
    #expect(reason.contains("it was positioned by its parent (root.children[0]"), "\(reason)")
    #expect(reason.contains("beyond the double range"), "\(reason)")
    #expect(!reason.contains("infinite size"))
  }

  /// A rectangle with an aspect ratio of 1e-308 proposed 390 wide and unspecified high: 390 / 1e-308 = ∞ high,
  /// though nothing infinite was proposed.
  @Test func anInfiniteSizeForAFiniteProposalSaysSo() {
    let tall = Rectangle().aspectRatio(1e-308, contentMode: .fit)
    let error = #expect(throws: LayoutError.self) {
      try tall.layout(proposal: ProposedViewSize(width: 390, height: nil), configuration: .monospaced)
    }
    guard case .invalidSize(_, _, _, let reason)? = error else {
      Issue.record("unexpected \(String(describing: error))")
      return
    }
    #expect(reason.contains("though it was proposed (390, nil)"), "\(reason)")
    #expect(!reason.contains("infinite size"))
  }

  /// An infinite proposal is still named when it is the cause.
  @Test func anInfiniteProposalIsStillNamed() {
    let error = #expect(throws: LayoutError.self) {
      try Rectangle().layout(proposal: ProposedViewSize(width: .infinity, height: 10), configuration: .monospaced)
    }
    #expect("\(error.map { "\($0)" } ?? "")".contains("was it proposed an infinite size?"))
  }
}
