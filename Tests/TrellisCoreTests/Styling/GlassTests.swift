import Foundation
import Testing

@testable import TrellisCore

/// iOS 26's Liquid Glass: `glassEffect` draws its shape behind the view in the view's frame (recorded as a fill named
/// after the glass), `GlassEffectContainer` lays out as its content, and the identity modifiers are recorded by name.
@Suite struct GlassTests {
  func layout(_ view: some View, width: CGFloat?) throws -> LayoutResult {
    try view.layout(proposal: ProposedViewSize(width: width, height: 400), configuration: .monospaced)
  }

  func entries(_ result: LayoutResult, _ typeName: String) -> [LayoutResult.Entry] {
    result.entries.filter { $0.typeName == typeName }
  }

  static func label() -> Node { Text("Hello", measurer: MonospacedTextMeasurer.standard).padding(8) }

  /// "Hello" is 5 × 8 = 40 × 16; padded 8 it is 56 × 32, and the capsule behind it is the padded frame. At a width of
  /// 40 the text is proposed 40 − 16 = 24: three characters a line, "Hel" / "lo", 24 × 32; padded, 40 × 48.
  static let proposals: [(CGFloat, Rect)] = [
    (390, Rect(x: 0, y: 0, width: 56, height: 32)), (40, Rect(x: 0, y: 0, width: 40, height: 48)),
  ]

  @Test(arguments: proposals)
  func theGlassIsTheViewsFrame(width: CGFloat, frame: Rect) throws {
    let plain = try layout(Self.label(), width: width)
    let glass = try layout(Self.label().glassEffect(), width: width)
    #expect(plain.size == frame.size && glass.size == frame.size)
    let capsule = try #require(entries(glass, "Capsule").first)
    #expect(capsule.frame == frame)
    #expect(entries(glass, "Text").map(\.frame) == entries(plain, "Text").map(\.frame))
    #expect(entries(glass, "Text").first?.frame.origin == Point(x: 8, y: 8))
    // Regular glass: white at 0.6, named after the glass.
    #expect(capsule.style?.fill == Color(red: 1, green: 1, blue: 1, opacity: 0.6, name: "glass(regular)"))
  }

  @Test func theShapeAndTheGlassAreRecorded() throws {
    let circle = try layout(Box(width: 25, height: 25).glassEffect(.regular, in: .circle), width: 390)
    #expect(entries(circle, "Circle").map(\.frame) == [Rect(x: 0, y: 0, width: 25, height: 25)])
    let rect = try layout(
      Box(width: 30, height: 10).glassEffect(.clear.tint(.blue).interactive(), in: .rect(cornerRadius: 12)),
      width: 390)
    let fill = try #require(entries(rect, "RoundedRectangle").first?.style?.fill)
    // Clear glass tinted blue: blue's components at 0.25 of its opacity.
    #expect(fill.name == "glass(clear, tint: blue, interactive)")
    #expect(fill.red == Color.blue.red && fill.blue == Color.blue.blue && fill.opacity == 0.25)
    let capsule = try layout(Box(width: 30, height: 10).glassEffect(in: .capsule), width: 390)
    #expect(entries(capsule, "Capsule").count == 1)
    // `interactive(false)` and `tint(nil)` undo the settings.
    #expect(Glass.regular.tint(.red).tint(nil).interactive().interactive(false) == .regular)
    #expect(Glass.regular != .clear && Glass.regular.interactive() != .regular)
  }

  @Test func identityGlassDrawsNothing() throws {
    let node = Box(width: 30, height: 10).glassEffect(.identity)
    #expect(node.style?.handlers == ["glassEffect(identity)"])
    let result = try layout(node, width: 390)
    #expect(result.entries.count == 1 && result.size == Size(width: 30, height: 10))
    #expect(Glass.identity.recordedColor.opacity == 0)
  }

  /// The container lays out as its content: an HStack of two 80 × 80 boxes, 20 apart, is 180 × 80 at both widths
  /// (the boxes are fixed); the spacing is recorded on the stack.
  @Test(arguments: [CGFloat(390), 100])
  func aContainerLaysOutAsItsContent(width: CGFloat) throws {
    let container = GlassEffectContainer(spacing: 20) {
      HStack(spacing: 20) {
        Box(width: 80, height: 80).glassEffect().id("a")
        Box(width: 80, height: 80).glassEffect().id("b")
      }
    }
    let result = try layout(container, width: width)
    #expect(result.size == Size(width: 180, height: 80))
    #expect(result["a"] == Rect(x: 0, y: 0, width: 80, height: 80))
    #expect(result["b"] == Rect(x: 100, y: 0, width: 80, height: 80))
    #expect(entries(result, "HStack").first?.style?.handlers == ["GlassEffectContainer(spacing: 20.0)"])
    #expect(entries(result, "Capsule").map(\.frame.minX) == [0, 100])
  }

  /// Several views in a container join the enclosing stack: a VStack of spacing 0 with two 10 × 10 boxes is 10 × 20.
  @Test func aContainerOfSeveralViewsAddsNoContainer() throws {
    let result = try layout(
      VStack(spacing: 0) {
        GlassEffectContainer {
          Box(width: 10, height: 10).id("a")
          Box(width: 10, height: 10).id("b")
        }
      }, width: 390)
    #expect(result.size == Size(width: 10, height: 20))
    #expect(result["b"] == Rect(x: 0, y: 10, width: 10, height: 10))
    #expect(result.entries.first { $0.id == "a" }?.style?.handlers == ["GlassEffectContainer"])
  }

  @Test func identitiesUnionsAndTransitionsAreRecorded() {
    let namespace = Namespace().wrappedValue
    let node = Box(width: 10, height: 10)
      .glassEffectID("a", in: namespace)
      .glassEffectUnion(id: 1, namespace: namespace)
      .glassEffectTransition(.materialize)
      .glassEffectID(String?.none, in: namespace)
      .glassEffectUnion(id: Int?.none, namespace: namespace)
    #expect(node.style?.handlers == ["glassEffectID", "glassEffectUnion", "glassEffectTransition(materialize)"])
    let matched = Box(width: 1, height: 1).glassEffectTransition(.matchedGeometry)
    #expect(matched.style?.handlers == ["glassEffectTransition(matchedGeometry)"])
    #expect(GlassEffectTransition.identity != .materialize)
    // A namespace is equal to its copies only.
    let copy = namespace
    #expect(copy == namespace && Namespace().wrappedValue != namespace)
    #expect(Set([namespace, copy, Namespace().wrappedValue]).count == 2)
  }

  /// The glass button styles: the label, 16 × 16 for "Go", over an interactive capsule of the label's frame.
  @Test func glassButtonStylesPutGlassBehindTheLabel() throws {
    func button() -> Button { Button("Go") {} }
    let glass = try layout(button().buttonStyle(.glass), width: 390)
    #expect(glass.size == Size(width: 16, height: 16))
    #expect(entries(glass, "Capsule").map(\.frame) == [Rect(x: 0, y: 0, width: 16, height: 16)])
    #expect(entries(glass, "Capsule").first?.style?.fill?.name == "glass(regular, interactive)")
    let clear = try layout(button().buttonStyle(.glass(.clear)), width: 390)
    #expect(entries(clear, "Capsule").first?.style?.fill?.name == "glass(clear, interactive)")
    let prominent = try layout(button().buttonStyle(.glassProminent), width: 390)
    #expect(entries(prominent, "Capsule").first?.style?.fill?.name == "glass(regular, tint: accentColor, interactive)")
    #expect(prominent.size == glass.size)
  }
}
