import Testing

@testable import TrellisCore

/// `ProgressView`: a spinner of `UIActivityIndicatorView`'s size, or a bar of `UIProgressView`'s height that takes
/// the proposed width (ControlMetrics.swift); expected frames derived from those and the monospaced measurer (8 pt a
/// character, 16 a line) with the default spacing of 8 between a label and the indicator.
@Suite struct ProgressViewTests {
  func layout(_ view: some View, width: CGFloat?) throws -> LayoutResult {
    try view.layout(proposal: ProposedViewSize(width: width, height: 844), configuration: .monospaced)
  }

  func frames(_ result: LayoutResult) -> [Rect] {
    result.entries.filter { $0.typeName == "ProgressView" }.map(\.frame)
  }

  @Test(arguments: [390, 100] as [CGFloat])
  func aSpinnerIs20Square37WhenLarge(width: CGFloat) throws {
    #expect(frames(try layout(ProgressView(), width: width)) == [Rect(x: 0, y: 0, width: 20, height: 20)])
    let large = ProgressView().progressViewStyle(CircularProgressViewStyle(tint: .gray)).controlSize(.large)
    #expect(frames(try layout(large, width: width)) == [Rect(x: 0, y: 0, width: 37, height: 37)])
    // A value of nil is a spinner too; a value with the circular style is a spinner.
    #expect(
      frames(try layout(ProgressView(value: nil as Double?), width: width)).map(\.size) == [Size(width: 20, height: 20)]
    )
    let circular = ProgressView(value: 0.5).progressViewStyle(.circular)
    #expect(frames(try layout(circular, width: width)).map(\.size) == [Size(width: 20, height: 20)])
  }

  @Test(arguments: [390, 100] as [CGFloat])
  func aBarTakesTheProposedWidthAt4High(width: CGFloat) throws {
    #expect(frames(try layout(ProgressView(value: 0.3), width: width)) == [Rect(x: 0, y: 0, width: width, height: 4)])
    let linear = ProgressView().progressViewStyle(.linear).controlSize(.large)
    #expect(frames(try layout(linear, width: width)) == [Rect(x: 0, y: 0, width: width, height: 4)])
  }

  @Test(arguments: [390, 100] as [CGFloat])
  func aBarsLabelIsAboveItAtTheLeadingEdge(width: CGFloat) throws {
    let result = try layout(ProgressView("Load", value: 40, total: 100), width: width)
    // "Load" 32 × 16, 8 above the bar: the stack is the width × 28.
    #expect(frames(result) == [Rect(x: 0, y: 0, width: width, height: 28), Rect(x: 0, y: 24, width: width, height: 4)])
    #expect(result.entries.filter { $0.typeName == "Text" }.map(\.frame) == [Rect(x: 0, y: 0, width: 32, height: 16)])
  }

  @Test func aSpinnersLabelIsCentredBelowIt() throws {
    let result = try layout(ProgressView("Fetching"), width: 390)
    // "Fetching" 64 × 16 under the 20 pt spinner, 8 apart: the stack is 64 × 44, the spinner centred at x = 22.
    #expect(frames(result) == [Rect(x: 0, y: 0, width: 64, height: 44), Rect(x: 22, y: 0, width: 20, height: 20)])
    #expect(result.entries.filter { $0.typeName == "Text" }.map(\.frame) == [Rect(x: 0, y: 28, width: 64, height: 16)])
  }
}
