import Foundation

/// A 3 × 3 projective transform of the plane (SwiftUI's `ProjectionTransform`): what a ``GeometryEffect`` returns and
/// ``View/projectionEffect(_:)`` draws a view with, recorded for renderers; it changes no frame.
///
/// As `CGAffineTransform`, a point is a row vector: (x, y) maps to ((m11·x + m21·y + m31) / w,
/// (m12·x + m22·y + m32) / w) with w = m13·x + m23·y + m33.
///
/// ```swift
/// Text("Side").projectionEffect(ProjectionTransform(CGAffineTransform(a: 1, b: 1, c: 0, d: 1, tx: 0, ty: 0)))
/// ```
///
/// - Complexity: O(1) for every member.
public struct ProjectionTransform: Hashable, Sendable {
  /// Row 1, column 1: the weight of x in x′.
  public var m11: CGFloat = 1
  /// Row 1, column 2: the weight of x in y′.
  public var m12: CGFloat = 0
  /// Row 1, column 3: the weight of x in w (perspective).
  public var m13: CGFloat = 0
  /// Row 2, column 1: the weight of y in x′.
  public var m21: CGFloat = 0
  /// Row 2, column 2: the weight of y in y′.
  public var m22: CGFloat = 1
  /// Row 2, column 3: the weight of y in w (perspective).
  public var m23: CGFloat = 0
  /// Row 3, column 1: the translation along x.
  public var m31: CGFloat = 0
  /// Row 3, column 2: the translation along y.
  public var m32: CGFloat = 0
  /// Row 3, column 3: the constant term of w.
  public var m33: CGFloat = 1

  /// The identity.
  public init() {}

  /// The projection that does what `m` does.
  public init(_ m: CGAffineTransform) {
    (m11, m12, m21, m22, m31, m32) = (m.a, m.b, m.c, m.d, m.tx, m.ty)
  }

  /// The projection of `m` onto the plane z = 0, as SwiftUI takes it: rows and columns 1, 2 and 4 of the 4 × 4
  /// matrix (the z row and column dropped).
  public init(_ m: CATransform3D) {
    (m11, m12, m13) = (m.m11, m.m12, m.m14)
    (m21, m22, m23) = (m.m21, m.m22, m.m24)
    (m31, m32, m33) = (m.m41, m.m42, m.m44)
  }

  /// Whether this is the identity.
  public var isIdentity: Bool { self == ProjectionTransform() }

  /// Whether this is affine (no perspective: m13 = m23 = 0 and m33 = 1).
  public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

  /// This transform, then `rhs` (the product `self · rhs`).
  public func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform {
    var r = ProjectionTransform()
    r.m11 = m11 * rhs.m11 + m12 * rhs.m21 + m13 * rhs.m31
    r.m12 = m11 * rhs.m12 + m12 * rhs.m22 + m13 * rhs.m32
    r.m13 = m11 * rhs.m13 + m12 * rhs.m23 + m13 * rhs.m33
    r.m21 = m21 * rhs.m11 + m22 * rhs.m21 + m23 * rhs.m31
    r.m22 = m21 * rhs.m12 + m22 * rhs.m22 + m23 * rhs.m32
    r.m23 = m21 * rhs.m13 + m22 * rhs.m23 + m23 * rhs.m33
    r.m31 = m31 * rhs.m11 + m32 * rhs.m21 + m33 * rhs.m31
    r.m32 = m31 * rhs.m12 + m32 * rhs.m22 + m33 * rhs.m32
    r.m33 = m31 * rhs.m13 + m32 * rhs.m23 + m33 * rhs.m33
    return r
  }

  /// Whether every entry is finite.
  var isFinite: Bool { [m11, m12, m13, m21, m22, m23, m31, m32, m33].allSatisfy(\.isFinite) }

  /// The affine part, seen without the perspective: the first two columns divided by m33 (m13 and m23 dropped; an
  /// m33 of zero is taken as 1). Exact for an affine projection.
  var affinePart: CGAffineTransform {
    let w: CGFloat = m33 == 0 ? 1 : m33
    return CGAffineTransform(a: m11 / w, b: m12 / w, c: m21 / w, d: m22 / w, tx: m31 / w, ty: m32 / w)
  }
}

extension CGPoint {
  /// The point mapped by `m`, divided by its w (SwiftUI's `CGPoint.applying(_:)` for a projection); a point that maps
  /// to w = 0 (at infinity) keeps its numerators.
  public func applying(_ m: ProjectionTransform) -> CGPoint {
    let w = m.m13 * x + m.m23 * y + m.m33
    let scale: CGFloat = w == 0 ? 1 : 1 / w
    return CGPoint(x: (m.m11 * x + m.m21 * y + m.m31) * scale, y: (m.m12 * x + m.m22 * y + m.m32) * scale)
  }
}
