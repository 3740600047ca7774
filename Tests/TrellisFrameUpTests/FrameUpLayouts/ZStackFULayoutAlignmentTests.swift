import Testing

@testable import TrellisCore
@testable import TrellisFrameUp

/// ZStackFULayout takes all sixteen FUAlignment values, as FrameUp's does: a justified component acts as leading
/// (horizontal) or top (vertical).
@Suite struct ZStackFULayoutAlignmentTests {
  /// Items 40×10 and 20×30 in a ZStackFULayout: the stack is 40×30; the 20×30 item's x and the 40×10 item's y.
  static let cases: [(String, Double, Double)] = [
    ("topLeading", 0, 0), ("top", 10, 0), ("topTrailing", 20, 0), ("topJustified", 0, 0),
    ("leading", 0, 10), ("center", 10, 10), ("trailing", 20, 10), ("centerJustified", 0, 10),
    ("bottomLeading", 0, 20), ("bottom", 10, 20), ("bottomTrailing", 20, 20), ("bottomJustified", 0, 20),
    ("justifiedLeading", 0, 0), ("justifiedCenter", 10, 0), ("justifiedTrailing", 20, 0), ("justified", 0, 0),
  ]

  @Test(arguments: cases) func everyAlignment(name: String, narrowX: Double, shortY: Double) throws {
    let alignment = try #require(FUAlignment(rawValue: name))
    let result = try ZStackFULayout(alignment: alignment, maxWidth: 100, maxHeight: 100) {
      Box(width: 40, height: 10).id("short")
      Box(width: 20, height: 30).id("narrow")
    }.layout(proposal: .unspecified, configuration: .monospaced)
    #expect(result.size == Size(width: 40, height: 30))
    #expect(result["short"]?.origin == Point(x: 0, y: shortY))
    #expect(result["narrow"]?.origin == Point(x: narrowX, y: 0))
  }

  @Test func allSixteenAreCovered() {
    #expect(Set(Self.cases.map(\.0)) == Set(FUAlignment.allCases.map(\.rawValue)))
  }

  /// The three justified cases of the issue: `.justified` is `.topLeading`, `.centerJustified` is `.leading`,
  /// `.justifiedTrailing` is `.topTrailing` (the stored alignment is the replaced one, as FrameUp's).
  @Test(arguments: [
    (FUAlignment.justified, FUAlignment.topLeading), (.centerJustified, .leading), (.justifiedTrailing, .topTrailing),
  ])
  func justifiedActsAsLeadingOrTop(given: FUAlignment, acts: FUAlignment) throws {
    #expect(ZStackFULayout(alignment: given, maxWidth: 50, maxHeight: 50).alignment == acts)
    let sizes = [Size(width: 40, height: 10), Size(width: 20, height: 30)]
    #expect(
      ZStackFULayout(alignment: given, maxWidth: 50, maxHeight: 50).contentOffsets(orderedSizes: sizes)
        == ZStackFULayout(alignment: acts, maxWidth: 50, maxHeight: 50).contentOffsets(orderedSizes: sizes))
  }

  @Test func nilAlignmentIsCenter() {
    #expect(ZStackFULayout(maxWidth: 10, maxHeight: 10).alignment == .center)
    #expect(ZStackFULayout(alignment: nil, maxWidth: 10, maxHeight: 10).alignment == .center)
  }

  /// HStackFULayout and VStackFULayout take FrameUp's one-axis alignments; justified acts as top / leading.
  @Test func stackAlignmentsAreFrameUps() throws {
    let items = { [Box(width: 50, height: 50).id("a").node, Box(width: 50, height: 200).id("b").node] }
    let bottom = try HStackFULayout(alignment: .bottom, maxHeight: 1000) { items() }.layout(
      proposal: .unspecified, configuration: .monospaced)
    #expect(bottom["a"]?.origin == Point(x: 0, y: 150))
    #expect(HStackFULayout(alignment: .justified, maxHeight: 10).alignment == .top)
    #expect(VStackFULayout(alignment: .justified, maxWidth: 10).alignment == .leading)
    let trailing = try VStackFULayout(alignment: .trailing, spacing: nil, maxWidth: 300) {
      Box(width: 30, height: 10).id("a")
      Box(width: 50, height: 10).id("b")
    }.layout(proposal: .unspecified, configuration: .monospaced)
    #expect(trailing["a"]?.origin == Point(x: 20, y: 0))
    #expect(trailing["b"]?.origin == Point(x: 0, y: 20))
  }
}
