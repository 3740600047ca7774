/// Rows run left to right (HFlow, HMasonry).
enum HorizontalMainAxis: KernelAxis {
  static var axis: Axis { .horizontal }
  @inline(__always) static func main(_ size: Size) -> Double { size.width }
  @inline(__always) static func cross(_ size: Size) -> Double { size.height }
  @inline(__always) static func point(main: Double, cross: Double) -> Point { Point(x: main, y: cross) }
  @inline(__always) static func main(_ point: Point) -> Double { point.x }
  @inline(__always) static func cross(_ point: Point) -> Double { point.y }
}
