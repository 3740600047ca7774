import Foundation
import Testing

@testable import TrellisCore

/// `Group { () -> Path in …; return p }`: an ordinary closure returning one view (exyte's `ArcsIndicatorView`).
@Suite struct GroupClosureTests {
  @Test func aClosureWithAReturnGroupsItsView() throws {
    let group = Group { () -> Path in
      var p = Path()
      p.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
      return p
    }
    #expect(group.node.isGroup)
    #expect(group.node.children.count == 1)
    // A path takes its proposal: framed 30 × 20, it is 30 × 20 at the frame's origin.
    let framed = group.id("arc").frame(width: 30, height: 20)
    let result = try framed.layout(proposal: .unspecified, configuration: .monospaced)
    #expect(result["arc"] == CGRect(x: 0, y: 0, width: 30, height: 20))
  }

  @Test func aReturnedGroupJoinsTheContainerAsTheBuilderFormDoes() throws {
    let returned = HStack(spacing: 0) {
      Group { () -> Group in
        let a = Box(width: 3, height: 1).id("a")
        return Group {
          a
          Box(width: 4, height: 2).id("b")
        }
      }
      .padding(1)
    }
    let result = try returned.layout(proposal: .unspecified, configuration: .monospaced)
    // Each view is padded by 1 on its own (the group's modifier reaches each): a's cell is 5 × 3, b's 6 × 4, side
    // by side; the row is 4 high, so a's cell is centred at y 0.5, and a sits 1 inside it.
    #expect(result["a"] == CGRect(x: 1, y: 1.5, width: 3, height: 1))
    #expect(result["b"] == CGRect(x: 6, y: 1, width: 4, height: 2))
  }

  @Test func aSingleExpressionStillMeansTheBuilder() {
    let group = Group { Box(width: 3, height: 1) }
    #expect(group.node.isGroup)
    #expect(group.node.children.count == 1)
  }
}
