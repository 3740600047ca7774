import Testing

@testable import TrellisCore

/// A geometry effect that draws its view half as wide, about its leading edge.
struct HalfWidth: GeometryEffect {
  func effectValue(size: CGSize) -> ProjectionTransform { ProjectionTransform(CGAffineTransform(scaleX: 0.5, y: 1)) }
}

/// Styling modifiers change no frame and no layout work, and are recorded for renderers (semantics §1 "Styling
/// modifiers").
@Suite struct StylingModifierTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let apply: @Sendable (Node) -> Node
    let check: @Sendable (DrawingStyle) -> Bool
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(name: "foregroundColor", apply: { $0.foregroundColor(.red) }, check: { $0.foregroundColor == .red }),
    Case(name: "foregroundStyle", apply: { $0.foregroundStyle(.green) }, check: { $0.foregroundColor == .green }),
    Case(name: "tint", apply: { $0.tint(.orange) }, check: { $0.tint == .orange }),
    Case(name: "opacity", apply: { $0.opacity(0.4) }, check: { $0.opacity == 0.4 }),
    Case(name: "opacity clamped", apply: { $0.opacity(3) }, check: { $0.opacity == 1 }),
    Case(name: "cornerRadius", apply: { $0.cornerRadius(6) }, check: { $0.cornerRadius == 6 }),
    Case(name: "clipShape", apply: { $0.clipShape(Circle()) }, check: { $0.clipShape == .circle }),
    Case(name: "clipped", apply: { $0.clipped() }, check: { $0.clipShape == .rectangle }),
    Case(
      name: "shadow", apply: { $0.shadow(radius: 4, x: 1, y: 2) },
      check: { $0.shadow == DrawingStyle.Shadow(color: Color(white: 0, opacity: 0.33), radius: 4, x: 1, y: 2) }),
    Case(
      name: "border", apply: { $0.border(.gray, width: 2) },
      check: { $0.border == DrawingStyle.Border(color: .gray, width: 2) }),
    Case(name: "bold", apply: { $0.bold() }, check: { $0.isBold }),
    Case(name: "italic", apply: { $0.italic() }, check: { $0.isItalic }),
    Case(name: "hidden", apply: { $0.hidden() }, check: { $0.isHidden }),
    Case(name: "zIndex", apply: { $0.zIndex(3) }, check: { $0.zIndex == 3 }),
    Case(
      name: "animation", apply: { $0.animation(.easeInOut(duration: 0.2), value: 1) },
      check: { $0.animation == .easeInOut(duration: 0.2) && $0.animation != .easeInOut }),
    Case(
      name: "scaleEffect", apply: { $0.scaleEffect(2, anchor: .topLeading) },
      check: { $0.effects == [.scale(x: 2, y: 2, anchor: .topLeading)] }),
    Case(
      name: "rotationEffect then scaleEffect", apply: { $0.rotationEffect(.degrees(30)).scaleEffect(x: 0.5) },
      check: {
        $0.effects == [.rotation(.degrees(30), anchor: .center), .scale(x: 0.5, y: 1, anchor: .center)]
      }),
    Case(
      name: "non-finite effects", apply: { $0.scaleEffect(.nan).rotationEffect(.degrees(.infinity)) },
      check: { $0.effects == [.scale(x: 1, y: 1, anchor: .center), .rotation(.zero, anchor: .center)] }),
    Case(
      name: "rotation3DEffect", apply: { $0.rotation3DEffect(.degrees(45), axis: (x: 0, y: 1, z: 0), anchorZ: 2) },
      check: {
        $0.effects == [.rotation3D(.degrees(45), x: 0, y: 1, z: 0, anchor: .center, anchorZ: 2, perspective: 1)]
      }),
    Case(
      name: "transformEffect", apply: { $0.transformEffect(CGAffineTransform(translationX: 3, y: 4)) },
      check: { $0.effects == [.affine(CGAffineTransform(translationX: 3, y: 4))] }),
    Case(
      name: "projectionEffect",
      apply: { $0.projectionEffect(ProjectionTransform(CGAffineTransform(a: 1, b: 0, c: 1, d: 1, tx: 0, ty: 0))) },
      check: {
        $0.effects == [.projection(ProjectionTransform(CGAffineTransform(a: 1, b: 0, c: 1, d: 1, tx: 0, ty: 0)))]
      }),
    Case(
      name: "GeometryEffect", apply: { $0.modifier(HalfWidth()) },
      check: { $0.effects == [.geometry(RecordedGeometryEffect(HalfWidth()))] }),
    Case(
      name: "foregroundStyle with a gradient",
      apply: { $0.foregroundStyle(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)) },
      check: {
        $0.foregroundColor == Color(red: 0.5, green: (59.0 / 255 + 122.0 / 255) / 2, blue: (48.0 / 255 + 1) / 2)
      }),
    Case(
      name: "mask", apply: { $0.mask(Circle()).mask { Rectangle() } },
      check: { $0.handlers == ["mask", "mask"] }),
    Case(
      name: "accentColor", apply: { $0.accentColor(.green) }, check: { $0.tint == .green }),
    Case(
      name: "several keep each other", apply: { $0.opacity(0.5).border(.red).foregroundColor(.blue) },
      check: { $0.opacity == 0.5 && $0.border?.color == .red && $0.foregroundColor == .blue }),
  ]

  /// A tree where `apply` styles a leaf, a modifier and a container.
  static func tree(_ apply: (Node) -> Node) -> Node {
    HStack(spacing: 4) {
      apply(Box(width: 40, height: 20).id("leaf"))
      apply(Rectangle().padding(3).id("padded"))
      apply(
        VStack {
          Text("ab", measurer: MonospacedTextMeasurer.standard).id("text")
          Circle()
        }.id("stack"))
    }.node
  }

  @Test(arguments: cases)
  func changesNoFrameAndNoWork(_ c: Case) throws {
    let proposal = ProposedViewSize(width: 200, height: 80)
    let plain = try Self.tree { $0 }.layout(proposal: proposal, configuration: .monospaced)
    let styled = try Self.tree(c.apply).layout(proposal: proposal, configuration: .monospaced)
    #expect(styled.size == plain.size)
    #expect(styled.frames == plain.frames)
    #expect(styled.statistics == plain.statistics)
    for id in ["leaf", "padded", "stack"] {
      let entry = try #require(styled.entries.first { $0.id == id })
      #expect(entry.style.map(c.check) == true, "\(id)")
    }
    #expect(plain.entries.allSatisfy { $0.style == nil || $0.typeName == "Circle" })
  }

  @Test func effectTransformsTurnAndScaleAboutTheirAnchor() {
    let frame = Rect(x: 10, y: 20, width: 40, height: 20)
    func mapped(_ effects: [DrawingEffect], _ point: Point) -> Point {
      var style = DrawingStyle()
      style.effects = effects
      return point.applying(style.transform(in: frame) ?? .identity)
    }
    // Scaled by 2 about the centre (30, 30): the top-left corner moves out to (-10, 10), the centre stays.
    let scaled = mapped([.scale(x: 2, y: 2, anchor: .center)], Point(x: 10, y: 20))
    #expect(abs(scaled.x + 10) < 1e-9 && abs(scaled.y - 10) < 1e-9)
    #expect(mapped([.scale(x: 3, y: 0.5, anchor: .center)], Point(x: 30, y: 30)) == Point(x: 30, y: 30))
    // A quarter turn about the top-left corner takes the top-right corner (50, 20) to (10, 60): clockwise.
    let turned = mapped([.rotation(.degrees(90), anchor: .topLeading)], Point(x: 50, y: 20))
    #expect(abs(turned.x - 10) < 1e-9 && abs(turned.y - 60) < 1e-9)
    // The first effect applies first: scale x by 2 about the top-left, then turn a quarter about the centre.
    let both = mapped(
      [.scale(x: 2, y: 1, anchor: .topLeading), .rotation(.degrees(90), anchor: .center)], Point(x: 30, y: 20))
    // (30, 20) scales to (50, 20), which turns about (30, 30) to (40, 50).
    #expect(abs(both.x - 40) < 1e-9 && abs(both.y - 50) < 1e-9)
    #expect(DrawingStyle().transform(in: frame) == nil)
    // A turn about the z axis in 3D is the flat turn; about the y axis, seen straight on, x shrinks by cos θ about
    // the anchor: (50, 20) is 20 right of the centre x 30, so it lands 20·cos 60° = 10 right of it, y unchanged.
    let flat = mapped(
      [.rotation3D(.degrees(90), x: 0, y: 0, z: 1, anchor: .topLeading, anchorZ: 0, perspective: 1)],
      Point(x: 50, y: 20))
    #expect(abs(flat.x - 10) < 1e-9 && abs(flat.y - 60) < 1e-9)
    let flipped = mapped(
      [.rotation3D(.degrees(60), x: 0, y: 1, z: 0, anchor: .center, anchorZ: 0, perspective: 1)], Point(x: 50, y: 20))
    #expect(abs(flipped.x - 40) < 1e-9 && abs(flipped.y - 20) < 1e-9)
    // transformEffect works in the view's own coordinates: scaling by 2 moves the far corner (50, 40) to (90, 60).
    let own = mapped([.affine(CGAffineTransform(scaleX: 2, y: 2))], Point(x: 50, y: 40))
    #expect(abs(own.x - 90) < 1e-9 && abs(own.y - 60) < 1e-9)
  }

  @Test func gradientsAreFlexibleFillsLikeColours() throws {
    let gradient = LinearGradient(colors: [.red, .blue, .green], startPoint: .top, endPoint: .bottomTrailing)
    #expect(gradient.gradient.stops.map(\.location) == [0, 0.5, 1])
    let radial = RadialGradient(colors: [.red], center: .top, startRadius: -3, endRadius: .nan)
    #expect(radial.startRadius == 0 && radial.endRadius == 0 && radial.gradient.stops.map(\.location) == [0])
    #expect(Gradient.Stop(color: .red, location: 7).location == 1)
    let proposal = ProposedViewSize(width: 120, height: 30)
    for view in [gradient.node, radial.node] {
      let result = try view.layout(proposal: proposal, configuration: .monospaced)
      #expect(result.size == Size(width: 120, height: 30))
      #expect(result.entries.first?.style?.gradient != nil)
    }
    let filled = Circle().fill(gradient)
    #expect(filled.style?.gradient == gradient.fill && filled.style?.shape == .circle && filled.style?.fill == nil)
  }

  @Test func unstyledNodesCarryNoStyle() {
    let node = Box(width: 1, height: 1).id("a").layoutPriority(1)
    #expect(node.style == nil)
    #expect(!node.traits.hasStyle)
    #expect(node.opacity(0.5).traits.plainAttributes == node.traits.plainAttributes)
    // The style survives the modifiers that rebuild a node's attributes.
    let styled = Box(width: 1, height: 1).foregroundColor(.red).layoutPriority(2).id("b")
    #expect(styled.style?.foregroundColor == .red)
  }
}
