/// Rows run top to bottom (VFlow, VMasonry).
enum VerticalMainAxis: KernelAxis {
  static var axis: Axis { .vertical }
  @inline(__always) static func main(_ size: Size) -> CGFloat { size.height }
  @inline(__always) static func cross(_ size: Size) -> CGFloat { size.width }
  @inline(__always) static func point(main: CGFloat, cross: CGFloat) -> Point { Point(x: cross, y: main) }
  @inline(__always) static func main(_ point: Point) -> CGFloat { point.y }
  @inline(__always) static func cross(_ point: Point) -> CGFloat { point.x }
}
