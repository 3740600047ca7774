import Testing
import Trellis

#if PASTE_WITH_FOUNDATION
  import Foundation
#endif

// SwiftUI idioms that must compile and lay out with only `import Trellis`: composite views with a `@ViewBuilder`
// body, modifiers on `Group`, a custom `AlignmentID`, and a `ConstraintLayout` written inside a builder.

/// A body of several views with `if`/`else`: in a container, its views are the container's children.
private struct Row: View {
  let detail: Bool

  var body: some View {
    Box(width: 40, height: 20).id("title")
    if detail {
      Box(width: 30, height: 10).id("detail")
    } else {
      Spacer()
    }
  }
}

/// A body of one container, with a helper `@ViewBuilder` property.
private struct Card: View {
  let highlighted: Bool

  var body: some View {
    VStack(alignment: .leading, spacing: 4) {
      header
      Box(width: 60, height: 30).id("content")
    }
    .padding(8)
  }

  @ViewBuilder var header: some View {
    if highlighted {
      Box(width: 20, height: 20).id("star")
    }
    Box(width: 50, height: 12).id("heading")
  }
}

private struct MyGuide: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat {
    context.height / 4
  }
}

extension VerticalAlignment {
  fileprivate static let myGuide = VerticalAlignment(MyGuide.self)
}

private struct OtherGuide: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.trailing] }
}

extension HorizontalAlignment {
  fileprivate static let otherGuide = HorizontalAlignment(OtherGuide.self)
}

@Suite struct ViewBuilderTests {
  @Test func aBodyOfSeveralViewsJoinsTheContainer() throws {
    let result = try HStack(spacing: 0) {
      Row(detail: true)
      Box(width: 5, height: 5).id("after")
    }.layout(proposal: .unspecified)
    // Three children of the HStack: title, detail, after.
    #expect(result.childFrames()?.count == 3)
    #expect(result["detail"] == CGRect(x: 40, y: 5, width: 30, height: 10))
    #expect(result["after"]?.minX == 70)
  }

