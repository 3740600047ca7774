import Foundation

/// An outline of lines and curves (SwiftUI's `Path`): built with `move(to:)`, `addLine(to:)`, `addArc`, … and drawn
/// by renderers. As a view it is a shape: it takes whatever size it is proposed (10×10 when a dimension is
/// unspecified) and draws itself, unscaled, in that frame's coordinates.
///
/// Arcs, ellipses and rounded corners are stored as cubic Bézier curves, split where the arc crosses a multiple of
/// 90°, as Core Graphics stores them; so ``boundingRect`` of an arc is the arc's own box (see the table below).
///
/// ```swift
/// let triangle = Path { p in
///   p.move(to: CGPoint(x: 50, y: 0))
///   p.addLine(to: CGPoint(x: 100, y: 100))
///   p.addLine(to: CGPoint(x: 0, y: 100))
///   p.closeSubpath()
/// }
/// triangle.boundingRect   // (0, 0, 100, 100)
/// ```
///
/// | | SwiftUI | Trellis |
/// | --- | --- | --- |
/// | `strokedPath(_:)` | the outline of the stroke | this path, marked stroked; ``boundingRect`` grows by half the line width (miter joins may reach further in SwiftUI) |
/// | `trimmedPath(from:to:)` | cut by length along the curves | cut by length along the curves flattened to 16 segments each |
/// | `RoundedCornerStyle.continuous` | Apple's continuous corners | circular corners |
///
/// - Complexity: each `add…` call is amortised O(1) (an arc: O(its quarter turns)); ``boundingRect`` is
///   O(elements).
public struct Path: Shape, Hashable, Sendable, CustomStringConvertible {
  /// One step of a path (SwiftUI's `Path.Element`).
  public enum Element: Hashable, Sendable {
    /// Starts a new subpath at the point.
    case move(to: CGPoint)
    /// A straight line to the point.
    case line(to: CGPoint)
    /// A quadratic Bézier curve to the point.
    case quadCurve(to: CGPoint, control: CGPoint)
    /// A cubic Bézier curve to the point.
    case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    /// A straight line back to the subpath's start, closing it.
    case closeSubpath
  }

  /// The steps, in order (a Trellis addition: SwiftUI offers them through ``forEach(_:)``).
  public private(set) var elements: [Element] = []
  /// The line width when this path is the stroke of another (``strokedPath(_:)``), or `nil`.
  public private(set) var strokeWidth: CGFloat?
  /// Where the current subpath started.
  private var subpathStart: CGPoint?

  /// An empty path.
  public init() {}

  /// A path built by `callback` (SwiftUI's `Path { p in … }`).
  public init(_ callback: (inout Path) -> Void) {
    var path = Path()
    callback(&path)
    self = path
  }

  /// A closed rectangle.
  public init(_ rect: CGRect) {
    addRect(rect)
  }

