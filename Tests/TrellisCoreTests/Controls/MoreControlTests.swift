import Foundation
import Testing

@testable import TrellisCore

/// `Label`, `Link`, `Menu`, `ControlGroup`, `DatePicker`, `Gauge` and `AsyncImage`: every expected frame is derived
/// from the metrics their documentation gives and the monospaced measurer (8 pt a character, 16 pt a line; a symbol is
/// 1.2 × 17 = 20.4 pt square at the body size); the default spacing between views is 8.
@Suite struct MoreControlTests {
  func layout(_ view: some View, width: CGFloat?) throws -> LayoutResult {
    try view.layout(proposal: ProposedViewSize(width: width, height: 844), configuration: .monospaced)
  }

  func frames(_ result: LayoutResult, _ typeName: String) -> [Rect] {
    result.entries.filter { $0.typeName == typeName }.map(\.frame)
  }

  static let day = Date(timeIntervalSince1970: 0)

  @Test(arguments: [390, nil] as [CGFloat?])
  func aLabelIsItsIconThenItsTitle(width: CGFloat?) throws {
    let result = try layout(Label("Star", systemImage: "star").id("l"), width: width)
    // 20.4 + 8 + "Star" (32) = 60.4 wide, as tall as the icon; the title centred: y = (20.4 − 16) / 2.
    #expect(try result.lookup("l") == Rect(x: 0, y: 0, width: 60.4, height: 20.4))
    #expect(frames(result, "Image") == [Rect(x: 0, y: 0, width: 20.4, height: 20.4)])
    let text = try #require(frames(result, "Text").first)
    #expect(text.minX == 28.4 && text.size == Size(width: 32, height: 16))
    #expect(abs(text.minY - 2.2) < 1e-9)
  }

  @Test(arguments: [390, nil] as [CGFloat?])
  func aLabelsSymbolFollowsItsFont(width: CGFloat?) throws {
    let result = try layout(Label("Star", systemImage: "star").labelStyle(.iconOnly).font(.title).id("l"), width: width)
    // Title is 28 pt: the symbol is 1.2 × 28 = 33.6 square.
    #expect(try result.lookup("l").size == Size(width: 28 * 1.2, height: 28 * 1.2))
  }

