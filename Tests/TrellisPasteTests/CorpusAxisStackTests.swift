// swift-format-ignore-file
import Testing
import Trellis

#if PASTE_WITH_FOUNDATION
  import Foundation
#endif

// Tests/PasteCorpus/files/elislade__AxisStack.swift (elislade/SwiftUI-Kit,
// Sources/SwiftUIKitCore/Layout/AxisStack.swift at the commit in Tests/PasteCorpus/corpus.tsv, MIT:
// Tests/PasteCorpus/licenses/elislade__SwiftUI-Kit.txt, Copyright 2024 Eli Slade), pasted below as it is there;
// only `import SwiftUI` became `import Trellis` (here the one import above), and this header comment is added (the
// file is not reformatted: swift-format skips it). A file of the unseen corpus (issue 31).
/// A view that arranges its subviews in a line along a given axis.
///
public struct AxisStack<Content: View>: View {
    
    let axis: Axis
    let alignment: Alignment
    let spacing: CGFloat?
    let isLazy: Bool
    let content: () -> Content
    
    /// - Parameters:
    ///   - axis: The axis for the stacks layout.
    ///   - alignment: The guide for aligning the subviews in this stack. This
    ///     guide has the same vertical screen coordinate for every subview.
    ///   - spacing: The distance between adjacent subviews, or `nil` if you
    ///     want the stack to choose a default distance for each pair of
    ///     subviews.
    ///   - isLazy: Bool indicating whether to use lazy stack. Defaults to false.
    ///   - content: A view builder that creates the content of this stack.
    public init(
        _ axis: Axis,
        alignment: Alignment = .center,
        spacing: CGFloat? = nil,
        isLazy: Bool = false,
        @ViewBuilder content: @escaping () -> Content
    ) {
        self.axis = axis
        self.alignment = alignment
        self.spacing = spacing
        self.isLazy = isLazy
        self.content = content
    }
    
    private var layout: AnyLayout {
        switch axis {
        case .horizontal:
            AnyLayout(HStackLayout(alignment: alignment.vertical, spacing: spacing))
        case .vertical:
            AnyLayout(VStackLayout(alignment: alignment.horizontal, spacing: spacing))
        }
    }
    
    public var body: some View {
        if isLazy {
            switch axis {
            case .horizontal:
                LazyHStack(alignment: alignment.vertical, spacing: spacing, content: content)
            case .vertical:
                LazyVStack(alignment: alignment.horizontal, spacing: spacing, content: content)
            }
        } else {
            layout { content() }
        }
    }
    
}

@Suite struct CorpusAxisStackTests {
  func layout(_ view: some View, width: CGFloat) throws -> LayoutResult {
    try view.layout(proposal: ProposedViewSize(width: width, height: 844), configuration: .monospaced)
  }

  /// Derived by hand: the lazy vertical form is a LazyVStack (centre alignment, spacing 0) of a 50 × 20 and an
  /// 80 × 10 frame: the column is 80 × 30, the lazy stack as wide as offered, each frame centred across it.
  @Test(arguments: [390, 100] as [CGFloat])
  func theLazyVerticalFormTakesTheOfferedWidth(width: CGFloat) throws {
    let stack = AxisStack(.vertical, spacing: 0, isLazy: true) {
      Color.red.frame(width: 50, height: 20).id("a")
      Color.blue.frame(width: 80, height: 10).id("b")
    }
    let result = try layout(stack.id("s"), width: width)
    #expect(try result.lookup("s").size == Size(width: width, height: 30))
    #expect(try result.lookup("a") == Rect(x: (width - 50) / 2, y: 0, width: 50, height: 20))
    #expect(try result.lookup("b") == Rect(x: (width - 80) / 2, y: 20, width: 80, height: 10))
  }

  /// Derived by hand: the plain horizontal form is `AnyLayout(HStackLayout(alignment: .center, spacing: 0))`: a row
  /// of 50 + 80 = 130 by the taller 20, the 10-high frame centred in it (y 5), whatever the width offered.
  @Test(arguments: [390, 100] as [CGFloat])
  func thePlainHorizontalFormIsItsRow(width: CGFloat) throws {
    let stack = AxisStack(.horizontal, spacing: 0) {
      Color.red.frame(width: 50, height: 20).id("a")
      Color.blue.frame(width: 80, height: 10).id("b")
    }
    let result = try layout(stack.id("s"), width: width)
    #expect(try result.lookup("s").size == Size(width: 130, height: 20))
    #expect(try result.lookup("a") == Rect(x: 0, y: 0, width: 50, height: 20))
    #expect(try result.lookup("b") == Rect(x: 50, y: 5, width: 80, height: 10))
  }
}
