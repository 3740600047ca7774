import Foundation

/// A proposal for the size of a view: each dimension is a number or `nil` ("unspecified": tell me your ideal).
///
/// As in SwiftUI, ``zero`` asks for a view's minimum size, ``infinity`` for its maximum and ``unspecified`` for its
/// ideal size.
///
/// - Complexity: O(1) for every member whose documentation does not say otherwise.
public struct ProposedViewSize: Hashable, Sendable, CustomStringConvertible {
  /// The proposed width, or `nil` for unspecified.
  public var width: CGFloat?
  /// The proposed height, or `nil` for unspecified.
  public var height: CGFloat?

  /// Creates a proposal.
  @inlinable public init(width: CGFloat?, height: CGFloat?) {
    self.width = width
    self.height = height
  }

  /// A proposal of exactly `size`.
  @inlinable public init(_ size: Size) { self.init(width: size.width, height: size.height) }

  /// Both dimensions 0: asks for the minimum size.
  public static let zero = ProposedViewSize(width: 0, height: 0)
  /// Both dimensions infinite: asks for the maximum size.
  public static let infinity = ProposedViewSize(width: CGFloat.infinity, height: CGFloat.infinity)
  /// Both dimensions unspecified: asks for the ideal size.
  public static let unspecified = ProposedViewSize(width: nil, height: nil)

  /// The proposal with each unspecified dimension replaced by the corresponding one of `size`
  /// (10×10 by default, SwiftUI's own default).
  @inlinable public func replacingUnspecifiedDimensions(by size: Size = Size(width: 10, height: 10)) -> Size {
    Size(width: width ?? size.width, height: height ?? size.height)
  }

  /// The proposed length along `axis`.
  @inlinable package subscript(axis: Axis) -> CGFloat? {
    get { axis == .horizontal ? width : height }
    set { if axis == .horizontal { width = newValue } else { height = newValue } }
  }

  /// Creates a proposal from a length along `axis` and one across it.
  @inlinable package init(_ axis: Axis, along: CGFloat?, across: CGFloat?) {
    if axis == .horizontal { self.init(width: along, height: across) } else { self.init(width: across, height: along) }
  }

  /// The proposal shrunk by `insets` on the specified dimensions: `max(0, p − insets)`.
  @inlinable func inset(by insets: EdgeInsets) -> ProposedViewSize {
    ProposedViewSize(
      width: width.map { max(0, $0 - insets.horizontal) }, height: height.map { max(0, $0 - insets.vertical) })
  }

  public var description: String {
    "(\(width.map { formatNumber($0) } ?? "nil"), \(height.map { formatNumber($0) } ?? "nil"))"
  }
}
