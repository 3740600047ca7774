import Foundation

/// The tests' one approximate comparison: whether `a` and `b` agree within `tolerance`, absolute up to magnitude 1
/// and relative above it.
public func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-7) -> Bool {
  abs(a - b) <= tolerance * max(1, abs(a), abs(b))
}

/// ``close(_:_:_:)`` for a value that may be unknown (a `ConstraintSolution` lookup): `nil` is never close.
public func close(_ a: Double?, _ b: Double, _ tolerance: Double = 1e-7) -> Bool {
  guard let a else { return false }
  return close(a, b, tolerance)
}

/// ``close(_:_:_:)`` for lengths (`CGFloat`, what frames and sizes hold).
public func close(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-7) -> Bool {
  close(Double(a), Double(b), Double(tolerance))
}

/// ``close(_:_:_:)`` for a length that may be unknown (a frame lookup): `nil` is never close.
public func close(_ a: CGFloat?, _ b: CGFloat, _ tolerance: CGFloat = 1e-7) -> Bool {
  guard let a else { return false }
  return close(a, b, tolerance)
}
