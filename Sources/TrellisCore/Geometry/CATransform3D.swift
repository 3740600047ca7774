// swift-format-ignore-file: AlwaysUseLowerCamelCase

// QuartzCore's free functions keep their UpperCamelCase names (`CATransform3DMakeScale`), as pasted code calls them.
// QuartzCore declares CATransform3D on Apple's systems, and SwiftUI's `ProjectionTransform(_:)` takes one; Linux has no
// QuartzCore. Trellis declares the matrix and the functions that make one where nothing else does, with QuartzCore's
// names, fields and conventions, so that a `GeometryEffect` that builds its projection from `CATransform3DIdentity`
// compiles and answers the same headless. Nothing here animates or draws: it is a value that `ProjectionTransform`
// reads.
#if !canImport(QuartzCore)
  import Foundation

  /// A 4 × 4 transform matrix with QuartzCore's fields: the headless stand-in for Core Animation's `CATransform3D`.
  ///
  /// As in QuartzCore, a point is a row vector, `[x y z 1] · M`, so the translation is in ``m41``, ``m42`` and
  /// ``m43``, and ``CATransform3DConcat(_:_:)`` applies its first argument first. SwiftUI's
  /// `ProjectionTransform(_:)` keeps the rows and columns 1, 2 and 4 (the plane z = 0 seen along z).
  ///
  /// ```swift
  /// var transform = CATransform3DIdentity
  /// transform.m11 = 0.5            // half as wide
  /// Text("Hi").projectionEffect(ProjectionTransform(transform))
  /// ```
  ///
  /// - Complexity: O(1) for every member.
  public struct CATransform3D: Hashable, Sendable {
    /// Row 1, column 1: the weight of x in x′.
    public var m11: CGFloat
    /// Row 1, column 2: the weight of x in y′.
    public var m12: CGFloat
    /// Row 1, column 3: the weight of x in z′.
    public var m13: CGFloat
    /// Row 1, column 4: the weight of x in w (perspective).
    public var m14: CGFloat
    /// Row 2, column 1: the weight of y in x′.
    public var m21: CGFloat
    /// Row 2, column 2: the weight of y in y′.
    public var m22: CGFloat
    /// Row 2, column 3: the weight of y in z′.
    public var m23: CGFloat
    /// Row 2, column 4: the weight of y in w (perspective).
    public var m24: CGFloat
    /// Row 3, column 1: the weight of z in x′.
    public var m31: CGFloat
    /// Row 3, column 2: the weight of z in y′.
    public var m32: CGFloat
    /// Row 3, column 3: the weight of z in z′.
    public var m33: CGFloat
    /// Row 3, column 4: the weight of z in w (perspective; −1/distance for the usual eye).
    public var m34: CGFloat
    /// Row 4, column 1: the translation along x.
    public var m41: CGFloat
    /// Row 4, column 2: the translation along y.
    public var m42: CGFloat
    /// Row 4, column 3: the translation along z.
    public var m43: CGFloat
    /// Row 4, column 4: the constant term of w.
    public var m44: CGFloat

    /// The matrix with every entry zero, as QuartzCore's `init()` gives (``CATransform3DIdentity`` changes nothing).
    public init() {
      self.init(
        m11: 0, m12: 0, m13: 0, m14: 0, m21: 0, m22: 0, m23: 0, m24: 0, m31: 0, m32: 0, m33: 0, m34: 0, m41: 0,
        m42: 0, m43: 0, m44: 0)
    }

    /// The matrix with these sixteen entries, row by row.
    public init(
      m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat, m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
      m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat, m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
    ) {
      (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
      (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
      (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
      (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
    }

    /// The rows, for the products below.
    var rows: [[CGFloat]] {
      [[m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34], [m41, m42, m43, m44]]
    }

    /// The matrix of `rows` (four rows of four).
    init(rows r: [[CGFloat]]) {
      self.init(
        m11: r[0][0], m12: r[0][1], m13: r[0][2], m14: r[0][3], m21: r[1][0], m22: r[1][1], m23: r[1][2],
        m24: r[1][3], m31: r[2][0], m32: r[2][1], m33: r[2][2], m34: r[2][3], m41: r[3][0], m42: r[3][1],
        m43: r[3][2], m44: r[3][3])
    }
  }

  /// The matrix that changes nothing (QuartzCore's `CATransform3DIdentity`).
  public let CATransform3DIdentity = CATransform3D(
    m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0, m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0,
    m43: 0, m44: 1)

  /// Whether `t` is the identity (QuartzCore's `CATransform3DIsIdentity`).
  public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == CATransform3DIdentity }

  /// The matrix that scales by (`sx`, `sy`, `sz`) about the origin.
  public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    (t.m11, t.m22, t.m33) = (sx, sy, sz)
    return t
  }

  /// The matrix that moves every point by (`tx`, `ty`, `tz`).
  public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    (t.m41, t.m42, t.m43) = (tx, ty, tz)
    return t
  }

  /// The matrix that turns by `angle` radians about the axis (`x`, `y`, `z`) through the origin; about z, a positive
  /// angle takes (1, 0) to (cos angle, sin angle), as `CGAffineTransform(rotationAngle:)` does. A zero or non-finite
  /// axis gives the identity (QuartzCore's behaviour for a zero axis).
  public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat)
    -> CATransform3D
  {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0, length.isFinite else { return CATransform3DIdentity }
    let (ux, uy, uz) = (x / length, y / length, z / length)
    let c = cos(angle)
    let s = sin(angle)
    let t = 1 - c
    // Rodrigues' rotation matrix, transposed for row vectors.
    return CATransform3D(
      m11: c + ux * ux * t, m12: ux * uy * t + uz * s, m13: ux * uz * t - uy * s, m14: 0,
      m21: uy * ux * t - uz * s, m22: c + uy * uy * t, m23: uy * uz * t + ux * s, m24: 0,
      m31: uz * ux * t + uy * s, m32: uz * uy * t - ux * s, m33: c + uz * uz * t, m34: 0,
      m41: 0, m42: 0, m43: 0, m44: 1)
  }

  /// `a` then `b`: the product `a · b` (QuartzCore's `CATransform3DConcat`).
  ///
  /// - Complexity: O(1) (64 multiplications).
  public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    let (l, r) = (a.rows, b.rows)
    return CATransform3D(rows: (0..<4).map { i in (0..<4).map { j in (0..<4).reduce(0) { $0 + l[i][$1] * r[$1][j] } } })
  }

  /// `t` scaled by (`sx`, `sy`, `sz`) first (QuartzCore's `CATransform3DScale`).
  public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)
  }

  /// `t` moved by (`tx`, `ty`, `tz`) first (QuartzCore's `CATransform3DTranslate`).
  public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat)
    -> CATransform3D
  {
    CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)
  }

  /// `t` turned by `angle` about (`x`, `y`, `z`) first (QuartzCore's `CATransform3DRotate`).
  public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat)
    -> CATransform3D
  {
    CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
  }

  /// The matrix that does what `m` does in the plane z = 0 (QuartzCore's `CATransform3DMakeAffineTransform`).
  public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    var t = CATransform3DIdentity
    (t.m11, t.m12, t.m21, t.m22, t.m41, t.m42) = (m.a, m.b, m.c, m.d, m.tx, m.ty)
    return t
  }
#endif
