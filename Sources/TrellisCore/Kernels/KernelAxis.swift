/// Static description of a main (flow/stacking) axis, so one generic kernel serves both orientations.
///
/// The kernels are generic over this protocol and specialised for ``HorizontalMainAxis`` and ``VerticalMainAxis``,
/// so the axis choice costs nothing in the inner loop.
protocol KernelAxis {
  /// The axis items advance along.
  static var axis: Axis { get }
  /// An item's length along the main axis.
  static func main(_ size: Size) -> CGFloat
  /// An item's length across the main axis.
  static func cross(_ size: Size) -> CGFloat
  /// The point with the given main and cross coordinates.
  static func point(main: CGFloat, cross: CGFloat) -> Point
  /// The main coordinate of a point.
  static func main(_ point: Point) -> CGFloat
  /// The cross coordinate of a point.
  static func cross(_ point: Point) -> CGFloat
}
