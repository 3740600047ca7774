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

/// A custom style: a bar 100 × `fraction` wide and 8 high, then the current value's label below, in a VStack of
/// spacing 0.
private struct Thermometer: ProgressViewStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack(alignment: .leading, spacing: 0) {
      Capsule().frame(width: 100 * (configuration.fractionCompleted ?? 0), height: 8).id("bar")
      if let current = configuration.currentValueLabel { current.id("current") }
    }
  }
}

/// A custom style that puts the standard indicator of its configuration in a 10-point padding.
private struct Padded: ProgressViewStyle {
  func makeBody(configuration: Configuration) -> some View {
    ProgressView(configuration).padding(10)
  }
}

/// Custom `ProgressViewStyle`s: `makeBody` gets the value as a fraction and the labels, on the indicator or from a
/// container above it, and `ProgressView(configuration)` is the indicator in the style set further out.
@Suite struct CustomProgressViewStyleTests {
  func layout(_ view: some View) throws -> LayoutResult {
    try view.layout(proposal: ProposedViewSize(width: 390, height: 844), configuration: .monospaced)
  }

  @Test func theBodyIsMadeFromTheFractionAndLabels() throws {
    // 30 of 120 is 0.25: a 25 × 8 bar; "3" is one 8 × 16 character below it.
    let view = ProgressView(value: 30, total: 120) {
      Text("Load")
    } currentValueLabel: {
      Text("3")
    }
    .progressViewStyle(Thermometer())
    let result = try layout(view)
    #expect(result["bar"] == Rect(x: 0, y: 0, width: 25, height: 8))
    #expect(result["current"] == Rect(x: 0, y: 8, width: 8, height: 16))
    #expect(result.size == Size(width: 25, height: 24))
  }

  @Test func theFractionIsClampedAndAbsentWithoutAValue() throws {
    // 150 of 100 is shown full (100 wide); without a value the fraction is nil (0 wide); a total of 0 gives 0.
    for (view, width) in [
      (ProgressView(value: 150, total: 100), 100.0), (ProgressView(value: nil as Double?), 0),
      (ProgressView(value: 5, total: 0), 0),
    ] as [(ProgressView, CGFloat)] {
      #expect(try layout(view.progressViewStyle(Thermometer()))["bar"]?.width == width)
    }
  }

  @Test func aStyleOnAContainerReachesItsIndicatorsAndTheInnermostWins() throws {
    let column = VStack(spacing: 0) {
      ProgressView(value: 0.5).id("a")
      ProgressView(value: 0.1).progressViewStyle(.linear).id("b")
    }.progressViewStyle(Thermometer())
    let result = try layout(column)
    // a: a 50 × 8 bar from the container's custom style; b keeps its own linear style: the 390-wide, 4-high bar.
    #expect(result["a"] == Rect(x: 170, y: 0, width: 50, height: 8))
    #expect(result["b"] == Rect(x: 0, y: 8, width: 390, height: 4))
  }

  @Test func theConfigurationsIndicatorTakesTheStyleFurtherOut() throws {
    // Padded's body is the indicator of its configuration, padded by 10; the circular style set outside makes it a
    // 20 × 20 spinner (value or not), so the whole is 40 × 40; without an outer style it is the automatic bar, 390
    // proposed less 20 of padding: 370 × 4, the whole 390 × 24.
    let spinner = ProgressView(value: 0.5).progressViewStyle(Padded()).progressViewStyle(.circular)
    #expect(try layout(spinner).size == Size(width: 40, height: 40))
    let bar = ProgressView(value: 0.5).progressViewStyle(Padded())
    #expect(try layout(bar).size == Size(width: 390, height: 24))
  }
}