  @Test(arguments: [390, nil] as [CGFloat?])
  func aLabelOfViewsInTitleOnlyStyleIsItsTitle(width: CGFloat?) throws {
    let label = Label {
      Text("Inbox")
    } icon: {
      Box(width: 30, height: 30)
    }
    #expect(
      try layout(label.labelStyle(.titleOnly).id("l"), width: width).lookup("l").size == Size(width: 40, height: 16))
    #expect(try layout(label.id("l"), width: width).lookup("l").size == Size(width: 78, height: 30))
  }

  @Test(arguments: [390, 200] as [CGFloat])
  func aLinkIsItsLabelAndRecordsItsDestination(width: CGFloat) throws {
    let link = Link("Terms", destination: try #require(URL(string: "https://example.com/t")))
    #expect(try layout(link.id("l"), width: width).lookup("l").size == Size(width: 40, height: 16))
    #expect(link.node.style?.handlers == ["link(https://example.com/t)"])
  }

  @Test(arguments: [390, 200] as [CGFloat])
  func aMenuIsItsLabelAndKeepsItsItems(width: CGFloat) throws {
    let menu = Menu("Sort") {
      Button("Name") {}
      Button("Date") {}
    }
    #expect(try layout(menu.id("m"), width: width).lookup("m").size == Size(width: 32, height: 16))
    #expect(menu.content.children.count == 2)
    #expect(menu.node.style?.handlers == ["menu(2)"])
  }

  @Test(arguments: [390, nil] as [CGFloat?])
  func aControlGroupIsItsControlsSideBySide(width: CGFloat?) throws {
    let group = ControlGroup {
      Button("Undo") {}
      Button("Redo") {}
    }
    let result = try layout(group.id("g"), width: width)
    // Two 32 × 16 labels with no space between.
    #expect(try result.lookup("g").size == Size(width: 64, height: 16))
    #expect(frames(result, "Text").map(\.minX) == [0, 32])
  }

  @Test(arguments: [390, 300] as [CGFloat])
  func aCompactDatePickerIsALabelledRowOfFields(width: CGFloat) throws {
    let both = try layout(DatePicker("Day", selection: .constant(Self.day)).id("d"), width: width)
    // Label, spacer, the 117 × 34 date field, 8, the 84 × 34 time field at the trailing edge.
    #expect(try both.lookup("d") == Rect(x: 0, y: 0, width: width, height: 34))
    #expect(
      frames(both, "Box") == [
        Rect(x: width - 84 - 8 - 117, y: 0, width: 117, height: 34), Rect(x: width - 84, y: 0, width: 84, height: 34),
      ])
    #expect(frames(both, "Text") == [Rect(x: 0, y: 9, width: 24, height: 16)])
    let time = try layout(
      DatePicker("Day", selection: .constant(Self.day), displayedComponents: .hourAndMinute), width: width)
    #expect(frames(time, "Box") == [Rect(x: width - 84, y: 0, width: 84, height: 34)])
  }

  @Test(arguments: [390, nil] as [CGFloat?])
  func wheelAndGraphicalDatePickersTakeTheWidth(width: CGFloat?) throws {
    let picker = DatePicker("Day", selection: .constant(Self.day), in: Self.day..., displayedComponents: .date)
    // Unspecified width: 320, as `UIPickerView`.
    let expectedWidth = width ?? 320
    #expect(
      try layout(picker.datePickerStyle(.wheel).id("d"), width: width).lookup("d").size
        == Size(width: expectedWidth, height: 216))
    #expect(
      try layout(picker.datePickerStyle(.graphical).id("d"), width: width).lookup("d").size
        == Size(width: expectedWidth, height: 330))
    let withTime = DatePicker("Day", selection: .constant(Self.day)).datePickerStyle(.graphical)
    #expect(try layout(withTime.id("d"), width: width).lookup("d").size == Size(width: expectedWidth, height: 374))
  }

  @Test(arguments: [390, 200] as [CGFloat])
  func aLinearGaugeIsItsLabelAboveABar(width: CGFloat) throws {
    let result = try layout(Gauge(value: 0.3) { Text("Fuel") }.id("g"), width: width)
    // "Fuel" (32 × 16), 8, a bar as wide as proposed and 4 high.
    #expect(try result.lookup("g") == Rect(x: 0, y: 0, width: width, height: 28))
    #expect(frames(result, "Text") == [Rect(x: 0, y: 0, width: 32, height: 16)])
    let labelled = try layout(
      Gauge(value: 30, in: 0...100) {
        Text("Fuel")
      } currentValueLabel: {
        Text("30")
      } minimumValueLabel: {
        Text("0")
      } maximumValueLabel: {
        Text("100")
      }, width: width)
    // The bar between "0" (8) and "100" (24), 8 from each: width − 48 wide, centred in the row's 16 pt.
    let bar = try #require(labelled.entries.first { $0.typeName == "Gauge" && $0.frame.height == 4 })
    #expect(bar.frame == Rect(x: 16, y: 24 + 6, width: width - 48, height: 4))
  }

  @Test(arguments: [390, 200] as [CGFloat])
  func aCircularGaugeIsA58PointSquare(width: CGFloat) throws {
    for style in [AnyGaugeStyleCase.circular, .circularCapacity] {
      let gauge = Gauge(value: 0.3) { Text("Fuel") }
      let styled =
        style == .circular ? gauge.gaugeStyle(.accessoryCircular) : gauge.gaugeStyle(.accessoryCircularCapacity)
      #expect(try layout(styled.id("g"), width: width).lookup("g").size == Size(width: 58, height: 58))
    }
  }

  enum AnyGaugeStyleCase { case circular, circularCapacity }

  @Test(arguments: [390, 200] as [CGFloat])
  func anAsyncImageShowsItsPlaceholder(width: CGFloat) throws {
    let url = URL(string: "https://example.com/a.png")
    let standard = try layout(AsyncImage(url: url).id("a"), width: width)
    // The standard placeholder fills the proposal.
    #expect(try standard.lookup("a").size == Size(width: width, height: 844))
    #expect(AsyncImage(url: url).node.style?.handlers == ["asyncImage(https://example.com/a.png)"])
    let spinner = AsyncImage(url: url) { image in
      image.resizable()
    } placeholder: {
      ProgressView()
    }
    #expect(try layout(spinner.id("a"), width: width).lookup("a").size == Size(width: 20, height: 20))
    let phased = AsyncImage(url: url) { phase in
      if let image = phase.image {
        image
      } else {
        Box(width: 10, height: 12)
      }
    }
    #expect(try layout(phased.id("a"), width: width).lookup("a").size == Size(width: 10, height: 12))
  }
}
