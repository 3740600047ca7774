import Foundation
import Testing

@testable import TrellisCore

/// `Toggle`, `Slider`, `Stepper` and `Picker` take UIKit's control sizes (ControlMetrics.swift): every expected frame
/// below is derived from those metrics and the monospaced measurer (8 pt a character, 16 pt a line).
@Suite struct ControlTests {
  func layout(_ view: some View, width: CGFloat?) throws -> LayoutResult {
    try view.layout(proposal: ProposedViewSize(width: width, height: 844), configuration: .monospaced)
  }

  /// The frames of the entries of type `typeName`, in order.
  func frames(_ result: LayoutResult, _ typeName: String) -> [Rect] {
    result.entries.filter { $0.typeName == typeName }.map(\.frame)
  }

  @Test(arguments: [390, 200] as [CGFloat])
  func aToggleIsItsLabelASpacerAndA51By31Switch(width: CGFloat) throws {
    let result = try layout(Toggle("Wi-Fi", isOn: .constant(true)).id("t"), width: width)
    // The spacer takes what the label (5 × 8 = 40 wide) and the switch leave: the row is the proposed width, as
    // tall as the switch; the switch at the trailing edge, the 16 pt label centred in 31 pt.
    #expect(try result.lookup("t") == Rect(x: 0, y: 0, width: width, height: 31))
    #expect(frames(result, "Box") == [Rect(x: width - 51, y: 0, width: 51, height: 31)])
    #expect(frames(result, "Text") == [Rect(x: 0, y: 7.5, width: 40, height: 16)])
    #expect(result.entries.contains { $0.typeName == "Toggle" })
  }

  @Test(arguments: [390, 200] as [CGFloat])
  func aStepperIsItsLabelASpacerAndA94By32Stepper(width: CGFloat) throws {
    let view = Stepper(value: .constant(2), in: 0...10, step: 2) { Text("Rows 2") }.id("s")
    let result = try layout(view, width: width)
    // "Rows 2" is 48 × 16, centred in the stepper's 32 pt: y = 8.
    #expect(try result.lookup("s") == Rect(x: 0, y: 0, width: width, height: 32))
    #expect(frames(result, "Box") == [Rect(x: width - 94, y: 0, width: 94, height: 32)])
    #expect(frames(result, "Text") == [Rect(x: 0, y: 8, width: 48, height: 16)])
  }

  @Test func aSteppersTitleIsAText() throws {
    let result = try layout(Stepper("Max", value: .constant(50), in: 50...600, step: 50), width: 300)
    #expect(frames(result, "Text") == [Rect(x: 0, y: 8, width: 24, height: 16)])
    #expect(frames(result, "Box") == [Rect(x: 206, y: 0, width: 94, height: 32)])
  }

  @Test func aSliderTakesTheProposedWidthAt31High() throws {
    let slider = Slider(value: .constant(0.5), in: 0...1).id("s")
    #expect(try layout(slider, width: 300).lookup("s").size == Size(width: 300, height: 31))
    #expect(try layout(slider, width: 120).lookup("s").size == Size(width: 120, height: 31))
    // Unspecified: 31 wide (ControlMetrics.sliderIdealWidth).
    #expect(try layout(slider, width: nil).lookup("s").size == Size(width: 31, height: 31))
  }

  @Test func aSlidersLabelIsNotShownButItsValueLabelsAre() throws {
    let labelled = Slider(value: .constant(1.0), in: 0...10) { Text("Volume") }.id("s")
    let result = try layout(labelled, width: 200)
    #expect(try result.lookup("s").size == Size(width: 200, height: 31))
    #expect(frames(result, "Text").isEmpty)
    let ranged = Slider(
      value: .constant(1.0), in: 0...10, step: 1, label: { Text("Volume") },
      minimumValueLabel: { Text("0") }, maximumValueLabel: { Text("10") }
    ).id("r")
    // "0" (8) and "10" (16) with the default spacing 8 either side of the track: 200 − 8 − 16 − 16 = 160.
    let row = try layout(ranged, width: 200)
    #expect(try row.lookup("r").size == Size(width: 200, height: 31))
    #expect(frames(row, "Slider").contains(Rect(x: 16, y: 0, width: 160, height: 31)))
  }

  func axisPicker() -> Picker {
    Picker("Axis", selection: .constant(true)) {
      ForEach([true, false], id: \.self) { isHorizontal in
        Text(isHorizontal ? "Horizontal" : "Vertical").tag(isHorizontal)
      }
    }
  }

  @Test func aSegmentedPickerFillsTheWidthAt32High() throws {
    let picker = axisPicker().pickerStyle(.segmented).id("p")
    #expect(try layout(picker, width: 390).lookup("p").size == Size(width: 390, height: 32))
    #expect(try layout(picker, width: 250).lookup("p").size == Size(width: 250, height: 32))
    // Unspecified: the options side by side, "Horizontal" 80 + "Vertical" 64.
    #expect(try layout(picker, width: nil).lookup("p").size == Size(width: 144, height: 32))
  }

  @Test func aMenuPickerIsItsLabel() throws {
    for picker in [axisPicker().node, axisPicker().pickerStyle(.menu), axisPicker().pickerStyle(.automatic)] {
      // "Axis": 4 × 8 = 32 wide, one line.
      #expect(try layout(picker.id("p"), width: 390).lookup("p").size == Size(width: 32, height: 16))
      #expect(try layout(picker.id("p"), width: 200).lookup("p").size == Size(width: 32, height: 16))
    }
  }

