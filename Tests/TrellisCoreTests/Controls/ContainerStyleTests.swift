import Foundation
import Testing

@testable import TrellisCore

/// Control styles set on a container (`VStack { … }.buttonStyle(…)`) reach the controls below that have no style of
/// their own (ControlRecord.swift). Monospaced measurer: 8 pt a character, 16 pt a line; symbols are 1.2 × 17 =
/// 20.4 pt squares at the body size.
@Suite struct ContainerStyleTests {
  /// Pads the label by 10 and puts a bar under it, 4 high (8 while pressed, never headless).
  struct Padded: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
      VStack(spacing: 0) {
        configuration.label.padding(10)
        Rectangle().frame(height: configuration.isPressed ? 8 : 4)
      }
    }
  }

  /// A 20 × 20 box (30 × 30 when on) before the label, 8 apart.
  struct Check: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
      HStack(spacing: 8) {
        Box(width: configuration.isOn ? 30 : 20, height: configuration.isOn ? 30 : 20)
        configuration.label
      }
    }
  }

  /// The icon above the title, 8 apart.
  struct Stacked: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
      VStack(spacing: 8) {
        configuration.icon
        configuration.title
      }
    }
  }

  func layout(_ view: some View, width: CGFloat?) throws -> LayoutResult {
    try view.layout(proposal: ProposedViewSize(width: width, height: 844), configuration: .monospaced)
  }

  @Test(arguments: [390, 100] as [CGFloat])
  func aButtonStyleOnAStackReachesItsButtonsButNotOneWithItsOwn(width: CGFloat) throws {
    let view = VStack(spacing: 0) {
      Button("Go") {}.id("a")
      Button("Save") {}.buttonStyle(.plain).id("b")
    }.buttonStyle(Padded())
    let result = try layout(view, width: width)
    // "Go" padded by 10 is 36 × 36, the bar under it is as wide as the stack proposes (the width): the styled button
    // is width × 40, and the id set on the button inside names the styled body. "Save" keeps `.plain`: 32 × 16.
    #expect(try result.lookup("a").size == Size(width: width, height: 40))
    #expect(try result.lookup("b").size == Size(width: 32, height: 16))
    #expect(result.entries.filter { $0.typeName == "Rectangle" }.count == 1)
  }

  @Test(arguments: [390, 100] as [CGFloat])
  func theInnermostButtonStyleWins(width: CGFloat) throws {
    let view = VStack {
      VStack { Button("A") {}.id("a") }.buttonStyle(.borderless)
      Button("B") {}.id("b")
    }.buttonStyle(Padded())
    let result = try layout(view, width: width)
    // "A" keeps the borderless style set nearer to it: 8 × 16. "B" takes the padded body: width × (16 + 20 + 4).
    #expect(try result.lookup("a").size == Size(width: 8, height: 16))
    #expect(try result.lookup("b").size == Size(width: width, height: 40))
  }

  @Test(arguments: [390, 100] as [CGFloat])
  func aModifierAroundAButtonStaysAroundItsStyledBody(width: CGFloat) throws {
    let view = VStack { Button("Go") {}.padding(5).id("p") }.buttonStyle(Padded())
    let result = try layout(view, width: width)
    // The padding wraps the styled button: (width − 10) × 40 inside, width × 50 with the padding.
    let padded = try #require(result.entries.first { $0.id == "p" })
    #expect(padded.frame.size == Size(width: width, height: 50))
    let bar = try #require(result.entries.first { $0.typeName == "Rectangle" })
    #expect(bar.frame.size == Size(width: width - 10, height: 4))
  }

  @Test func aButtonStyleOnAListReachesItsRows() throws {
    let list = List {
      Button("One") {}
      Button("Two") {}
    }.buttonStyle(Padded())
    // Each row's button has the padded body: one bar each.
    #expect(try layout(list, width: 390).entries.filter { $0.typeName == "Rectangle" }.count == 2)
  }

  @Test func aTreeWithoutControlsIsSharedNotCopied() {
    let tree = VStack {
      HStack { Text("a") }
      Box(width: 10, height: 10)
    }.node
    #expect(tree.buttonStyle(.plain) === tree)
    #expect(tree.pickerStyle(.segmented) === tree)
    #expect(tree.controlSize(.large) === tree)
  }

  @Test(arguments: [390, 250] as [CGFloat])
  func aPickerStyleOnAFormReachesItsPickers(width: CGFloat) throws {
    let picker = Picker("Axis", selection: .constant(true)) {
      Text("Horizontal").tag(true)
      Text("Vertical").tag(false)
    }
    let result = try layout(VStack { picker.id("p") }.pickerStyle(.segmented), width: width)
    // Segmented: the proposed width × 32 (`UISegmentedControl`).
    #expect(try result.lookup("p").size == Size(width: width, height: 32))
    let own = try layout(VStack { picker.pickerStyle(.wheel).id("p") }.pickerStyle(.segmented), width: width)
    #expect(try own.lookup("p").size == Size(width: width, height: 216))
  }

  @Test(arguments: [390, 200] as [CGFloat])
  func aCustomToggleStyleFromAContainerSeesTheLabelAndState(width: CGFloat) throws {
    let view = VStack(alignment: .leading, spacing: 0) {
      Toggle("Wi-Fi", isOn: .constant(true)).id("on")
      Toggle("Cellular", isOn: .constant(false)).id("off")
      Toggle("Bluetooth", isOn: .constant(false)).toggleStyle(.switch).id("switch")
    }.toggleStyle(Check())
    let result = try layout(view, width: width)
    // On: a 30 pt box, 8, "Wi-Fi" (40): 78 × 30. Off: 20 + 8 + "Cellular" (64) = 92 × 20. The switch keeps its
    // row: the proposed width × 31.
    #expect(try result.lookup("on").size == Size(width: 78, height: 30))
    #expect(try result.lookup("off").size == Size(width: 92, height: 20))
    #expect(try result.lookup("switch").size == Size(width: width, height: 31))
  }

  @Test(arguments: [390, 200] as [CGFloat])
  func aButtonToggleIsItsLabel(width: CGFloat) throws {
    let result = try layout(HStack { Toggle("Bold", isOn: .constant(true)).id("t") }.toggleStyle(.button), width: width)
    #expect(try result.lookup("t").size == Size(width: 32, height: 16))
  }

  @Test(arguments: [390, 200] as [CGFloat])
  func controlSizeAndProgressStyleReachIndicatorsInnermostFirst(width: CGFloat) throws {
    let view = VStack(spacing: 0) {
      ProgressView().id("large")
      ProgressView().controlSize(.small).id("small")
      ProgressView().id("bar").progressViewStyle(.linear)
    }.controlSize(.large)
    let result = try layout(view.progressViewStyle(.circular), width: width)
    // A spinner at `.large` is 37 × 37, at `.small` 20 × 20; the linear one is a bar, the proposed width × 4,
    // whatever its size.
    #expect(try result.lookup("large").size == Size(width: 37, height: 37))
    #expect(try result.lookup("small").size == Size(width: 20, height: 20))
    #expect(try result.lookup("bar").size == Size(width: width, height: 4))
  }

  @Test(arguments: [390, 200] as [CGFloat])
  func anIdSetBeforeAContainerStyleNamesTheRebuiltControl(width: CGFloat) throws {
    let result = try layout(VStack { ProgressView().id("p") }.progressViewStyle(.linear), width: width)
    #expect(try result.lookup("p").size == Size(width: width, height: 4))
  }

  @Test(arguments: [390, nil] as [CGFloat?])
  func labelStylesFromAContainer(width: CGFloat?) throws {
    let view = HStack(alignment: .top, spacing: 0) {
      Label("Star", systemImage: "star").id("icon")
      Label("Star", systemImage: "star").labelStyle(.titleOnly).id("title")
      Label("Star", systemImage: "star").labelStyle(Stacked()).id("stacked")
    }.labelStyle(.iconOnly)
    let result = try layout(view, width: width)
    // The icon alone: 20.4 square. The title alone: 32 × 16. Stacked: max(20.4, 32) × (20.4 + 8 + 16).
    #expect(try result.lookup("icon").size == Size(width: 20.4, height: 20.4))
    #expect(try result.lookup("title").size == Size(width: 32, height: 16))
    #expect(try result.lookup("stacked").size == Size(width: 32, height: 44.4))
  }

  @Test(arguments: [390, 200] as [CGFloat])
  func aLabelInAStyledButtonTakesALabelStyleSetFurtherOut(width: CGFloat) throws {
    let view = VStack {
      Button {
      } label: {
        Label("Add", systemImage: "plus")
      }
    }
    .buttonStyle(Padded())
    .labelStyle(.iconOnly)
    let result = try layout(view, width: width)
    // The label is its icon (20.4 square), padded by 10 inside the button's body; no title is laid out.
    #expect(!result.entries.contains { $0.typeName == "Text" })
    let image = try #require(result.entries.first { $0.typeName == "Image" })
    #expect(image.frame.size == Size(width: 20.4, height: 20.4))
    #expect(image.frame.minY == 10)
  }

  @Test(arguments: [390, 200] as [CGFloat])
  func dateAndGaugeStylesFromAContainer(width: CGFloat) throws {
    let view = VStack(spacing: 0) {
      DatePicker("Day", selection: .constant(Date(timeIntervalSince1970: 0)), displayedComponents: .date).id("d")
      Gauge(value: 0.5) { Text("Fuel") }.id("g")
    }
    .datePickerStyle(.wheel)
    .gaugeStyle(.accessoryCircular)
    let result = try layout(view, width: width)
    // Wheels: the proposed width × 216; the circular gauge: 58 × 58.
    #expect(try result.lookup("d").size == Size(width: width, height: 216))
    #expect(try result.lookup("g").size == Size(width: 58, height: 58))
  }

  @Test func textFieldAndMenuStylesAreRecorded() {
    let field = VStack { TextField("Name", text: .constant("")) }.textFieldStyle(.roundedBorder)
    #expect(field.style?.handlers == ["textFieldStyle(RoundedBorderTextFieldStyle)"])
    let menu = Menu("Sort") { Button("Name") {} }.menuStyle(.button)
    #expect(menu.style?.handlers == ["menu(1)", "menuStyle(ButtonMenuStyle)"])
  }

  @Test(arguments: [390, nil] as [CGFloat?])
  func aFontSetOnAControlBeforeAContainerStyleStaysOnIt(width: CGFloat?) throws {
    let view = HStack { Label("Star", systemImage: "star").font(.title).layoutPriority(1).id("l") }
      .labelStyle(.iconOnly)
    let result = try layout(view, width: width)
    // The icon alone, in the title font set on the label: 1.2 × 28 = 33.6 square.
    #expect(try result.lookup("l").size == Size(width: 28 * 1.2, height: 28 * 1.2))
  }

  @Test(arguments: [390, 100] as [CGFloat])
  func aButtonWhoseLabelIsSeveralViewsIsLeftAsItIs(width: CGFloat) throws {
    let view = HStack(spacing: 0) {
      Button {
      } label: {
        Text("A")
        Text("B")
      }
    }.buttonStyle(Padded())
    let result = try layout(view, width: width)
    // The two texts are the row's children (8 × 16 each, side by side); no padded body is made.
    #expect(result.entries.filter { $0.typeName == "Text" }.map(\.frame.minX) == [0, 8])
    #expect(!result.entries.contains { $0.typeName == "Rectangle" })
  }
}
