// Core Graphics declares CGVector on Apple's systems; Foundation on Linux does not. Trellis declares it where nothing
// else does, with Core Graphics' API (see CGAffineTransform.swift for why).
#if !canImport(CoreGraphics)
  import Foundation

  /// A two-dimensional vector, as Core Graphics defines it: a displacement (`dx`, `dy`) rather than a position.
  ///
  /// - Complexity: O(1) for every member.
  public struct CGVector: Hashable, Sendable, Codable {
    /// The horizontal component.
    public var dx: CGFloat
    /// The vertical component.
    public var dy: CGFloat

    /// Creates a vector from its components.
    @inlinable public init(dx: CGFloat, dy: CGFloat) {
      self.dx = dx
      self.dy = dy
    }

    /// Creates a vector from `Double` components (Core Graphics offers the same convenience).
    @inlinable public init(dx: Double, dy: Double) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }

    /// Creates a vector from integer components (Core Graphics offers the same convenience).
    @inlinable public init(dx: Int, dy: Int) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }

    /// The zero vector.
    @inlinable public init() { self.init(dx: CGFloat(0), dy: CGFloat(0)) }

    /// The zero vector.
    public static let zero = CGVector()

    // Core Graphics' encoding: dx then dy, unkeyed.
    public init(from decoder: any Decoder) throws {
      var container = try decoder.unkeyedContainer()
      self.init(dx: try container.decode(CGFloat.self), dy: try container.decode(CGFloat.self))
    }

    public func encode(to encoder: any Encoder) throws {
      var container = encoder.unkeyedContainer()
      try container.encode(dx)
      try container.encode(dy)
    }
  }
#endif
