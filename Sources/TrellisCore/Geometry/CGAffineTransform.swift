// Core Graphics declares CGAffineTransform, and Foundation re-exports it, on Apple's systems; Foundation on Linux does
// not. Trellis declares it where nothing else does, with Core Graphics' API and behaviour, so that a layout that rotates
// its subviews' positions (`CGPoint(x: 0, y: -r).applying(CGAffineTransform(rotationAngle: angle))`) compiles and
// answers the same on both.
#if !canImport(CoreGraphics)
  import Foundation

  /// An affine transformation matrix, as Core Graphics defines it: a point (x, y) maps to
  /// (a·x + c·y + tx, b·x + d·y + ty).
  ///
  /// The matrix is the row-vector form `[x y 1] · [[a b 0] [c d 0] [tx ty 1]]`, so `t1.concatenating(t2)` applies `t1`
  /// first, and `translatedBy`, `scaledBy` and `rotated(by:)` apply their own change before the transform they are
  /// called on, as `CGAffineTransformTranslate` and its siblings do.
  ///
  /// ```swift
  /// let quarter = CGAffineTransform(rotationAngle: .pi / 2)
  /// CGPoint(x: 10, y: 0).applying(quarter)   // (0, 10), within rounding
  /// ```
  ///
  /// - Complexity: O(1) for every member.
  public struct CGAffineTransform: Hashable, Sendable, Codable {
    /// Row 1, column 1 of the matrix `[a b 0; c d 0; tx ty 1]`: a point maps to x′ = a·x + c·y + tx.
    public var a: CGFloat
    /// Row 1, column 2: a point maps to y′ = b·x + d·y + ty.
    public var b: CGFloat
    /// Row 2, column 1: the weight of y in x′ (see ``a``).
    public var c: CGFloat
    /// Row 2, column 2: the weight of y in y′ (see ``b``).
    public var d: CGFloat
    /// Row 3, column 1: the translation along x.
    public var tx: CGFloat
    /// Row 3, column 2: the translation along y.
    public var ty: CGFloat

    /// Creates a transform from its six entries.
    @inlinable public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
      self.a = a
      self.b = b
      self.c = c
      self.d = d
      self.tx = tx
      self.ty = ty
    }

    /// Creates a transform from its six entries, unlabelled (Core Graphics' Swift overlay's form).
    @inlinable public init(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ tx: CGFloat, _ ty: CGFloat) {
      self.init(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
    }

    /// A transform with every entry zero (it maps every point to the origin), as Core Graphics' `init()` gives.
    @inlinable public init() { self.init(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0) }

    /// The transform that changes nothing.
    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A transform that moves every point by (`tx`, `ty`).
    @inlinable public init(translationX tx: CGFloat, y ty: CGFloat) {
      self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// A transform that scales x by `sx` and y by `sy` about the origin.
    @inlinable public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }

    /// A transform that rotates by `angle` radians about the origin. With y growing downwards, as in SwiftUI, a
    /// positive angle turns clockwise on screen: (1, 0) goes to (cos angle, sin angle).
    @inlinable public init(rotationAngle angle: CGFloat) {
      let cosine = CGFloat(Foundation.cos(Double(angle)))
      let sine = CGFloat(Foundation.sin(Double(angle)))
      self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// Whether this is the identity transform.
    @inlinable public var isIdentity: Bool { self == .identity }

    /// This transform after moving by (`tx`, `ty`): the translation applies first.
    @inlinable public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
      CGAffineTransform(translationX: tx, y: ty).concatenating(self)
    }

    /// This transform after scaling by (`sx`, `sy`): the scale applies first.
    @inlinable public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
      CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
    }

    /// This transform after rotating by `angle` radians: the rotation applies first.
    @inlinable public func rotated(by angle: CGFloat) -> CGAffineTransform {
      CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// The transform that applies this one, then `other`.
    @inlinable public func concatenating(_ other: CGAffineTransform) -> CGAffineTransform {
      CGAffineTransform(
        a: a * other.a + b * other.c, b: a * other.b + b * other.d,
        c: c * other.a + d * other.c, d: c * other.b + d * other.d,
        tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
    }

    /// The transform that undoes this one; a transform that cannot be undone (its determinant `a·d − b·c` is 0)
    /// comes back unchanged, as Core Graphics returns it.
    @inlinable public func inverted() -> CGAffineTransform {
      let determinant = a * d - b * c
      guard determinant != 0, determinant.isFinite else { return self }
      return CGAffineTransform(
        a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
        tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
    }

    // Core Graphics' encoding: the six entries in order, unkeyed.
    public init(from decoder: any Decoder) throws {
      var container = try decoder.unkeyedContainer()
      self.init(
        a: try container.decode(CGFloat.self), b: try container.decode(CGFloat.self),
        c: try container.decode(CGFloat.self), d: try container.decode(CGFloat.self),
        tx: try container.decode(CGFloat.self), ty: try container.decode(CGFloat.self))
    }

    public func encode(to encoder: any Encoder) throws {
      var container = encoder.unkeyedContainer()
      for value in [a, b, c, d, tx, ty] { try container.encode(value) }
    }
  }

  extension CGPoint {
    /// The point mapped by `transform`: (a·x + c·y + tx, b·x + d·y + ty).
    ///
    /// - Complexity: O(1).
    @inlinable public func applying(_ transform: CGAffineTransform) -> CGPoint {
      CGPoint(
        x: transform.a * x + transform.c * y + transform.tx, y: transform.b * x + transform.d * y + transform.ty)
    }
  }

  extension CGSize {
    /// The size mapped by `transform`'s linear part (a size has no position, so the translation does not apply):
    /// (a·width + c·height, b·width + d·height). As in Core Graphics, a rotation can make a dimension negative.
    ///
    /// - Complexity: O(1).
    @inlinable public func applying(_ transform: CGAffineTransform) -> CGSize {
      CGSize(
        width: transform.a * width + transform.c * height, height: transform.b * width + transform.d * height)
    }
  }

  extension CGRect {
    /// The smallest rectangle that holds the four corners of this one mapped by `transform`. The null rectangle
    /// stays null, as in Core Graphics.
    ///
    /// - Complexity: O(1).
    @inlinable public func applying(_ transform: CGAffineTransform) -> CGRect {
      if isNull { return self }
      let corners = [
        CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY), CGPoint(x: minX, y: maxY), CGPoint(x: maxX, y: maxY),
      ].map { $0.applying(transform) }
      let xs = corners.map(\.x)
      let ys = corners.map(\.y)
      let left = xs.min()!
      let top = ys.min()!
      return CGRect(x: left, y: top, width: xs.max()! - left, height: ys.max()! - top)
    }
  }
#endif