  @Test func aWheelOrInlinePickerIsAUIPickerView() throws {
    for picker in [axisPicker().pickerStyle(.wheel), axisPicker().pickerStyle(.inline)] {
      #expect(try layout(picker.id("p"), width: 390).lookup("p").size == Size(width: 390, height: 216))
      #expect(try layout(picker.id("p"), width: nil).lookup("p").size == Size(width: 320, height: 216))
    }
  }

  @Test func aPickerWithALabelClosureShowsIt() throws {
    let picker = Picker(selection: .constant(1)) {
      Text("One").tag(1)
    } label: {
      Text("Count")
    }
    #expect(try layout(picker.id("p"), width: 390).lookup("p").size == Size(width: 40, height: 16))
  }

  @Test func tagsTitlesAndBlendModesAreRecordedWithoutChangingFrames() throws {
    #expect(Box(width: 10, height: 10).tag(3).style?.handlers == ["tag(3)"])
    #expect(Box(width: 10, height: 10).navigationTitle("Inbox").style?.handlers == ["navigationTitle"])
    #expect(Box(width: 10, height: 10).navigationBarTitle(Text("Inbox")).style?.handlers == ["navigationTitle"])
    #expect(Box(width: 10, height: 10).blendMode(.sourceAtop).style?.handlers == ["blendMode(sourceAtop)"])
    let result = try layout(Box(width: 10, height: 10).tag(1).blendMode(.multiply).id("b"), width: 100)
    #expect(try result.lookup("b").size == Size(width: 10, height: 10))
  }

  @Test(arguments: [390, 200] as [CGFloat])
  func aNavigationViewFillsTheProposalAndCentresItsContentBelowTheBar(width: CGFloat) throws {
    // No title: a 44 pt bar; the box is centred in the 800 points below it: y = 44 + (800 − 40) / 2 = 424.
    let result = try layout(NavigationView { Box(width: 100, height: 40).id("b") }, width: width)
    #expect(result.size == Size(width: width, height: 844))
    #expect(try result.lookup("b") == Rect(x: (width - 100) / 2, y: 424, width: 100, height: 40))
  }
}

/// `LocalizedStringKey`: interpolations with `specifier:` are formatted as `printf` does.
@Suite struct LocalizedStringKeyTests {
  @Test func specifiersFormatAsPrintf() {
    let width: CGFloat = 300
    let key: LocalizedStringKey = "Max Width \(width, specifier: "%.0f") of \(3)"
    #expect(key.text == "Max Width 300 of 3")
    let fraction: LocalizedStringKey = "\(0.25 * 100, specifier: "%.1f")%"
    #expect(fraction.text == "25.0%")
  }

  @Test func aFormatterInterpolationIsWrittenByTheFormatter() {
    let formatter = NumberFormatter()
    formatter.minimumFractionDigits = 2
    formatter.maximumFractionDigits = 2
    formatter.minimumIntegerDigits = 1
    // The formatter writes 0.5 with two fraction digits.
    let key: LocalizedStringKey = "Ratio \(NSNumber(value: 0.5), formatter: formatter)"
    #expect(key.text == "Ratio 0.50")
    let day = Date(timeIntervalSince1970: 0)
    let dates = DateFormatter()
    dates.dateFormat = "yyyy"
    dates.timeZone = TimeZone(identifier: "UTC")
    #expect(Text("Year \(day, formatter: dates)").string == "Year 1970")
  }

  @Test func aTextOrStepperTitleWithASpecifierIsFormatted() throws {
    let maxWidth: CGFloat = 50
    let text = Text("W \(maxWidth, specifier: "%.0F")")
    #expect(text.string == "W 50")
    let stepper = Stepper("W \(maxWidth, specifier: "%.0F")", value: .constant(maxWidth), in: 50...600, step: 50)
    let result = try stepper.layout(proposal: ProposedViewSize(width: 300, height: 100), configuration: .monospaced)
    // "W 50": 4 × 8 = 32 wide.
    #expect(result.entries.filter { $0.typeName == "Text" }.map(\.frame.width) == [32])
  }
}

/// `fontWeight(_:)` on any view: the weight of every text's font below, whichever font it resolves to.
@Suite struct ViewFontWeightTests {
  @Test func theWeightReachesTheTextsBelowAndATextsOwnWins() throws {
    let view = VStack {
      Text("A").id("a")
      Text("B").font(.title).id("b")
      Text("C").fontWeight(.bold).id("c")
      Text("D").id("d").fontWeight(.light)
    }.fontWeight(.semibold)
    let result = try view.layout(proposal: .unspecified, configuration: .monospaced)
    func weight(_ id: String) throws -> Font.Weight? {
      try #require(result.entries.first { $0.id == id }?.textAttributes).font.weight
    }
    #expect(try weight("a") == .semibold)
    #expect(try weight("b") == .semibold)
    #expect(try weight("c") == .bold)
    #expect(try weight("d") == .light)
    let plain = try Text("E").id("e").layout(proposal: .unspecified, configuration: .monospaced)
    #expect(plain.entries.first { $0.id == "e" }?.textAttributes?.font.weight == .regular)
  }
}
