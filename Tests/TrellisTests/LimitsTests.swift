import Foundation
import Testing
import Trellis

/// Issue 18's reproductions: counts are checked against the limit of what they feed before anything is allocated,
/// and every input error reaches the CLI as exit 64 with its JSON path and a readable cause.
@Suite struct LimitsTests {
  /// Runs `trellis layout -` on `scene`; expects exit 64 within a second and a message containing each of `parts`.
  func expectBadInput(_ scene: String, _ parts: [String], sourceLocation: SourceLocation = #_sourceLocation) throws {
    let start = Date()
    let output = try runTrellis(["layout", "-"], input: scene)
    #expect(Date().timeIntervalSince(start) < 1, sourceLocation: sourceLocation)
    #expect(output.status == 64, "\(output.stderr)", sourceLocation: sourceLocation)
    for part in parts { #expect(output.stderr.contains(part), "\(output.stderr)", sourceLocation: sourceLocation) }
    #expect(output.stderr.split(separator: "\n").count == 1, sourceLocation: sourceLocation)
  }

  static let huge: [(scene: String, parts: [String])] = [
    (
      #"{"root":{"type":"TabMenu","itemCount":999999999}}"#,
      ["root.itemCount", "at most 10000000 (TrellisLimits.maxNodes)", "999999999"]
    ),
    (
      #"{"root":{"type":"VMasonry","columns":999999999,"children":[{"type":"Box","width":1,"height":1}]}}"#,
      ["root.columns", "at most 1048576 (TrellisLimits.maxLanes)"]
    ),
    (#"{"root":{"type":"HMasonry","rows":1048577}}"#, ["root.rows", "TrellisLimits.maxLanes"]),
    (
      #"{"root":{"type":"HuggingGeometryReader","maxPasses":999999999}}"#,
      ["root.maxPasses", "TrellisLimits.maxReaderPasses"]
    ),
    (#"{"root":{"type":"HFlow","maxRows":1e10}}"#, ["root.maxRows", "an integer from 0 to 999999999"]),
    // Issue 33: a 200-byte scene asked for 999,999,999 columns (40 GB) and aborted.
    (
      #"{"root":{"type":"Grid","children":[{"type":"GridRow","children":[{"type":"Box","width":1,"height":1,"#
        + #""modifiers":[{"type":"gridCellColumns","count":999999999}]}]}]}}"#,
      ["root.children[0].children[0].modifiers[0].count", "at most 65536 (TrellisLimits.maxGridColumns)"]
    ),
  ]

  @Test(arguments: huge) func countsAboveTheirLimitExit64(scene: String, parts: [String]) throws {
    try expectBadInput(scene, parts)
  }

  @Test func swiftAPICountsNeverAllocateWithoutBound() {
    let start = Date()
    let menu = TabMenu(itemCount: 999_999_999)
    #expect(menu.node.children.isEmpty)
    let error = #expect(throws: LayoutError.self) { try menu.layout(in: Size(width: 400, height: 50)) }
    guard case .invalidInput(path: "root", _, let message)? = error else {
      Issue.record("unexpected \(String(describing: error))")
      return
    }
    #expect(message.contains("above the limit of 10000000"))
    let masonry = VMasonry(columns: 999_999_999, maxWidth: 300) { Box(width: 10, height: 10) }
    let masonryError = #expect(throws: LayoutError.self) { try masonry.layout(in: Size(width: 300, height: 300)) }
    #expect("\(masonryError.map { "\($0)" } ?? "")".contains("columns: 999999999 is above the limit of 1048576"))
    #expect(Date().timeIntervalSince(start) < 1)
  }

  @Test func overflowNamesTheItemNotAnInfiniteProposal() {
    let wide = (0..<3).map { _ in Box(width: 1e308, height: 1).node }
    let flow = HFlow(alignment: .topTrailing, maxWidth: .infinity) { wide }
    let flowError = #expect(throws: LayoutError.self) { try flow.layout(proposal: .unspecified) }
    #expect("\(flowError.map { "\($0)" } ?? "")".contains("item 1: the layout overflows the double range"))
    let stack = HStack { wide }
    let stackError = #expect(throws: LayoutError.self) { try stack.layout(proposal: .unspecified) }
    #expect("\(stackError.map { "\($0)" } ?? "")".contains("child 1: the stack's length overflows"))
  }

  /// Issue 33: overflow from finite input is named where it arises (the guide's node, the text with its line
  /// spacing), not blamed on an infinite proposal; a grid's negative spacing lays out as a stack's does.
  @Test func overflowFromFiniteInputNamesItsCause() throws {
    try expectBadInput(
      #"{"root":{"type":"HStack","alignment":"top","children":["#
        + #"{"type":"Box","width":10,"height":10,"modifiers":[{"type":"alignmentGuide","guide":"top","value":1e308}]},"#
        + #"{"type":"Box","width":10,"height":10,"modifiers":[{"type":"alignmentGuide","guide":"top","value":-1e308}]}"#
        + "]}}",
      ["root.children[1]: its vertical alignment guide -1e+308"])
    try expectBadInput(
      #"{"proposal":{"width":30,"height":null},"root":{"type":"Text","text":"hello world this wraps a lot","#
        + #""modifiers":[{"type":"lineSpacing","spacing":1e308}]}}"#,
      ["root: its lineSpacing 1e+308"])
    // FrameUp's frame tools: the factor or the frame that overflowed, not the position it produced.
    try expectBadInput(
      #"{"root":{"type":"Box","width":10,"height":10,"modifiers":[{"type":"relativePadding","lengthFactor":1e308}]}}"#,
      ["root: its relativePadding lengthFactor 1e+308 makes its padding overflow"])
    try expectBadInput(
      #"{"root":{"type":"Box","width":1e300,"height":10,"modifiers":[{"type":"relativePadding","lengthFactor":1e10}]}}"#,
      ["root: its relativePadding lengthFactor 10000000000"])
    try expectBadInput(
      #"{"root":{"type":"VStack","children":[{"type":"Box","width":1e-300,"height":1e-300,"#
        + #""modifiers":[{"type":"scaledToFit","width":1e300}]}]}}"#,
      ["root.children[0]: its scaled frame 1e+300×nil over content of 1e-300×1e-300 makes a scale of inf×inf"])
    let grid = try runTrellis(
      ["layout", "-"],
      input: #"{"root":{"type":"Grid","horizontalSpacing":-50,"verticalSpacing":-50,"children":["#
        + #"{"type":"GridRow","children":[{"type":"Box","width":10,"height":10},{"type":"Box","width":10,"height":10}]},"#
        + #"{"type":"Box","width":10,"height":10}]}}"#)
    #expect(grid.status == 0, "\(grid.stderr)")
  }

  @Test func kernelErrorsNameTheContainerAndExit64() throws {
    try expectBadInput(
      #"{"root":{"type":"VStack","children":[{"type":"Box","width":1,"height":1},"#
        + #"{"type":"HFlow","lineBreaks":[5],"children":[{"type":"Box","width":1,"height":1}]}]}}"#,
      ["root.children[1]", "lineBreaks: 5 is not an item index"])
    try expectBadInput(
      #"{"root":{"type":"HFlow","alignment":"topTrailing","maxWidth":"infinity","children":["#
        + #"{"type":"Box","width":1e308,"height":1},{"type":"Box","width":1e308,"height":1}]}}"#,
      ["root: item 1: the layout overflows the double range"])
  }

  @Test func duplicateIDsExit64NamingBothPaths() throws {
    try expectBadInput(
      #"{"root":{"type":"VStack","children":[{"type":"Box","id":"a","width":1,"height":1},"#
        + #"{"type":"Box","id":"a","width":1,"height":1}]}}"#,
      ["duplicate id \"a\"", "root.children[0]", "root.children[1]"])
  }

  @Test func characterWidthZeroIsRejected() throws {
    try expectBadInput(#"{"root":{"type":"Text","text":"hi","characterWidth":0}}"#, ["root.characterWidth", "> 0"])
    try expectBadInput(#"{"root":{"type":"Text","text":"hi","lineHeight":0}}"#, ["root.lineHeight", "> 0"])
  }

  @Test func echoedInputIsShortenedAndEscaped() throws {
    let name = String(repeating: "x", count: 1_000_000)
    let output = try runTrellis(["layout", "-"], input: #"{"root":{"type":""# + name + #""}}"#)
    #expect(output.status == 64)
    #expect(output.stderr.utf8.count < 2_000)
    #expect(output.stderr.contains(String(repeating: "x", count: 80) + "…\""))
    let key = try runTrellis(["layout", "-"], input: #"{"root":{"type":"Box","a\nb":1}}"#)
    #expect(key.status == 64)
    #expect(key.stderr.contains(#"root.a\nb"#))
    #expect(key.stderr.split(separator: "\n").count == 1)
  }

  @Test func aNewlineInAConstraintStaysOnOneLine() throws {
    let output = try runTrellis(["solve", "-"], input: #"{"constraints": ["x == 1\n == 2"]}"#)
    #expect(output.status == 64)
    #expect(output.stderr.contains("constraints[0], column"))
    #expect(output.stderr.split(separator: "\n").count == 1)
  }

  @Test func anEditAbove1e30SaysSo() throws {
    let output = try runTrellis(["solve", "-"], input: #"{"constraints": ["x == 1"], "edits": {"x": 1e300}}"#)
    #expect(output.status == 64)
    #expect(output.stderr.contains("edits.x"))
    #expect(output.stderr.contains("1e30"))
  }

  @Test func negativeStackSpacingOverlapsTheChildren() throws {
    let output = try runTrellis(
      ["layout", "-"],
      input: #"{"root":{"type":"HStack","spacing":-30,"children":[{"type":"Box","id":"a","width":10,"height":10},"#
        + #"{"type":"Box","id":"b","width":10,"height":10}]}}"#)
    #expect(output.status == 0, "\(output.stderr)")
    let result = try HStack(spacing: -5) {
      Box(width: 10, height: 10).id("a")
      Box(width: 10, height: 10).id("b")
    }.layout(in: Size(width: 100, height: 100))
    #expect(result.size.width == 15)
    #expect(result["b"].map { $0.minX - result["a"]!.minX } == 5)
    let collapsed = try VStack(spacing: -30) {
      Box(width: 10, height: 10)
      Box(width: 10, height: 10)
    }.layout(proposal: .unspecified)
    #expect(collapsed.size == Size(width: 10, height: 0))
  }
}
