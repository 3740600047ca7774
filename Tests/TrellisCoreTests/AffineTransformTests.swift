import Foundation
import Testing
import TrellisCore

/// `CGAffineTransform` and `CGVector` as Core Graphics defines them (Trellis declares them where Foundation does not).
@Suite struct AffineTransformTests {
  static func near(_ a: CGPoint, _ b: CGPoint) -> Bool { abs(a.x - b.x) < 1e-12 && abs(a.y - b.y) < 1e-12 }

  static func near(_ a: CGAffineTransform, _ b: CGAffineTransform) -> Bool {
    zip([a.a, a.b, a.c, a.d, a.tx, a.ty], [b.a, b.b, b.c, b.d, b.tx, b.ty]).allSatisfy { abs($0 - $1) < 1e-12 }
  }

  @Test func identityAndZero() {
    #expect(CGAffineTransform.identity.isIdentity)
    #expect(CGPoint(x: 3, y: -4).applying(.identity) == CGPoint(x: 3, y: -4))
    let zero = CGAffineTransform()
    #expect(!zero.isIdentity)
    #expect(CGPoint(x: 3, y: -4).applying(zero) == .zero)
  }

  @Test func rotationTurnsClockwiseOnScreen() {
    let quarter = CGAffineTransform(rotationAngle: .pi / 2)
    #expect(Self.near(CGPoint(x: 1, y: 0).applying(quarter), CGPoint(x: 0, y: 1)))
    #expect(Self.near(CGPoint(x: 0, y: 1).applying(quarter), CGPoint(x: -1, y: 0)))
    let angle: CGFloat = .pi / 6
    let point = CGPoint(x: 0, y: -10).applying(CGAffineTransform(rotationAngle: angle))
    #expect(Self.near(point, CGPoint(x: 10 * sin(angle), y: -10 * cos(angle))))
  }

  @Test func chainedChangesApplyInReverseOrder() {
    // Core Graphics: `t.translatedBy(…).scaledBy(…)` scales first, then translates.
    let t = CGAffineTransform.identity.translatedBy(x: 10, y: 0).scaledBy(x: 2, y: 2)
    #expect(t == CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 10, ty: 0))
    #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 12, y: 2))
    let turned = CGAffineTransform(translationX: 5, y: 0).rotated(by: .pi / 2)
    #expect(Self.near(CGPoint(x: 1, y: 0).applying(turned), CGPoint(x: 5, y: 1)))
  }

  @Test func concatenatingAppliesTheReceiverFirst() {
    let scale = CGAffineTransform(scaleX: 2, y: 2)
    let move = CGAffineTransform(translationX: 10, y: 0)
    #expect(CGPoint(x: 1, y: 1).applying(scale.concatenating(move)) == CGPoint(x: 12, y: 2))
    #expect(CGPoint(x: 1, y: 1).applying(move.concatenating(scale)) == CGPoint(x: 22, y: 2))
  }

  @Test func invertedUndoesAndSingularStaysPut() {
    let t = CGAffineTransform(rotationAngle: 0.7).scaledBy(x: 3, y: 0.5).translatedBy(x: -4, y: 9)
    #expect(Self.near(t.concatenating(t.inverted()), .identity))
    #expect(Self.near(t.inverted().concatenating(t), .identity))
    let singular = CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 1, ty: 1)
    #expect(singular.inverted() == singular)
  }

  @Test func sizesIgnoreTheTranslationAndRectsTakeTheBoundingBox() {
    let t = CGAffineTransform(translationX: 100, y: 100).scaledBy(x: 2, y: 3)
    #expect(CGSize(width: 4, height: 5).applying(t) == CGSize(width: 8, height: 15))
    let quarter = CGAffineTransform(rotationAngle: .pi / 2)
    let turned = CGRect(x: 0, y: 0, width: 20, height: 10).applying(quarter)
    #expect(abs(turned.minX + 10) < 1e-12 && abs(turned.minY) < 1e-12)
    #expect(abs(turned.width - 10) < 1e-12 && abs(turned.height - 20) < 1e-12)
    #expect(CGRect.null.applying(quarter).isNull)
  }

  @Test func codableAsCoreGraphicsEncodesIt() throws {
    let t = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
    let data = try JSONEncoder().encode(t)
    #expect(String(decoding: data, as: UTF8.self) == "[1,2,3,4,5,6]")
    #expect(try JSONDecoder().decode(CGAffineTransform.self, from: data) == t)
    let vector = CGVector(dx: 1.5, dy: -2)
    let encoded = try JSONEncoder().encode(vector)
    #expect(String(decoding: encoded, as: UTF8.self) == "[1.5,-2]")
    #expect(try JSONDecoder().decode(CGVector.self, from: encoded) == vector)
  }

  @Test func vectors() {
    #expect(CGVector.zero == CGVector(dx: 0, dy: 0))
    #expect(CGVector() == .zero)
    let fromInts = CGVector(dx: 3, dy: 4)
    let fromDoubles = CGVector(dx: 3.0, dy: 4.0)
    #expect(fromInts == fromDoubles)
    #expect(Set([fromInts, fromDoubles]).count == 1)
  }
}
