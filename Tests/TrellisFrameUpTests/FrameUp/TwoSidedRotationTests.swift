import Foundation
import Testing

@testable import TrellisCore
@testable import TrellisFrameUp

/// FrameUp's two-sided `rotation3DEffect(_:axis:anchor:anchorZ:perspective:backsideFlip:back:)`: the back is a
/// background turned 180°, the pair turned together, the side facing away hidden; no frame changes.
@Suite struct TwoSidedRotationTests {
  func card(_ degrees: Double, axis: (x: CGFloat, y: CGFloat, z: CGFloat), flip: BacksideFlip = .automatic) -> Node {
    Color.blue.frame(width: 100, height: 50).id("front")
      .rotation3DEffect(.degrees(degrees), axis: axis, perspective: 0.5, backsideFlip: flip) {
        Color.red.id("back")
      }
      .id("card")
  }

  func entry(_ result: LayoutResult, _ id: String) -> LayoutResult.Entry? {
    result.entries.first { $0.id == id }
  }

  @Test func theBackIsLaidOutBehindAtTheFrontsSize() throws {
    // The card keeps the front's fixed 100 × 50 frame; the back, a background, is proposed the front's 100 × 50, and a
    // colour takes it, at the same place.
    let result = try card(135, axis: (0, 1, 0)).layout(
      proposal: ProposedViewSize(width: 300, height: 300), configuration: .monospaced)
    #expect(result["card"]?.size == CGSize(width: 100, height: 50))
    let front = try #require(result["front"])
    #expect(result["back"] == front)
    #expect(front.size == CGSize(width: 100, height: 50))
  }

  @Test func atOneHundredThirtyFiveDegreesTheBackShows() throws {
    let result = try card(135, axis: (0, 1, 0)).layout(proposal: .unspecified, configuration: .monospaced)
    // 135° is past edge-on: the front is hidden, the back keeps its opacity and is pre-turned about the y-axis.
    #expect(entry(result, "front")?.style?.opacity == 0)
    let back = try #require(entry(result, "back")?.style)
    #expect(back.opacity != 0)
    #expect(back.effects == [.rotation3D(.degrees(180), x: 0, y: 1, z: 0, anchor: .center, anchorZ: 0, perspective: 1)])
  }

  @Test func atZeroTheFrontShowsAndTheBackIsHidden() throws {
    let result = try card(0, axis: (0, 1, 0)).layout(proposal: .unspecified, configuration: .monospaced)
    #expect(entry(result, "front")?.style?.opacity != 0)
    #expect(entry(result, "back")?.style?.opacity == 0)
  }

  @Test func theBacksAxisFollowsBacksideFlip() throws {
    // (0.2, 0.8, 0): |x| < |y|, so automatic turns the back about the y-axis; vertical about the x-axis; none not.
    func backEffects(_ flip: BacksideFlip) throws -> [DrawingEffect] {
      let result = try card(180, axis: (0.2, 0.8, 0), flip: flip).layout(
        proposal: .unspecified, configuration: .monospaced)
      return entry(result, "back")?.style?.effects ?? []
    }
    let turn = { (x: CGFloat, y: CGFloat) in
      DrawingEffect.rotation3D(.degrees(180), x: x, y: y, z: 0, anchor: .center, anchorZ: 0, perspective: 1)
    }
    #expect(try backEffects(.automatic) == [turn(0, 1)])
    #expect(try backEffects(.horizontal) == [turn(0, 1)])
    #expect(try backEffects(.vertical) == [turn(1, 0)])
    #expect(try backEffects(.none) == [])
  }

  @Test func thePairIsTurnedWithTheGivenPerspective() throws {
    let result = try card(135, axis: (0.2, 0.8, 0)).layout(proposal: .unspecified, configuration: .monospaced)
    // The card (the background's container) carries the turn of the pair, as given.
    #expect(
      entry(result, "card")?.style?.effects
        == [.rotation3D(.degrees(135), x: 0.2, y: 0.8, z: 0, anchor: .center, anchorZ: 0, perspective: 0.5)])
  }
}

/// FrameUp's `sortedByKey()` and SwiftUI's angle arithmetic (`angle += .degrees(90)`), which FrameUp's examples use.
@Suite struct FrameUpExampleHelpersTests {
  @Test func sortedByKeyOrdersThePairsByKey() {
    let sizes: [Int: CGSize] = [2: CGSize(width: 3, height: 1), 0: CGSize(width: 1, height: 1), 1: .zero]
    #expect(sizes.sortedByKey().map(\.key) == [0, 1, 2])
    #expect(sizes.sortedByKey().map(\.value) == [CGSize(width: 1, height: 1), .zero, CGSize(width: 3, height: 1)])
  }

  @Test func anglesAddInPlace() {
    var angle = Angle.degrees(30)
    angle += .degrees(45)
    #expect(angle == .degrees(75))
    angle -= .degrees(100)
    #expect(angle == .degrees(-25))
    #expect(Angle.zero == .degrees(0))
  }
}
