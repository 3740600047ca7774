/// The radii of a rectangle's four corners (SwiftUI's `RectangleCornerRadii`, iOS 17), for
/// ``UnevenRoundedRectangle``.
///
/// - Complexity: O(1) for every member.
public struct RectangleCornerRadii: Hashable, Sendable {
  /// The top leading corner's radius.
  public var topLeading: CGFloat
  /// The bottom leading corner's radius.
  public var bottomLeading: CGFloat
  /// The bottom trailing corner's radius.
  public var bottomTrailing: CGFloat
  /// The top trailing corner's radius.
  public var topTrailing: CGFloat

  /// Radii for the four corners; 0 (square) by default.
  public init(
    topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0
  ) {
    self.topLeading = topLeading
    self.bottomLeading = bottomLeading
    self.bottomTrailing = bottomTrailing
    self.topTrailing = topTrailing
  }
}

/// A rectangle whose four corners have radii of their own (SwiftUI's `UnevenRoundedRectangle`, iOS 17): a flexible
/// shape like ``Rectangle`` (the proposal's size, 10 for an unspecified dimension); the radii change only the outline
/// recorded for renderers.
///
/// ```swift
/// UnevenRoundedRectangle(topLeadingRadius: 12, bottomTrailingRadius: 12).fill(.blue).frame(width: 80, height: 40)
/// Rectangle().fill(.red).clipShape(.rect(topLeadingRadius: 8, topTrailingRadius: 8))
/// ```
///
/// | | SwiftUI | Trellis |
/// | --- | --- | --- |
/// | leading and trailing | flip in a right-to-left layout | leading is the left side: the path is drawn left to right |
/// | a radius longer than half the shorter side | limited (rule undocumented) | limited to half the shorter side; negative or NaN is 0 |
/// | `.continuous` corners | a smoother curve than a circle | circular arcs, as ``RoundedRectangle`` |
///
/// - Complexity: O(1) for every member.
public struct UnevenRoundedRectangle: InsettableShape, Sendable {
  /// The corners' radii.
  public var cornerRadii: RectangleCornerRadii
  /// How the corners are rounded (recorded; drawn as circular arcs).
  public var style: RoundedCornerStyle

  /// A rectangle with the corners of `cornerRadii`.
  public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
    self.cornerRadii = cornerRadii
    self.style = style
  }

  /// A rectangle with each corner's radius given (0, square, by default).
  public init(
    topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
    topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
  ) {
    self.init(
      cornerRadii: RectangleCornerRadii(
        topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius, bottomTrailing: bottomTrailingRadius,
        topTrailing: topTrailingRadius),
      style: style)
  }

  /// The outline: clockwise on screen from the top edge, each corner a quarter circle of its radius (limited to half
  /// of `rect`'s shorter side; a radius of 0 is a square corner).
  public func path(in rect: CGRect) -> Path {
    let r = rect.standardized
    let limit = min(r.width, r.height) / 2
    func radius(_ value: CGFloat) -> CGFloat { value.isNaN ? 0 : min(max(0, value), limit) }
    let topLeading = radius(cornerRadii.topLeading)
    let topTrailing = radius(cornerRadii.topTrailing)
    let bottomTrailing = radius(cornerRadii.bottomTrailing)
    let bottomLeading = radius(cornerRadii.bottomLeading)
    var path = Path()
    path.move(to: CGPoint(x: r.minX + topLeading, y: r.minY))
    path.addLine(to: CGPoint(x: r.maxX - topTrailing, y: r.minY))
    path.corner(CGPoint(x: r.maxX - topTrailing, y: r.minY + topTrailing), topTrailing, from: -90)
    path.addLine(to: CGPoint(x: r.maxX, y: r.maxY - bottomTrailing))
    path.corner(CGPoint(x: r.maxX - bottomTrailing, y: r.maxY - bottomTrailing), bottomTrailing, from: 0)
    path.addLine(to: CGPoint(x: r.minX + bottomLeading, y: r.maxY))
    path.corner(CGPoint(x: r.minX + bottomLeading, y: r.maxY - bottomLeading), bottomLeading, from: 90)
    path.addLine(to: CGPoint(x: r.minX, y: r.minY + topLeading))
    path.corner(CGPoint(x: r.minX + topLeading, y: r.minY + topLeading), topLeading, from: 180)
    path.closeSubpath()
    return path
  }
}

extension Path {
  /// A quarter circle about `center` of `radius`, turning clockwise on screen from `degrees`; nothing for radius 0.
  fileprivate mutating func corner(_ center: CGPoint, _ radius: CGFloat, from degrees: Double) {
    guard radius > 0 else { return }
    addArc(
      center: center, radius: radius, startAngle: .degrees(degrees), endAngle: .degrees(degrees + 90),
      clockwise: false)
  }
}

extension Shape where Self == UnevenRoundedRectangle {
  /// An ``UnevenRoundedRectangle`` with each corner's radius given (`.clipShape(.rect(topLeadingRadius: 8))`).
  public static func rect(
    topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
    topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
  ) -> UnevenRoundedRectangle {
    UnevenRoundedRectangle(
      topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
      bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius, style: style)
  }

  /// An ``UnevenRoundedRectangle`` with the corners of `cornerRadii`.
  public static func rect(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous)
    -> UnevenRoundedRectangle
  {
    UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
  }
}
