import Foundation

/// Trellis's short name for Foundation's `CGSize`: a width and a height.
///
/// It is the same type, not a copy, so a `Size` is a `CGSize` wherever one is expected (SwiftUI code that returns
/// `CGSize` from `sizeThatFits` and Trellis code that writes `Size(width:height:)` mix freely). Its lengths are
/// `CGFloat`s, which Swift converts to and from `Double` implicitly.
public typealias Size = CGSize

extension CGSize {
  /// The length along `axis`.
  ///
  /// - Complexity: O(1).
  @inlinable public subscript(axis: Axis) -> CGFloat {
    get { axis == .horizontal ? width : height }
    set { if axis == .horizontal { width = newValue } else { height = newValue } }
  }

  /// Creates a size from a length along `axis` and one across it.
  ///
  /// - Complexity: O(1).
  @inlinable init(_ axis: Axis, along: CGFloat, across: CGFloat) {
    if axis == .horizontal { self.init(width: along, height: across) } else { self.init(width: across, height: along) }
  }

  /// Whether both dimensions are finite numbers (not NaN, not infinite).
  ///
  /// - Complexity: O(1).
  @inlinable package var isFinite: Bool { width.isFinite && height.isFinite }

  /// The size as Trellis's messages and text output write it: `390×328.3` (``formatNumber(_:)``).
  package var formatted: String { "\(formatNumber(width))×\(formatNumber(height))" }
}