  /// A rectangle with rounded corners of `cornerRadius` (limited to half the shorter side).
  public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
  }

  /// A rectangle with corners rounded by ellipses of `cornerSize` (each limited to half the side).
  public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
    addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
  }

  /// The ellipse inscribed in `rect`.
  public init(ellipseIn rect: CGRect) {
    addEllipse(in: rect)
  }

  /// The path itself, whatever the frame (a path draws in its own coordinates).
  public func path(in rect: CGRect) -> Path { self }

  public var kind: ShapeKind { .path(CustomShape(self)) }

  /// Whether the path has no elements.
  public var isEmpty: Bool { elements.isEmpty }

  /// The end of the last element, or `nil` for an empty path.
  public var currentPoint: CGPoint? {
    var point: CGPoint?
    var start: CGPoint?
    for element in elements {
      switch element {
      case .move(let p):
        point = p
        start = p
      case .line(let p), .quadCurve(let p, _), .curve(let p, _, _): point = p
      case .closeSubpath: point = start
      }
    }
    return point
  }

  /// The smallest rectangle holding every point the path passes through (curves' extremes, not their control
  /// points; a lone `move` counts as a point), grown by half the stroke width for a ``strokedPath(_:)``. An empty
  /// path's is `CGRect.null`, as Core Graphics answers.
  public var boundingRect: CGRect {
    var box = Bounds()
    var last = CGPoint.zero
    for element in elements {
      switch element {
      case .move(let p), .line(let p):
        box.add(p)
        last = p
      case .quadCurve(let p, let c):
        box.add(p)
        for t in Self.extremes(last.x, c.x, p.x) + Self.extremes(last.y, c.y, p.y) {
          box.add(Self.quad(last, c, p, t))
        }
        last = p
      case .curve(let p, let c1, let c2):
        box.add(p)
        for t in Self.extremes(last.x, c1.x, c2.x, p.x) + Self.extremes(last.y, c1.y, c2.y, p.y) {
          box.add(Self.cubic(last, c1, c2, p, t))
        }
        last = p
      case .closeSubpath: break
      }
    }
    guard let rect = box.rect else { return .null }
    guard let strokeWidth, strokeWidth > 0 else { return rect }
    return rect.insetBy(dx: -strokeWidth / 2, dy: -strokeWidth / 2)
  }

  /// Calls `body` with each element in order (SwiftUI's `forEach`).
  public func forEach(_ body: (Element) -> Void) { elements.forEach(body) }

  // MARK: Building

  /// Starts a new subpath at `point`.
  public mutating func move(to point: CGPoint) {
    elements.append(.move(to: point))
    subpathStart = point
  }

  /// A straight line from the current point to `point` (a move to it when the path is empty).
  public mutating func addLine(to point: CGPoint) {
    guard subpathStart != nil else { return move(to: point) }
    elements.append(.line(to: point))
  }

  /// A move to the first point and lines through the rest.
  public mutating func addLines(_ points: [CGPoint]) {
    guard let first = points.first else { return }
    move(to: first)
    for point in points.dropFirst() { addLine(to: point) }
  }

  /// A quadratic Bézier curve from the current point to `end`.
  public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) {
    guard subpathStart != nil else { return move(to: end) }
    elements.append(.quadCurve(to: end, control: control))
  }

  /// A cubic Bézier curve from the current point to `end`.
  public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
    guard subpathStart != nil else { return move(to: end) }
    elements.append(.curve(to: end, control1: control1, control2: control2))
  }

  /// Closes the current subpath with a line to its start.
  public mutating func closeSubpath() {
    guard subpathStart != nil, let last = elements.last, last != .closeSubpath else { return }
    elements.append(.closeSubpath)
  }

  /// A closed rectangle: a move to its top-left corner, then clockwise on screen.
  public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
    let r = rect.standardized
    addLines(
      [
        CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.maxX, y: r.maxY),
        CGPoint(x: r.minX, y: r.maxY),
      ].map { $0.applying(transform) })
    closeSubpath()
  }

  /// Closed rectangles, one after another.
  public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
    for rect in rects { addRect(rect, transform: transform) }
  }

  /// A closed rectangle with corners rounded by ellipses of `cornerSize` (each limited to half the side).
  public mutating func addRoundedRect(
    in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
    transform: CGAffineTransform = .identity
  ) {
    let r = rect.standardized
    let rx = min(max(0, cornerSize.width.isNaN ? 0 : cornerSize.width), r.width / 2)
    let ry = min(max(0, cornerSize.height.isNaN ? 0 : cornerSize.height), r.height / 2)
    guard rx > 0, ry > 0 else { return addRect(r, transform: transform) }
    var corners = Path()
    corners.move(to: CGPoint(x: r.minX + rx, y: r.minY))
    corners.addLine(to: CGPoint(x: r.maxX - rx, y: r.minY))
    corners.addEllipticArc(CGPoint(x: r.maxX - rx, y: r.minY + ry), rx, ry, -.pi / 2, 0)
    corners.addLine(to: CGPoint(x: r.maxX, y: r.maxY - ry))
    corners.addEllipticArc(CGPoint(x: r.maxX - rx, y: r.maxY - ry), rx, ry, 0, .pi / 2)
    corners.addLine(to: CGPoint(x: r.minX + rx, y: r.maxY))
    corners.addEllipticArc(CGPoint(x: r.minX + rx, y: r.maxY - ry), rx, ry, .pi / 2, .pi)
    corners.addLine(to: CGPoint(x: r.minX, y: r.minY + ry))
    corners.addEllipticArc(CGPoint(x: r.minX + rx, y: r.minY + ry), rx, ry, .pi, 3 * .pi / 2)
    corners.closeSubpath()
    addPath(corners, transform: transform)
  }

  /// The closed ellipse inscribed in `rect`, starting at its right end and turning clockwise on screen.
  public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
    let r = rect.standardized
    var ellipse = Path()
    ellipse.move(to: CGPoint(x: r.maxX, y: r.midY))
    ellipse.addEllipticArc(CGPoint(x: r.midX, y: r.midY), r.width / 2, r.height / 2, 0, 2 * .pi)
    ellipse.closeSubpath()
    addPath(ellipse, transform: transform)
  }

  /// An arc of the circle about `center` from `startAngle` to `endAngle`, after a line from the current point to
  /// its start (a move when the path is empty). Angles are measured from the positive x axis towards positive y:
  /// with y growing downwards, `clockwise: false` turns clockwise *on screen*, as in SwiftUI (the flag keeps Core
  /// Graphics' y-up meaning). A turn of a full circle or more draws one full circle.
  public mutating func addArc(
    center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
    transform: CGAffineTransform = .identity
  ) {
    let start = startAngle.radians
    var sweep = endAngle.radians - start
    guard sweep.isFinite, start.isFinite, radius.isFinite else { return }
    let turn = 2 * Double.pi
    if clockwise {
      if sweep <= -turn {
        sweep = -turn
      } else if sweep > 0 {
        sweep = sweep.truncatingRemainder(dividingBy: turn) - turn
      }
    } else {
      if sweep >= turn { sweep = turn } else if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: turn) + turn }
    }
    addArcSweeping(center: center, radius: abs(radius), start: start, sweep: sweep, transform: transform)
  }

  /// An arc of the circle about `center` from `startAngle` turning by `delta` (positive: clockwise on screen),
  /// after a line from the current point to its start (a turn of more than a full circle draws one circle).
  public mutating func addRelativeArc(
    center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle, transform: CGAffineTransform = .identity
  ) {
    guard startAngle.radians.isFinite, delta.radians.isFinite, radius.isFinite else { return }
    addArcSweeping(
      center: center, radius: abs(radius), start: startAngle.radians, sweep: delta.radians, transform: transform)
  }

  /// A rounded corner, as Core Graphics' `addArc(tangent1End:tangent2End:radius:)`: a line from the current point
  /// towards `tangent1End`, then the arc of `radius` tangent to both the line from the current point to
  /// `tangent1End` and the line from `tangent1End` to `tangent2End`. Collinear points or a zero radius give a line
  /// to `tangent1End`.
  public mutating func addArc(
    tangent1End p1: CGPoint, tangent2End p2: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity
  ) {
    guard let p0 = currentPoint else { return move(to: p1.applying(transform)) }
    let inverse = transform.inverted()
    let from = p0.applying(inverse)
    let v1 = CGVector(dx: from.x - p1.x, dy: from.y - p1.y)
    let v2 = CGVector(dx: p2.x - p1.x, dy: p2.y - p1.y)
    let l1: CGFloat = (v1.dx * v1.dx + v1.dy * v1.dy).squareRoot()
    let l2: CGFloat = (v2.dx * v2.dx + v2.dy * v2.dy).squareRoot()
    let cross: CGFloat = v1.dx * v2.dy - v1.dy * v2.dx
    guard radius > 0, l1 > 0, l2 > 0, abs(cross) > 1e-12 * l1 * l2 else {
      return addLine(to: p1.applying(transform))
    }
    let u1 = CGVector(dx: v1.dx / l1, dy: v1.dy / l1)
    let u2 = CGVector(dx: v2.dx / l2, dy: v2.dy / l2)
    let between: CGFloat = acos(max(-1, min(1, u1.dx * u2.dx + u1.dy * u2.dy)))  // the angle at p1
    let along: CGFloat = radius / tan(between / 2)
    let a = CGPoint(x: p1.x + u1.dx * along, y: p1.y + u1.dy * along)
    let b = CGPoint(x: p1.x + u2.dx * along, y: p1.y + u2.dy * along)
    let bisector = CGVector(dx: u1.dx + u2.dx, dy: u1.dy + u2.dy)
    let bl: CGFloat = (bisector.dx * bisector.dx + bisector.dy * bisector.dy).squareRoot()
    let distance: CGFloat = radius / sin(between / 2)
    let c = CGPoint(x: p1.x + bisector.dx / bl * distance, y: p1.y + bisector.dy / bl * distance)
    let start: Double = atan2(a.y - c.y, a.x - c.x)
    var sweep: Double = atan2(b.y - c.y, b.x - c.x) - start
    if sweep > .pi { sweep -= 2 * .pi } else if sweep < -.pi { sweep += 2 * .pi }
    addArcSweeping(center: c, radius: radius, start: start, sweep: sweep, transform: transform)
  }

  /// `path`'s elements mapped by `transform`, appended.
  public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
    let mapped = transform.isIdentity ? path : path.applying(transform)
    for element in mapped.elements {
      if case .move(let p) = element { subpathStart = p }
      if subpathStart == nil, case .closeSubpath = element { continue }
      elements.append(element)
    }
  }

  // MARK: Deriving

  /// The path with every point mapped by `transform`.
  public func applying(_ transform: CGAffineTransform) -> Path {
    var path = self
    path.elements = elements.map { element in
      switch element {
      case .move(let p): .move(to: p.applying(transform))
      case .line(let p): .line(to: p.applying(transform))
      case .quadCurve(let p, let c): .quadCurve(to: p.applying(transform), control: c.applying(transform))
      case .curve(let p, let c1, let c2):
        .curve(to: p.applying(transform), control1: c1.applying(transform), control2: c2.applying(transform))
      case .closeSubpath: .closeSubpath
      }
    }
    path.subpathStart = subpathStart?.applying(transform)
    if let width = strokeWidth {
      let scale = (abs(transform.a * transform.d - transform.b * transform.c)).squareRoot()
      path.strokeWidth = width * scale
    }
    return path
  }

  /// The path moved by (`dx`, `dy`).
  public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path { applying(CGAffineTransform(translationX: dx, y: dy)) }

  /// This path marked as the outline of its stroke in `style` (see the table above: the outline itself is not
  /// computed; renderers stroke the path with `style`, and ``boundingRect`` grows by half the line width).
  public func strokedPath(_ style: StrokeStyle) -> Path {
    var path = self
    path.strokeWidth = max(0, style.lineWidth.isFinite ? style.lineWidth : 0)
    return path
  }

  /// The part of the path from fraction `from` to fraction `to` of its length (0…1, clamped; nothing when `from`
  /// ≥ `to`). Curves are measured and cut as 16 straight segments each.
  ///
  /// - Complexity: O(elements).
  public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
    let start = from.isNaN ? 0 : min(1, max(0, from))
    let end = to.isNaN ? 1 : min(1, max(0, to))
    if start <= 0 && end >= 1 { return self }
    guard start < end else { return Path() }
    let segments = flattened()
    let total = segments.reduce(0) { $0 + $1.length }
    guard total > 0 else { return Path() }
    let low = start * total
    let high = end * total
    var result = Path()
    var travelled: CGFloat = 0
    for segment in segments {
      let next = travelled + segment.length
      defer { travelled = next }
      guard next > low, travelled < high, segment.length > 0 else { continue }
      let t0 = max(0, (low - travelled) / segment.length)
      let t1 = min(1, (high - travelled) / segment.length)
      let a = segment.point(t0)
      let b = segment.point(t1)
      if result.currentPoint != a || segment.startsSubpath { result.move(to: a) }
      result.addLine(to: b)
    }
    result.strokeWidth = strokeWidth
    return result
  }

  public var description: String {
    func n(_ v: CGFloat) -> String { formatNumber(Double(v)) }
    return elements.map { element in
      switch element {
      case .move(let p): "\(n(p.x)) \(n(p.y)) m"
      case .line(let p): "\(n(p.x)) \(n(p.y)) l"
      case .quadCurve(let p, let c): "\(n(c.x)) \(n(c.y)) \(n(p.x)) \(n(p.y)) q"
      case .curve(let p, let c1, let c2): "\(n(c1.x)) \(n(c1.y)) \(n(c2.x)) \(n(c2.y)) \(n(p.x)) \(n(p.y)) c"
      case .closeSubpath: "h"
      }
    }.joined(separator: " ")
  }

  public var node: Node { .shape(kind, typeName: "Path") }

  /// The path as SVG's `d` attribute, numbers written by `n`.
  package func svgData(_ n: (Double) -> String) -> String {
    elements.map { element in
      switch element {
      case .move(let p): "M\(n(p.x)) \(n(p.y))"
      case .line(let p): "L\(n(p.x)) \(n(p.y))"
      case .quadCurve(let p, let c): "Q\(n(c.x)) \(n(c.y)) \(n(p.x)) \(n(p.y))"
      case .curve(let p, let c1, let c2): "C\(n(c1.x)) \(n(c1.y)) \(n(c2.x)) \(n(c2.y)) \(n(p.x)) \(n(p.y))"
      case .closeSubpath: "Z"
      }
    }.joined(separator: " ")
  }

  // MARK: Private

  /// An arc as cubic curves, split at every multiple of 90° it crosses, after a line (or move) to its start.
  private mutating func addArcSweeping(
    center: CGPoint, radius: CGFloat, start: Double, sweep: Double, transform: CGAffineTransform
  ) {
    // More than a turn draws the same circle again: one turn is drawn (a start far from zero is brought within a
    // turn first, so that the quarter boundaries stay exact).
    let turn = 2 * Double.pi
    let start = start.truncatingRemainder(dividingBy: turn)
    let sweep = min(turn, max(-turn, sweep))
    var arc = Path()
    arc.move(to: CGPoint(x: center.x + radius * cos(start), y: center.y + radius * sin(start)))
    arc.addEllipticArc(center, radius, radius, start, start + sweep)
    let mapped = arc.applying(transform)
    guard case .move(let first) = mapped.elements[0] else { return }
    if subpathStart == nil { move(to: first) } else { addLine(to: first) }
    elements.append(contentsOf: mapped.elements.dropFirst())
  }

  /// Curves along the ellipse about `c` with radii `rx`, `ry` from angle `a0` to `a1` (the current point is its
  /// start), one per quarter turn between multiples of 90°, so each curve is monotonic in x and y.
  private mutating func addEllipticArc(_ c: CGPoint, _ rx: CGFloat, _ ry: CGFloat, _ a0: Double, _ a1: Double) {
    guard a0 != a1 else { return }
    let quarter = Double.pi / 2
    let direction: Double = a1 > a0 ? 1 : -1
    var angle = a0
    while (a1 - angle) * direction > 1e-12 {
      let boundary =
        direction > 0 ? (floor(angle / quarter + 1e-9) + 1) * quarter : (ceil(angle / quarter - 1e-9) - 1) * quarter
      let next = direction > 0 ? min(boundary, a1) : max(boundary, a1)
      guard next != angle else { break }
      let k: Double = 4.0 / 3.0 * tan((next - angle) / 4)
      let (cos0, sin0, cos1, sin1): (Double, Double, Double, Double) = (cos(angle), sin(angle), cos(next), sin(next))
      let p0 = CGPoint(x: c.x + rx * cos0, y: c.y + ry * sin0)
      let p3 = CGPoint(x: c.x + rx * cos1, y: c.y + ry * sin1)
      let control1 = CGPoint(x: p0.x - k * rx * sin0, y: p0.y + k * ry * cos0)
      let control2 = CGPoint(x: p3.x + k * rx * sin1, y: p3.y - k * ry * cos1)
      elements.append(.curve(to: p3, control1: control1, control2: control2))
      angle = next
    }
  }

  /// The parameters in (0, 1) where a Bézier coordinate (control values `v`) has a zero derivative.
  private static func extremes(_ v: CGFloat...) -> [CGFloat] {
    var roots: [CGFloat] = []
    if v.count == 3 {  // quadratic: derivative 2[(v1 − v0) + t(v0 − 2v1 + v2)]
      let denominator = v[0] - 2 * v[1] + v[2]
      if denominator != 0 { roots.append((v[0] - v[1]) / denominator) }
    } else {  // cubic: derivative 3[a t² + b t + c]
      let a: CGFloat = 3 * (v[1] - v[2]) + (v[3] - v[0])
      let b: CGFloat = 2 * (v[0] - 2 * v[1] + v[2])
      let c: CGFloat = v[1] - v[0]
      if abs(a) < 1e-12 {
        if b != 0 { roots.append(-c / b) }
      } else {
        let discriminant: CGFloat = b * b - 4 * a * c
        if discriminant >= 0 {
          let root: CGFloat = discriminant.squareRoot()
          roots += [(-b + root) / (2 * a), (-b - root) / (2 * a)]
        }
      }
    }
    return roots.filter { $0 > 0 && $0 < 1 }
  }

  private static func quad(_ p0: CGPoint, _ c: CGPoint, _ p1: CGPoint, _ t: CGFloat) -> CGPoint {
    let u: CGFloat = 1 - t
    let w0: CGFloat = u * u
    let w1: CGFloat = 2 * u * t
    let w2: CGFloat = t * t
    let x: CGFloat = w0 * p0.x + w1 * c.x + w2 * p1.x
    let y: CGFloat = w0 * p0.y + w1 * c.y + w2 * p1.y
    return CGPoint(x: x, y: y)
  }

  private static func cubic(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p1: CGPoint, _ t: CGFloat) -> CGPoint {
    let u: CGFloat = 1 - t
    let w0: CGFloat = u * u * u
    let w1: CGFloat = 3 * u * u * t
    let w2: CGFloat = 3 * u * t * t
    let w3: CGFloat = t * t * t
    let x: CGFloat = w0 * p0.x + w1 * c1.x + w2 * c2.x + w3 * p1.x
    let y: CGFloat = w0 * p0.y + w1 * c1.y + w2 * c2.y + w3 * p1.y
    return CGPoint(x: x, y: y)
  }

  /// A straight piece of the flattened path.
  private struct Segment {
    var from: CGPoint
    var to: CGPoint
    var startsSubpath: Bool
    var length: CGFloat { hypot(to.x - from.x, to.y - from.y) }
    func point(_ t: CGFloat) -> CGPoint { CGPoint(x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t) }
  }

  /// The path as straight segments, each curve as 16.
  private func flattened() -> [Segment] {
    var segments: [Segment] = []
    var last = CGPoint.zero
    var start = CGPoint.zero
    var fresh = true
    func add(_ p: CGPoint) {
      segments.append(Segment(from: last, to: p, startsSubpath: fresh))
      fresh = false
      last = p
    }
    for element in elements {
      switch element {
      case .move(let p):
        last = p
        start = p
        fresh = true
      case .line(let p): add(p)
      case .quadCurve(let p, let c):
        let p0 = last
        for i in 1...16 { add(Self.quad(p0, c, p, CGFloat(i) / 16)) }
      case .curve(let p, let c1, let c2):
        let p0 = last
        for i in 1...16 { add(Self.cubic(p0, c1, c2, p, CGFloat(i) / 16)) }
      case .closeSubpath: add(start)
      }
    }
    return segments
  }
}

/// A growing box of points.
private struct Bounds {
  var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
  mutating func add(_ p: CGPoint) {
    minX = min(minX, p.x)
    minY = min(minY, p.y)
    maxX = max(maxX, p.x)
    maxY = max(maxY, p.y)
  }
  var rect: CGRect? { minX <= maxX ? CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) : nil }
}
