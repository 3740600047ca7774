/// Static description of a main (flow/stacking) axis, so one generic kernel serves both orientations.
///
/// The kernels are generic over this protocol and specialised for ``HorizontalMainAxis`` and ``VerticalMainAxis``,
/// so the axis choice costs nothing in the inner loop.
protocol KernelAxis {
  /// The axis items advance along.
  static var axis: Axis { get }
  /// An item's length along the main axis.
  static func main(_ size: Size) -> Double
  /// An item's length across the main axis.
  static func cross(_ size: Size) -> Double
  /// The point with the given main and cross coordinates.
  static func point(main: Double, cross: Double) -> Point
  /// The main coordinate of a point.
  static func main(_ point: Point) -> Double
  /// The cross coordinate of a point.
  static func cross(_ point: Point) -> Double
}

/// Rows run left to right (HFlow, HMasonry).
enum HorizontalMainAxis: KernelAxis {
  static var axis: Axis { .horizontal }
  @inline(__always) static func main(_ size: Size) -> Double { size.width }
  @inline(__always) static func cross(_ size: Size) -> Double { size.height }
  @inline(__always) static func point(main: Double, cross: Double) -> Point { Point(x: main, y: cross) }
  @inline(__always) static func main(_ point: Point) -> Double { point.x }
  @inline(__always) static func cross(_ point: Point) -> Double { point.y }
}

/// Rows run top to bottom (VFlow, VMasonry).
enum VerticalMainAxis: KernelAxis {
  static var axis: Axis { .vertical }
  @inline(__always) static func main(_ size: Size) -> Double { size.height }
  @inline(__always) static func cross(_ size: Size) -> Double { size.width }
  @inline(__always) static func point(main: Double, cross: Double) -> Point { Point(x: cross, y: main) }
  @inline(__always) static func main(_ point: Point) -> Double { point.y }
  @inline(__always) static func cross(_ point: Point) -> Double { point.x }
}

/// Alignment along one axis, with FrameUp's four choices.
enum AxisAlignment: Hashable, Sendable {
  case start, center, end, justified

  /// The fraction of free space before the item (justified counts as start).
  var fraction: Double {
    switch self {
    case .start, .justified: 0
    case .center: 0.5
    case .end: 1
    }
  }

  init(_ h: FUAlignment.Horizontal) {
    switch h {
    case .leading: self = .start
    case .center: self = .center
    case .trailing: self = .end
    case .justified: self = .justified
    }
  }

  init(_ v: FUAlignment.Vertical) {
    switch v {
    case .top: self = .start
    case .center: self = .center
    case .bottom: self = .end
    case .justified: self = .justified
    }
  }
}

extension FUAlignment {
  /// The alignment along `axis`.
  func component(_ axis: Axis) -> AxisAlignment {
    axis == .horizontal ? AxisAlignment(horizontal) : AxisAlignment(vertical)
  }
}
