import Testing

@testable import TrellisCore

/// Frame, fixedSize, padding and aspect-ratio examples of semantics §1.
@Suite struct FrameTests {
  /// (modifier applied to a fixed 40×20 box, proposal, expected frame size, expected child origin).
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let wrap: @Sendable (Node) -> Node
    let proposal: ProposedViewSize
    let size: Size
    let child: Point?
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "maxWidth infinity", wrap: { $0.frame(maxWidth: .infinity) }, proposal: .init(width: 300, height: 100),
      size: Size(width: 300, height: 20), child: Point(x: 130, y: 0)),
    Case(
      name: "minWidth 100 with 50", wrap: { $0.frame(minWidth: 100) }, proposal: .init(width: 50, height: 100),
      size: Size(width: 100, height: 20), child: Point(x: 30, y: 0)),
    Case(
      name: "min 10 max 200 with 150", wrap: { $0.frame(minWidth: 10, maxWidth: 200) },
      proposal: .init(width: 150, height: 100), size: Size(width: 150, height: 20), child: Point(x: 55, y: 0)),
    Case(
      name: "idealWidth 80 unspecified", wrap: { $0.frame(idealWidth: 80) }, proposal: .unspecified,
      size: Size(width: 80, height: 20), child: Point(x: 20, y: 0)),
    Case(
      name: "idealWidth 80 with 300", wrap: { $0.frame(idealWidth: 80) }, proposal: .init(width: 300, height: 100),
      size: Size(width: 40, height: 20), child: Point(x: 0, y: 0)),
    Case(
      name: "fixed width 100", wrap: { $0.frame(width: 100) }, proposal: .init(width: 300, height: 100),
      size: Size(width: 100, height: 20), child: Point(x: 30, y: 0)),
    Case(
      name: "fixed 100x60 topLeading", wrap: { $0.frame(width: 100, height: 60, alignment: .topLeading) },
      proposal: .unspecified, size: Size(width: 100, height: 60), child: Point(x: 0, y: 0)),
    Case(
      name: "fixed 100x60 bottomTrailing", wrap: { $0.frame(width: 100, height: 60, alignment: .bottomTrailing) },
      proposal: .unspecified, size: Size(width: 100, height: 60), child: Point(x: 60, y: 40)),
    Case(
      name: "padding default 16", wrap: { $0.padding() }, proposal: .unspecified,
      size: Size(width: 72, height: 52), child: Point(x: 16, y: 16)),
    Case(
      name: "padding leading 5", wrap: { $0.padding(.leading, 5) }, proposal: .unspecified,
      size: Size(width: 45, height: 20), child: Point(x: 5, y: 0)),
    Case(
      name: "padding insets", wrap: { $0.padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)) },
      proposal: .unspecified, size: Size(width: 46, height: 24), child: Point(x: 2, y: 1)),
    Case(
      name: "negative padding never below zero", wrap: { $0.padding(-30) }, proposal: .unspecified,
      size: Size(width: 0, height: 0), child: Point(x: -30, y: -30)),
    Case(
      name: "offset keeps size", wrap: { $0.offset(x: 5, y: -3) }, proposal: .unspecified,
      size: Size(width: 40, height: 20), child: Point(x: 5, y: -3)),
  ]

  @Test(arguments: cases)
  func frameCase(_ c: Case) throws {
    let tree = c.wrap(Box(width: 40, height: 20).id("child"))
    let result = try tree.layout(proposal: c.proposal, configuration: .monospaced)
    #expect(result.size == c.size)
    if let origin = c.child { #expect(result["child"]?.origin == origin) }
  }

  @Test func maxOnlyFrameWithUnspecifiedProposalUsesChild() throws {
    let result = try Rectangle().frame(maxWidth: 80).id("f").layout(proposal: .unspecified, configuration: .monospaced)
    #expect(result.size == Size(width: 10, height: 10))
  }

  @Test func fixedSizeProposesIdeal() throws {
    // A text that would wrap at width 40 keeps its ideal width under fixedSize and overflows, centred.
    let tree = Text("Hello world").id("t").fixedSize().frame(width: 40, height: 40).id("f")
    let result = try tree.layout(proposal: .unspecified, configuration: .monospaced)
    #expect(result["t"] == Rect(x: -24, y: 12, width: 88, height: 16))
    let vertical = try Text("Hello world").id("t").fixedSize(horizontal: false, vertical: true)
      .layout(proposal: .init(width: 48, height: 5), configuration: .monospaced)
    #expect(vertical["t"]?.size == Size(width: 40, height: 32))
  }

  @Test func aspectRatioFitAndFill() throws {
    let fit = try Rectangle().aspectRatio(2, contentMode: .fit).layout(
      in: Size(width: 100, height: 100), configuration: .monospaced)
    #expect(fit.size == Size(width: 100, height: 50))
    let fill = try Rectangle().aspectRatio(2, contentMode: .fill).layout(
      in: Size(width: 100, height: 100), configuration: .monospaced)
    #expect(fill.size == Size(width: 200, height: 100))
    let widthOnly = try Rectangle().aspectRatio(0.5).layout(
      proposal: .init(width: 30, height: nil), configuration: .monospaced)
    #expect(widthOnly.size == Size(width: 30, height: 60))
    // nil ratio: the child's ideal ratio (a 40×20 box keeps 40×20 since it is fixed).
    let boxed = try Box(width: 40, height: 20).aspectRatio().layout(
      in: Size(width: 100, height: 100), configuration: .monospaced)
    #expect(boxed.size == Size(width: 40, height: 20))
  }

  @Test func flexFrameNormalisesInconsistentBounds() {
    let frame = FlexFrameLayout(minWidth: -10, idealWidth: 5, maxWidth: 2)
    #expect(frame.minWidth == 0)
    #expect(frame.idealWidth == 5)
    #expect(frame.maxWidth == 5)
  }
}
