import Testing
import Trellis

#if PASTE_WITH_FOUNDATION
  import Foundation
#endif

// Seed 003 (SwiftUI's `Layout` documentation), pasted verbatim: the `sizeThatFits` example, the `placeSubviews`
// example, and the `explicitAlignment` and `spacing` extensions; only `import SwiftUI` became `import Trellis`.

private struct BasicVStack: Layout {
  func sizeThatFits(
    proposal: ProposedViewSize,
    subviews: Subviews,
    cache: inout ()
  ) -> CGSize {
    subviews.reduce(CGSize.zero) { result, subview in
      let size = subview.sizeThatFits(.unspecified)
      return CGSize(
        width: max(result.width, size.width),
        height: result.height + size.height)
    }
  }

  func placeSubviews(
    in bounds: CGRect,
    proposal: ProposedViewSize,
    subviews: Subviews,
    cache: inout ()
  ) {
    var point = bounds.origin
    for subview in subviews {
      subview.place(at: point, anchor: .topLeading, proposal: .unspecified)
      point.y += subview.dimensions(in: .unspecified).height
    }
  }
}

extension BasicVStack {
  func explicitAlignment(
    of guide: HorizontalAlignment,
    in bounds: CGRect,
    proposal: ProposedViewSize,
    subviews: Subviews,
    cache: inout ()
  ) -> CGFloat? {
    if guide == .leading {
      return bounds.minX + 10
    }
    return nil
  }
}

extension BasicVStack {
  func explicitAlignment(
    of guide: VerticalAlignment,
    in bounds: CGRect,
    proposal: ProposedViewSize,
    subviews: Subviews,
    cache: inout ()
  ) -> CGFloat? {
    if guide == .bottom {
      return bounds.minY - 10
    }
    return nil
  }
}

extension BasicVStack {
  func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
    var spacing = ViewSpacing()
    for index in subviews.indices {
      var edges: Edge.Set = [.leading, .trailing]
      if index == 0 { edges.formUnion(.top) }
      if index == subviews.count - 1 { edges.formUnion(.bottom) }
      spacing.formUnion(subviews[index].spacing, edges: edges)
    }
    return spacing
  }
}

@Suite struct BasicVStackTests {
  /// Layout.md's example with seed 003's stack: the widest child's width, the heights' sum, no spacing.
  @Test func columnOfTheDocumentationExample() throws {
    let result = try BasicVStack {
      Box(width: 40, height: 20).id("a")
      Box(width: 30, height: 10).id("b")
      Box(width: 40, height: 16).id("c")
    }.layout(in: CGSize(width: 300, height: 300))
    #expect(result.size == CGSize(width: 40, height: 46))
    #expect(result["a"] == CGRect(x: 0, y: 0, width: 40, height: 20))
    #expect(result["b"] == CGRect(x: 0, y: 20, width: 30, height: 10))
    #expect(result["c"] == CGRect(x: 0, y: 30, width: 40, height: 16))
  }

  /// The horizontal extension: the stack's leading guide is 10 in from its left edge, so in a leading-aligned
  /// VStack it sits 10 to the left of its sibling's leading edge.
  @Test func leadingGuideIsIndentedByTen() throws {
    let result = try VStack(alignment: .leading, spacing: 0) {
      Box(width: 50, height: 10).id("top")
      BasicVStack { Box(width: 30, height: 10).id("inner") }.id("custom")
    }.layout(proposal: .unspecified)
    #expect(result["top"]?.minX == 10)
    #expect(result["custom"]?.minX == 0)
    #expect(result.size.width == 60)
  }

  /// The vertical extension: the stack's bottom guide is 10 above its top edge, so in a bottom-aligned HStack its
  /// top is level with the sibling's bottom + 10.
  @Test func bottomGuideIsRaisedByTen() throws {
    let result = try HStack(alignment: .bottom, spacing: 0) {
      Box(width: 10, height: 40).id("tall")
      BasicVStack { Box(width: 10, height: 20).id("inner") }.id("custom")
    }.layout(proposal: .unspecified)
    // The sibling's bottom (its height, 40) meets the custom stack's guide at −10: the custom stack's top is at 50.
    #expect(result["tall"]?.minY == 0)
    #expect(result["custom"]?.minY == 50)
    #expect(result.size.height == 70)
  }

  /// The spacing extension: only the first child's top and the last child's bottom count on those edges.
  @Test func spacingUsesTheEdgeChildren() throws {
    let result = try VStack {
      BasicVStack {
        Box(width: 10, height: 10).id("first")
        Spacer(minLength: 0).frame(height: 0).id("gap")
      }.id("custom")
      Box(width: 10, height: 10).id("after")
    }.layout(proposal: .unspecified)
    // The custom stack's bottom edge is the spacer's (0), so the next box follows it directly.
    #expect(result["custom"]?.maxY == 10)
    #expect(result["after"]?.minY == 10)
  }
}
