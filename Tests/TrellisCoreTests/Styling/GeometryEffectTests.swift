import Foundation
import Testing

@testable import TrellisCore

/// SwiftUI's `GeometryEffect`, `projectionEffect` and the headless `CATransform3D`: the frame is the untransformed one,
/// as SwiftUI reports it, and the projection is recorded for renderers at the laid-out size.
@Suite struct GeometryEffectTests {
  /// The corpus's `CustomProjection` (xiaofu666's IsometricView): x scaled by `value`, 0 drawn as 0.001.
  struct Squash: GeometryEffect {
    var value: CGFloat
    var animatableData: CGFloat {
      get { value }
      set { value = newValue }
    }
    func effectValue(size: CGSize) -> ProjectionTransform {
      var transform = CATransform3DIdentity
      transform.m11 = value == 0 ? 0.001 : value
      return .init(transform)
    }
  }

  /// An effect that moves its view down by half its own height (it reads the size it is given).
  struct DropByHalf: GeometryEffect {
    func effectValue(size: CGSize) -> ProjectionTransform {
      ProjectionTransform(CGAffineTransform(translationX: 0, y: size.height / 2))
    }
  }

  @Test(arguments: [ProposedViewSize(width: 300, height: 100), ProposedViewSize(width: 120, height: 60)])
  func framesAreTheUntransformedOnes(_ proposal: ProposedViewSize) throws {
    let shear = ProjectionTransform(CGAffineTransform(1, 0, 1, 1, 0, 0))
    func tree(_ effect: Bool) -> Node {
      HStack(spacing: 10) {
        (effect ? Box(width: 40, height: 20).modifier(Squash(value: 0.5)) : Box(width: 40, height: 20).node).id("a")
        (effect ? Rectangle().projectionEffect(shear) : Rectangle().node).id("b")
      }.node
    }
    let plain = try tree(false).layout(proposal: proposal, configuration: .monospaced)
    let drawn = try tree(true).layout(proposal: proposal, configuration: .monospaced)
    // The 40 × 20 box, 10 of spacing, and the rectangle takes the rest of the width and the whole height; the box is
    // centred vertically. At 300 × 100: the box at (0, 40), the rectangle 250 × 100 at x 50. At 120 × 60: the box at
    // (0, 20), the rectangle 70 × 60.
    let (width, height) = (proposal.width ?? 0, proposal.height ?? 0)
    #expect(drawn.frames == plain.frames)
    #expect(drawn["a"] == Rect(x: 0, y: (height - 20) / 2, width: 40, height: 20))
    #expect(drawn["b"] == Rect(x: 50, y: 0, width: width - 50, height: height))
    // The squash is asked at the laid-out size: x halves about the frame's left edge, so the far corner (40,
    // y + 20) is drawn at (20, y + 20).
    let a = try #require(drawn.entries.first { $0.id == "a" })
    let corner = Point(x: 40, y: height / 2 + 10).applying(try #require(a.style?.transform(in: a.frame)))
    #expect(abs(corner.x - 20) < 1e-9 && abs(corner.y - (height / 2 + 10)) < 1e-9)
    // The shear adds y (in the view's own coordinates) to x: the bottom-left corner (50, height) moves right by the
    // height, to (50 + height, height).
    let b = try #require(drawn.entries.first { $0.id == "b" })
    let sheared = Point(x: 50, y: height).applying(try #require(b.style?.transform(in: b.frame)))
    #expect(abs(sheared.x - (50 + height)) < 1e-9 && abs(sheared.y - height) < 1e-9)
  }

  @Test func anEffectIsAskedAtTheFramesSize() {
    var style = DrawingStyle()
    style.effects = [.geometry(RecordedGeometryEffect(DropByHalf()))]
    // A 30 × 16 frame at (5, 5) moves down by 8: its top-left corner is drawn at (5, 13); a 30 × 40 one by 20.
    let small = Point(x: 5, y: 5).applying(style.transform(in: Rect(x: 5, y: 5, width: 30, height: 16)) ?? .identity)
    let tall = Point(x: 5, y: 5).applying(style.transform(in: Rect(x: 5, y: 5, width: 30, height: 40)) ?? .identity)
    #expect(small == Point(x: 5, y: 13) && tall == Point(x: 5, y: 25))
  }

  /// An effect applied where only `ViewModifier` is known (generic code, `ModifiedContent`, a chain of modifiers) is
  /// recorded as `.modifier(_:)` records it, not built (it has no body).
  @Test func anEffectAppliedAsAnyModifierIsRecorded() throws {
    func generic<M: ViewModifier>(_ modifier: M, on view: some View) -> some View { view.modifier(modifier) }
    let direct = Box(width: 40, height: 20).modifier(Squash(value: 0.5))
    let viaGeneric = generic(Squash(value: 0.5), on: Box(width: 40, height: 20)).node
    let viaContent = ModifiedContent(content: Box(width: 40, height: 20), modifier: Squash(value: 0.5)).node
    #expect(viaGeneric.style?.effects == direct.style?.effects)
    #expect(viaContent.style?.effects == direct.style?.effects)
    #expect(direct.style?.effects == [.geometry(RecordedGeometryEffect(Squash(value: 0.5)))])
    // In a chain the inner effect applies first, then the outer one.
    let chained = ModifiedContent(
      content: Box(width: 40, height: 20), modifier: Squash(value: 0.5).concat(DropByHalf())
    ).node
    #expect(
      chained.style?.effects == [
        .geometry(RecordedGeometryEffect(Squash(value: 0.5))), .geometry(RecordedGeometryEffect(DropByHalf())),
      ])
    let result = try chained.layout(proposal: .unspecified, configuration: .monospaced)
    #expect(result.size == Size(width: 40, height: 20))
  }

  @Test func recordedEffectsCompareByTypeAndValues() {
    #expect(RecordedGeometryEffect(Squash(value: 0.5)) == RecordedGeometryEffect(Squash(value: 0.5)))
    #expect(RecordedGeometryEffect(Squash(value: 0.5)) != RecordedGeometryEffect(Squash(value: 0.25)))
    #expect(RecordedGeometryEffect(Squash(value: 0)) != RecordedGeometryEffect(DropByHalf()))
    #expect(Set([RecordedGeometryEffect(Squash(value: 1)), RecordedGeometryEffect(Squash(value: 1))]).count == 1)
  }

  @Test func nonFiniteProjectionsAreRecordedAsTheIdentity() throws {
    var bad = ProjectionTransform()
    bad.m31 = .infinity
    let node = Box(width: 10, height: 10).projectionEffect(bad)
    let result = try node.layout(proposal: .unspecified, configuration: .monospaced)
    #expect(result.entries.first?.style?.effects == [.projection(ProjectionTransform())])
    struct Wild: GeometryEffect {
      func effectValue(size: CGSize) -> ProjectionTransform { ProjectionTransform(CATransform3DMakeScale(.nan, 1, 1)) }
    }
    #expect(RecordedGeometryEffect(Wild()).projection(size: CGSize(width: 4, height: 4)).isIdentity)
  }

  @Test func projectionsFromTheirMatrices() {
    // CATransform3D keeps QuartzCore's row-vector layout: the translation in m41, m42, m43.
    let moved = ProjectionTransform(CATransform3DMakeTranslation(3, 4, 5))
    #expect(moved == ProjectionTransform(CGAffineTransform(translationX: 3, y: 4)))
    #expect(moved.isAffine && !moved.isIdentity && ProjectionTransform().isIdentity)
    // The z row and column are dropped; m14, m24 and m44 become the perspective column.
    var perspective = CATransform3DIdentity
    perspective.m14 = 0.5
    perspective.m33 = 7
    let p = ProjectionTransform(perspective)
    #expect(!p.isAffine && p.m13 == 0.5 && p.m33 == 1)
    // (2, 0) maps to w = 0.5·2 + 1 = 2, so to (2/2, 0) = (1, 0).
    #expect(CGPoint(x: 2, y: 0).applying(p) == CGPoint(x: 1, y: 0))
    // A quarter turn about z takes (1, 0) to (0, 1), as CGAffineTransform(rotationAngle:) does.
    let turned = CGPoint(x: 1, y: 0).applying(ProjectionTransform(CATransform3DMakeRotation(.pi / 2, 0, 0, 1)))
    #expect(abs(turned.x) < 1e-12 && abs(turned.y - 1) < 1e-12)
    #expect(CATransform3DIsIdentity(CATransform3DMakeRotation(1, 0, 0, 0)))
  }

  @Test func concatenationAppliesTheFirstFirst() {
    // Scale by 2, then move by (3, 0): (1, 1) goes to (2, 2), then (5, 2). In the other order, (4, 1) then (8, 2).
    let scale = CATransform3DMakeScale(2, 2, 1)
    let move = CATransform3DMakeTranslation(3, 0, 0)
    #expect(CGPoint(x: 1, y: 1).applying(ProjectionTransform(CATransform3DConcat(scale, move))) == CGPoint(x: 5, y: 2))
    #expect(CGPoint(x: 1, y: 1).applying(ProjectionTransform(CATransform3DConcat(move, scale))) == CGPoint(x: 8, y: 2))
    #expect(CATransform3DTranslate(scale, 3, 0, 0) == CATransform3DConcat(move, scale))
    #expect(CATransform3DScale(move, 2, 2, 1) == CATransform3DConcat(scale, move))
    #expect(CATransform3DRotate(CATransform3DIdentity, 0.3, 0, 0, 1) == CATransform3DMakeRotation(0.3, 0, 0, 1))
    let s = ProjectionTransform(scale)
    let m = ProjectionTransform(move)
    #expect(s.concatenating(m) == ProjectionTransform(CATransform3DConcat(scale, move)))
    let affine = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
    #expect(ProjectionTransform(CATransform3DMakeAffineTransform(affine)) == ProjectionTransform(affine))
    #expect(CATransform3D().m11 == 0 && CATransform3DIdentity.m44 == 1)
  }
}
