// Core Graphics' names for Trellis's geometry, so that SwiftUI code compiles unchanged with `import Trellis`.
//
// They are type aliases, not new types: a `CGSize` is a ``Size``, a `CGFloat` is a `Double`, so `bounds.minX + 10`,
// `-> CGFloat?` and `let spacing: [CGFloat]` mix with every Trellis API at no cost. TrellisCore imports no Foundation;
// a file that also writes `import Foundation` sees Foundation's `CGFloat`, `CGSize`, `CGPoint` and `CGRect` as well and
// must spell these `Trellis.CGSize` (Documentation/Layout.md, "From SwiftUI").

/// Core Graphics' name for a length: here a `Double`, the number type of all of Trellis's geometry.
public typealias CGFloat = Double

/// Core Graphics' name for ``Size``.
public typealias CGSize = Size

/// Core Graphics' name for ``Point``.
public typealias CGPoint = Point

/// Core Graphics' name for ``Rect``.
public typealias CGRect = Rect
