/// Rows run left to right (HFlow, HMasonry).
enum HorizontalMainAxis: KernelAxis {
  static var axis: Axis { .horizontal }
  @inline(__always) static func main(_ size: Size) -> CGFloat { size.width }
  @inline(__always) static func cross(_ size: Size) -> CGFloat { size.height }
  @inline(__always) static func point(main: CGFloat, cross: CGFloat) -> Point { Point(x: main, y: cross) }
  @inline(__always) static func main(_ point: Point) -> CGFloat { point.x }
  @inline(__always) static func cross(_ point: Point) -> CGFloat { point.y }
}