  @Test func theElseBranchIsBuilt() throws {
    let result = try HStack(spacing: 0) { Row(detail: false) }.layout(in: CGSize(width: 100, height: 20))
    #expect(result["detail"] == nil)
    #expect(
      result.childFrames().map(Array.init) == [
        CGRect(x: 0, y: 0, width: 40, height: 20), CGRect(x: 40, y: 10, width: 60, height: 0),
      ])
  }

  @Test func aBodyOfSeveralViewsOnItsOwnIsAVStack() throws {
    let result = try Row(detail: true).layout(proposal: .unspecified)
    #expect(result.size == CGSize(width: 40, height: 38))
    #expect(result["detail"] == CGRect(x: 5, y: 28, width: 30, height: 10))
  }

  @Test func aHelperViewBuilderPropertyAndAModifiedBody() throws {
    let plain = try Card(highlighted: false).layout(proposal: .unspecified)
    #expect(plain.size == CGSize(width: 76, height: 62))
    #expect(plain["heading"] == CGRect(x: 8, y: 8, width: 50, height: 12))
    let starred = try Card(highlighted: true).layout(proposal: .unspecified)
    #expect(starred.size == CGSize(width: 76, height: 86))
    #expect(starred["heading"]?.minY == 32)
  }

  @Test func groupModifiersApplyToEachChild() throws {
    let result = try HStack(spacing: 0) {
      Group {
        Box(width: 10, height: 10).id("a")
        Box(width: 20, height: 10).id("b")
      }
      .padding(5)
      .frame(height: 40, alignment: .top)
    }.layout(proposal: .unspecified)
    // Two padded children, not one padded pair: 20 + 30 wide, each padded by 5 at the top of its 40-high frame.
    #expect(result.childFrames()?.count == 2)
    #expect(result.size == CGSize(width: 50, height: 40))
    #expect(result["a"] == CGRect(x: 5, y: 5, width: 10, height: 10))
    #expect(result["b"] == CGRect(x: 25, y: 5, width: 20, height: 10))
  }

  @Test func groupFixedSizeAndLayoutPriorityApplyToEachChild() throws {
    let result = try HStack(spacing: 0) {
      Rectangle().id("flexible")
      Group {
        Text("one").id("one")
        Text("two").id("two")
      }
      .fixedSize()
      .layoutPriority(1)
    }.layout(in: CGSize(width: 100, height: 40))
    let one = try #require(result["one"])
    let two = try #require(result["two"])
    // Each text at its ideal size; the rectangle takes what is left.
    #expect(result["flexible"]?.width == 100 - one.width - two.width)
    #expect(two.minX == one.maxX)
  }

  @Test func aCustomAlignmentIDAlignsAStack() throws {
    let result = try HStack(alignment: .myGuide, spacing: 0) {
      Box(width: 10, height: 40).id("default")
      Box(width: 10, height: 20).alignmentGuide(.myGuide) { d in d.height }.id("explicit")
    }.layout(proposal: .unspecified)
    // The first box's guide is its default, 40 / 4 = 10; the second's is its bottom, 20: its top is at 10 − 20.
    #expect(result["default"]?.minY == 10)
    #expect(result["explicit"]?.minY == 0)
    #expect(result.size.height == 50)
  }

  @Test func aCustomHorizontalAlignmentIDReadsTheDimensions() throws {
    let result = try VStack(alignment: .otherGuide, spacing: 0) {
      Box(width: 40, height: 10).id("wide")
      Box(width: 10, height: 10).id("narrow")
    }.layout(proposal: .unspecified)
    // The default is the trailing edge: the boxes are trailing-aligned.
    #expect(result["wide"]?.maxX == result["narrow"]?.maxX)
    #expect(HorizontalAlignment.otherGuide != HorizontalAlignment("OtherGuide") { $0 })
  }

  @Test func aConstraintLayoutInsideABuilderFailsAtLayout() throws {
    // No `try` when building: the unknown id is reported when the tree is laid out.
    let tree = VStack {
      Box(width: 10, height: 10).id("above")
      ConstraintLayout {
        Box(width: 40, height: 20).id("a")
      } constraints: { p in
        p["missing"].leading == p.container.leading + 8
      }
      .id("form")
    }
    #expect(throws: LayoutError.self) { try tree.layout(proposal: .unspecified) }
    do {
      _ = try tree.layout(proposal: .unspecified)
    } catch {
      guard case .containerFailed(_, let id, let message) = error else {
        Issue.record("expected containerFailed, got \(error)")
        return
      }
      #expect(id == "form")
      #expect(message.contains("missing"))
    }
  }

  @Test func aValidConstraintLayoutInsideABuilderLaysOut() throws {
    let result = try VStack(spacing: 0) {
      Box(width: 10, height: 10).id("above")
      ConstraintLayout {
        Box(width: 40, height: 20).id("a")
      } constraints: { p in
        p["a"].leading == p.container.leading + 8
        p["a"].trailing == p.container.trailing - 8
        p["a"].top == p.container.top
        p["a"].bottom == p.container.bottom
      }
      .id("form")
    }.layout(proposal: .unspecified)
    #expect(result["form"] == CGRect(x: 0, y: 10, width: 56, height: 20))
    #expect(result["a"] == CGRect(x: 8, y: 10, width: 40, height: 20))
  }
}

/// `AnyView` and `EmptyView` as SwiftUI code uses them.
private struct Badge: View {
  let count: Int

  var body: some View {
    HStack(spacing: 0) {
      Box(width: 30, height: 10).id("label")
      counter
    }
  }

  var counter: AnyView {
    count > 0 ? AnyView(Box(width: 10, height: 10).id("count")) : AnyView(EmptyView())
  }
}

@Suite struct TypeErasedViewTests {
  @Test func anyViewWrapsAViewAndEmptyViewAddsNoChild() throws {
    let shown = try Badge(count: 3).layout(proposal: .unspecified)
    #expect(shown.size == CGSize(width: 40, height: 10))
    #expect(shown["count"] == CGRect(x: 30, y: 0, width: 10, height: 10))
    let empty = try Badge(count: 0).layout(proposal: .unspecified)
    #expect(empty.size == CGSize(width: 30, height: 10))
    #expect(empty.childFrames()?.count == 1)
  }
}
