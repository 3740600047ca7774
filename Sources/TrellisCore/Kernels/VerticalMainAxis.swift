/// Rows run top to bottom (VFlow, VMasonry).
enum VerticalMainAxis: KernelAxis {
  static var axis: Axis { .vertical }
  @inline(__always) static func main(_ size: Size) -> Double { size.height }
  @inline(__always) static func cross(_ size: Size) -> Double { size.width }
  @inline(__always) static func point(main: Double, cross: Double) -> Point { Point(x: cross, y: main) }
  @inline(__always) static func main(_ point: Point) -> Double { point.y }
  @inline(__always) static func cross(_ point: Point) -> Double { point.x }
}
