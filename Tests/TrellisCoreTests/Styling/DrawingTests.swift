import Foundation
import Testing

@testable import TrellisCore

/// Paths, custom shapes, strokes and view modifiers: outlines and boxes derived by hand.
@Suite struct DrawingTests {
  /// Two boxes agree within rounding.
  static func near(_ a: CGRect, _ b: CGRect, _ tolerance: CGFloat = 1e-9) -> Bool {
    abs(a.minX - b.minX) < tolerance && abs(a.minY - b.minY) < tolerance && abs(a.width - b.width) < tolerance
      && abs(a.height - b.height) < tolerance
  }

  @Test func lineAndCurveBoundingBoxes() {
    let triangle = Path { p in
      p.move(to: CGPoint(x: 50, y: 0))
      p.addLine(to: CGPoint(x: 100, y: 100))
      p.addLine(to: CGPoint(x: 0, y: 100))
      p.closeSubpath()
    }
    #expect(triangle.boundingRect == CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(triangle.currentPoint == CGPoint(x: 50, y: 0))
    // A quadratic from (0, 0) to (100, 0) pulled by (50, 100) peaks at t = ½: y = 2·½·½·100 = 50, not 100.
    var quad = Path()
    quad.move(to: .zero)
    quad.addQuadCurve(to: CGPoint(x: 100, y: 0), control: CGPoint(x: 50, y: 100))
    #expect(Self.near(quad.boundingRect, CGRect(x: 0, y: 0, width: 100, height: 50)))
    // A cubic with both controls at y = 100 peaks at t = ½: y = 3·¼·½·100 + 3·½·¼·100 = 75.
    var cubic = Path()
    cubic.move(to: .zero)
    cubic.addCurve(to: CGPoint(x: 90, y: 0), control1: CGPoint(x: 0, y: 100), control2: CGPoint(x: 90, y: 100))
    #expect(Self.near(cubic.boundingRect, CGRect(x: 0, y: 0, width: 90, height: 75)))
    #expect(Path().boundingRect.isNull)
    #expect(Path(CGRect(x: 5, y: 6, width: 7, height: 8)).boundingRect == CGRect(x: 5, y: 6, width: 7, height: 8))
    let ellipse = Path(ellipseIn: CGRect(x: 10, y: 20, width: 60, height: 30))
    #expect(Self.near(ellipse.boundingRect, CGRect(x: 10, y: 20, width: 60, height: 30)))
    let rounded = Path(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 20), cornerRadius: 50)
    #expect(Self.near(rounded.boundingRect, CGRect(x: 0, y: 0, width: 40, height: 20)))
  }

  @Test func arcBoundingBoxes() {
    func arc(_ start: Double, _ end: Double, clockwise: Bool) -> CGRect {
      var p = Path()
      p.addArc(
        center: CGPoint(x: 50, y: 50), radius: 10, startAngle: .degrees(start), endAngle: .degrees(end),
        clockwise: clockwise)
      return p.boundingRect
    }
    // 0° → 90° the positive way: (60, 50) to (50, 60), a quarter below-right of the centre.
    #expect(Self.near(arc(0, 90, clockwise: false), CGRect(x: 50, y: 50, width: 10, height: 10)))
    // 0° → 180° the positive way passes 90° (y grows downwards: the bottom, y = 60).
    #expect(Self.near(arc(0, 180, clockwise: false), CGRect(x: 40, y: 50, width: 20, height: 10)))
    // The same ends with `clockwise: true` go the other way, through 270° (the top, y = 40).
    #expect(Self.near(arc(0, 180, clockwise: true), CGRect(x: 40, y: 40, width: 20, height: 10)))
    // −45° → 45° crosses 0°: the box reaches x = 60 exactly (the arc, not its control points), and x starts at
    // 50 + 10·cos 45°.
    let half = 10 * sin(Double.pi / 4)
    #expect(
      Self.near(arc(-45, 45, clockwise: false), CGRect(x: 50 + half, y: 50 - half, width: 10 - half, height: 2 * half)))
    // A full turn or more is one circle.
    #expect(Self.near(arc(30, 30 + 720, clockwise: false), CGRect(x: 40, y: 40, width: 20, height: 20)))
    // A rounded corner from (0, 0) past (100, 0) towards (100, 100), radius 20: a line to (80, 0), then the arc about
    // (80, 20) to (100, 20).
    var corner = Path()
    corner.move(to: .zero)
    corner.addArc(tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: 100), radius: 20)
    #expect(Self.near(corner.boundingRect, CGRect(x: 0, y: 0, width: 100, height: 20)))
    let end = corner.currentPoint ?? .zero
    #expect(abs(end.x - 100) < 1e-9 && abs(end.y - 20) < 1e-9)
  }

  @Test func transformedStrokedAndTrimmedPaths() {
    let rect = Path(CGRect(x: 0, y: 0, width: 100, height: 50))
    #expect(
      rect.applying(CGAffineTransform(translationX: 10, y: -5)).boundingRect
        == CGRect(x: 10, y: -5, width: 100, height: 50))
    #expect(rect.offsetBy(dx: 1, dy: 2).boundingRect == CGRect(x: 1, y: 2, width: 100, height: 50))
    // Scaled by 2: the box doubles, and so does a stroke's width (4 → 8: the box grows 4 on each side).
    let stroked = rect.strokedPath(StrokeStyle(lineWidth: 4))
    #expect(stroked.boundingRect == CGRect(x: -2, y: -2, width: 104, height: 54))
    #expect(
      stroked.applying(CGAffineTransform(scaleX: 2, y: 2)).boundingRect == CGRect(x: -4, y: -4, width: 208, height: 108)
    )
    // The perimeter is 300: a quarter (75) runs along the top edge to (75, 0); a half (150) turns the corner and
    // ends at the bottom-right corner (100, 50).
    #expect(Self.near(rect.trimmedPath(from: 0, to: 0.25).boundingRect, CGRect(x: 0, y: 0, width: 75, height: 0)))
    let half = rect.trimmedPath(from: 0, to: 0.5)
    #expect(Self.near(half.boundingRect, CGRect(x: 0, y: 0, width: 100, height: 50)))
    #expect(half.currentPoint == CGPoint(x: 100, y: 50))
    #expect(rect.trimmedPath(from: 0.6, to: 0.4).isEmpty)
    #expect(rect.trimmedPath(from: 0, to: 1) == rect)
  }

  struct Triangle: Shape {
    func path(in rect: CGRect) -> Path {
      Path { p in
        p.move(to: CGPoint(x: rect.midX, y: rect.minY))
        p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        p.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        p.closeSubpath()
      }
    }
  }

  /// A shape that answers a square: the shorter proposed side (10 for an unspecified one).
  struct Square: Shape {
    func path(in rect: CGRect) -> Path { Path(rect) }
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
      let side = min(proposal.width ?? 10, proposal.height ?? 10)
      return CGSize(width: side, height: side)
    }
  }

  @Test(arguments: [(120.0, 80.0), (30.0, 200.0)])
  func customShapesTakeTheirSizeAndDrawInTheirFrame(_ width: Double, _ height: Double) throws {
    let proposal = ProposedViewSize(width: width, height: height)
    let result = try HStack(spacing: 0) {
      Triangle().fill(.orange).id("triangle")
    }.layout(proposal: proposal, configuration: .monospaced)
    let triangle = try #require(result.entries.first { $0.id == "triangle" })
    // A shape takes its whole proposal.
    #expect(triangle.frame == CGRect(x: 0, y: 0, width: width, height: height))
    let style = try #require(triangle.style)
    #expect(style.fill == .orange)
    let drawn = try #require(style.shape).path(in: triangle.frame)
    #expect(drawn.boundingRect == triangle.frame)
    #expect(drawn.elements.first == .move(to: CGPoint(x: width / 2, y: 0)))
    // The square answers its shorter side and is centred by the frame around it.
    let square = try Square().id("square").frame(width: width, height: height)
      .layout(proposal: proposal, configuration: .monospaced)
    let side = min(width, height)
    let frame = try #require(square.entries.first { $0.id == "square" }).frame
    #expect(frame == CGRect(x: (width - side) / 2, y: (height - side) / 2, width: side, height: side))
    let ideal = try Square().layout(proposal: .unspecified, configuration: .monospaced)
    #expect(ideal.size == CGSize(width: 10, height: 10))
  }

  @Test func strokesAndInsets() throws {
    let result = try ZStack {
      Circle().strokeBorder(.red, lineWidth: 4).id("border")
      RoundedRectangle(cornerRadius: 8).stroke(style: StrokeStyle(lineWidth: 2, dash: [4, 2])).id("dashed")
      Capsule().trim(from: 0, to: 0.5).stroke(.blue, lineWidth: 3).id("trimmed")
    }.frame(width: 100, height: 100).layout(proposal: .unspecified, configuration: .monospaced)
    func entry(_ id: String) throws -> LayoutResult.Entry { try #require(result.entries.first { $0.id == id }) }
    let border = try entry("border")
    #expect(border.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
    // The circle is inset by half the line width, so the stroke stays inside the frame.
    let inset = try #require(border.style?.shape).path(in: border.frame).boundingRect
    #expect(Self.near(inset, CGRect(x: 2, y: 2, width: 96, height: 96)))
    #expect(border.style?.stroke == .red && border.style?.lineWidth == 4)
    let dashed = try #require(try entry("dashed").style)
    #expect(dashed.strokeStyle?.dash == [4, 2] && dashed.lineWidth == 2)
    #expect(dashed.shape == .roundedRectangle(cornerRadius: 8, style: .continuous))
    // Half a capsule's outline keeps its frame; it is recorded by its path.
    let trimmed = try entry("trimmed")
    #expect(trimmed.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(trimmed.style?.stroke == .blue)
    #expect(try #require(trimmed.style?.shape).path(in: trimmed.frame).elements.count > 1)
  }

  struct Card: ViewModifier {
    let inset: CGFloat
    func body(content: Content) -> some View {
      content.padding(inset).frame(maxWidth: .infinity, alignment: .leading).background(Color.white)
    }
  }

  @Test(arguments: [ProposedViewSize(width: 200, height: 100), ProposedViewSize(width: 80, height: nil)])
  func aModifierLaysOutAsItsBodyWrittenInline(_ proposal: ProposedViewSize) throws {
    let modified = try VStack(spacing: 0) {
      Text("Hello", measurer: MonospacedTextMeasurer.standard).modifier(Card(inset: 12))
      Box(width: 30, height: 10).modifier(Card(inset: 4).concat(Card(inset: 2)))
    }.layout(proposal: proposal, configuration: .monospaced)
    let inline = try VStack(spacing: 0) {
      Text("Hello", measurer: MonospacedTextMeasurer.standard).padding(12)
        .frame(maxWidth: .infinity, alignment: .leading).background(Color.white)
      Box(width: 30, height: 10).padding(4).frame(maxWidth: .infinity, alignment: .leading).background(Color.white)
        .padding(2).frame(maxWidth: .infinity, alignment: .leading).background(Color.white)
    }.layout(proposal: proposal, configuration: .monospaced)
    #expect(modified.size == inline.size)
    #expect(modified.frames == inline.frames)
    #expect(modified.entries.map(\.typeName) == inline.entries.map(\.typeName))
  }

  @Test func stylesRecordColoursGradientsAndMaterials() throws {
    let result = try VStack {
      Rectangle().fill(.regularMaterial).id("material")
      Rectangle().fill(Color.red.gradient).id("gradient")
      Rectangle().fill(AngularGradient(colors: [.red, .blue], center: .center)).id("angular")
      Text("x", measurer: MonospacedTextMeasurer.standard).background(.ultraThinMaterial).id("text")
      Rectangle().fill(.tertiary).id("tertiary")
    }.frame(width: 50, height: 200).layout(proposal: .unspecified, configuration: .monospaced)
    func style(_ id: String) throws -> DrawingStyle {
      try #require(result.entries.first { $0.id == id }?.style)
    }
    #expect(try style("material").fill?.name == "regularMaterial")
    guard case .linear(let gradient, .top, .bottom) = try style("gradient").gradient else {
      Issue.record("Color.gradient records a top-to-bottom gradient")
      return
    }
    #expect(gradient.stops.last?.color == .red && gradient.stops.count == 2)
    guard case .angular(_, .center, .zero, let end) = try style("angular").gradient else {
      Issue.record("AngularGradient records an angular fill")
      return
    }
    #expect(end == .degrees(360))
    #expect(try style("tertiary").fill?.name == "tertiary")
    #expect(result.entries.contains { $0.style?.fill?.name == "ultraThinMaterial" })
    #expect(Color(.systemBackground).hex == "#ffffff" && Color(uiColor: .secondaryLabel).opacity == 0.6)
    #expect(Color(white: 0.5) == Color(red: 0.5, green: 0.5, blue: 0.5))
  }

  @Test func gradientNamesWhereAShapeStyleIsExpectedAreTheirGradients() throws {
    let result = try VStack(spacing: 0) {
      Circle().fill(.linearGradient(colors: [.white, .clear], startPoint: .top, endPoint: .bottom)).id("linear")
      Circle().fill(.radialGradient(colors: [.red, .blue], center: .center, startRadius: 2, endRadius: 9)).id("radial")
      Circle().fill(.conicGradient(colors: [.red, .green], center: .top)).id("conic")
    }.frame(width: 30, height: 90).layout(proposal: .unspecified, configuration: .monospaced)
    func gradient(_ id: String) throws -> GradientFill? {
      try #require(result.entries.first { $0.id == id }?.style).gradient
    }
    #expect(
      try gradient("linear")
        == LinearGradient(colors: [.white, .clear], startPoint: .top, endPoint: .bottom).fill)
    #expect(
      try gradient("radial")
        == RadialGradient(colors: [.red, .blue], center: .center, startRadius: 2, endRadius: 9).fill)
    guard case .angular(_, .top, .zero, let end) = try gradient("conic") else {
      Issue.record("conicGradient records a full turn from its angle")
      return
    }
    #expect(end == .degrees(360))
    // The circles keep the frames the stack gives them: 30 × 30 each.
    #expect(try result.lookup("radial") == Rect(x: 0, y: 30, width: 30, height: 30))
  }
}
