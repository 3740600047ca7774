import Testing
import Trellis

#if PASTE_WITH_FOUNDATION
  import Foundation
#endif

// Seed 003's spacing-aware variant of `BasicVStack`: the `placeSubviews` body is pasted verbatim (the `spacing` array
// built with `subviews.indices.dropLast().map { … }` and the `// Add spacing.` loop); only `import SwiftUI` became
// `import Trellis`. The seed asks for a `sizeThatFits` consistent with it, which it leaves to the reader: that one is
// ours.

private struct SpacedBasicVStack: Layout {
  func sizeThatFits(
    proposal: ProposedViewSize,
    subviews: Subviews,
    cache: inout ()
  ) -> CGSize {
    let spacing: [CGFloat] = subviews.indices.dropLast().map { index in
      subviews[index].spacing.distance(
        to: subviews[index + 1].spacing,
        along: .vertical)
    }
    let size = subviews.reduce(CGSize.zero) { result, subview in
      let size = subview.sizeThatFits(.unspecified)
      return CGSize(
        width: max(result.width, size.width),
        height: result.height + size.height)
    }
    return CGSize(width: size.width, height: size.height + spacing.reduce(0, +))
  }

  func placeSubviews(
    in bounds: CGRect,
    proposal: ProposedViewSize,
    subviews: Subviews,
    cache: inout ()
  ) {
    let spacing: [CGFloat] = subviews.indices.dropLast().map { index in
      subviews[index].spacing.distance(
        to: subviews[index + 1].spacing,
        along: .vertical)
    }
    var point = bounds.origin
    for (index, subview) in subviews.enumerated() {
      if index > 0 { point.y += spacing[index - 1] }  // Add spacing.
      subview.place(at: point, anchor: .topLeading, proposal: .unspecified)
      point.y += subview.dimensions(in: .unspecified).height
    }
  }
}

@Suite struct SpacedBasicVStackTests {
  /// The same three boxes as `BasicVStackTests` (40×46 without spacing), now 8 apart: the default distance between
  /// two views with no spacing preferences (semantics §1, "ViewSpacing").
  @Test func childrenAreTheirPreferredDistanceApart() throws {
    let result = try SpacedBasicVStack {
      Box(width: 40, height: 20).id("a")
      Box(width: 30, height: 10).id("b")
      Box(width: 40, height: 16).id("c")
    }.layout(in: CGSize(width: 300, height: 300))
    #expect(result.size == CGSize(width: 40, height: 62))
    #expect(result["a"] == CGRect(x: 0, y: 0, width: 40, height: 20))
    #expect(result["b"] == CGRect(x: 0, y: 28, width: 30, height: 10))
    #expect(result["c"] == CGRect(x: 0, y: 46, width: 40, height: 16))
  }
}
