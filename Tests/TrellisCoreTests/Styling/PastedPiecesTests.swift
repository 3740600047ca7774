import Foundation
import Testing

@testable import TrellisCore

/// Small SwiftUI pieces from the paste corpus (issue 31): accessibility and style modifiers recorded by name, uneven
/// rounded rectangles and offset shapes, shape styles as overlays and backgrounds, `ColorPicker` and
/// `ScrollViewReader`. Every frame below is derived by hand from the rules in the pieces' documentation and the
/// monospaced measurer (8 pt a character, 16 pt a line).
@Suite struct PastedPiecesTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let apply: @Sendable (Node) -> Node
    let recorded: String
    var testDescription: String { name }
  }

  static let recordedCases: [Case] = [
    Case(name: "element", apply: { $0.accessibilityElement() }, recorded: "accessibilityElement(ignore)"),
    Case(
      name: "element combine", apply: { $0.accessibilityElement(children: .combine) },
      recorded: "accessibilityElement(combine)"),
    Case(name: "label key", apply: { $0.accessibilityLabel("Value") }, recorded: "accessibilityLabel"),
    Case(name: "label text", apply: { $0.accessibilityLabel(Text("Value")) }, recorded: "accessibilityLabel"),
    Case(
      name: "label string", apply: { $0.accessibilityLabel(String("Awesome \(3)")) }, recorded: "accessibilityLabel"
    ),
    Case(name: "hint", apply: { $0.accessibilityHint("Double tap") }, recorded: "accessibilityHint"),
    Case(name: "value", apply: { $0.accessibilityValue("3 pieces") }, recorded: "accessibilityValue"),
    Case(name: "hidden", apply: { $0.accessibilityHidden(true) }, recorded: "accessibilityHidden"),
    Case(
      name: "identifier", apply: { $0.accessibilityIdentifier("save") }, recorded: "accessibilityIdentifier(save)"),
    Case(
      name: "add traits", apply: { $0.accessibilityAddTraits([.isHeader, .isButton]) },
      recorded: "accessibilityAddTraits(isButton, isHeader)"),
    Case(
      name: "remove traits", apply: { $0.accessibilityRemoveTraits(.isImage) },
      recorded: "accessibilityRemoveTraits(isImage)"),
    Case(name: "action", apply: { $0.accessibilityAction {} }, recorded: "accessibilityAction(default)"),
    Case(
      name: "action escape", apply: { $0.accessibilityAction(.escape) {} }, recorded: "accessibilityAction(escape)"),
    Case(
      name: "named action", apply: { $0.accessibilityAction(named: Text("Delete")) {} },
      recorded: "accessibilityAction(named:)"),
    Case(
      name: "named action key", apply: { $0.accessibilityAction(named: "Delete") {} },
      recorded: "accessibilityAction(named:)"),
    Case(
      name: "adjustable", apply: { $0.accessibilityAdjustableAction { _ in } },
      recorded: "accessibilityAdjustableAction"),
    Case(
      name: "navigationViewStyle", apply: { $0.navigationViewStyle(.stack) }, recorded: "navigationViewStyle(stack)"),
    Case(
      name: "navigationViewStyle double", apply: { $0.navigationViewStyle(DoubleColumnNavigationViewStyle()) },
      recorded: "navigationViewStyle(doubleColumn)"),
    Case(name: "textScale", apply: { $0.textScale(.secondary) }, recorded: "textScale(secondary)"),
    Case(name: "buttonBorderShape", apply: { $0.buttonBorderShape(.capsule) }, recorded: "buttonBorderShape(capsule)"),
    Case(
      name: "buttonBorderShape radius", apply: { $0.buttonBorderShape(.roundedRectangle(radius: 8)) },
      recorded: "buttonBorderShape(roundedRectangle(8.0))"),
    Case(
      name: "containerRelativeFrame", apply: { $0.containerRelativeFrame([.horizontal, .vertical]) },
      recorded: "containerRelativeFrame(horizontal, vertical)"),
    Case(
      name: "containerRelativeFrame count",
      apply: { $0.containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 8) },
      recorded: "containerRelativeFrame(horizontal)"),
    Case(
      name: "containerRelativeFrame closure", apply: { $0.containerRelativeFrame(.vertical) { length, _ in length } },
      recorded: "containerRelativeFrame(vertical)"),
  ]

  @Test(arguments: recordedCases)
  func isRecordedWithoutChangingTheFrame(_ piece: Case) throws {
    let plain = Box(width: 30, height: 10).node
    let changed = piece.apply(plain)
    #expect(changed.style?.handlers == [piece.recorded])
    let row = { (node: Node) in
      HStack(spacing: 0) {
        node.id("x")
        Box(width: 20, height: 20).id("y")
      }
    }
    let proposal = ProposedViewSize(width: 200, height: 100)
    let before = try row(plain).layout(proposal: proposal, configuration: .monospaced)
    let after = try row(changed).layout(proposal: proposal, configuration: .monospaced)
    #expect(try after.lookup("x") == before.lookup("x"))
    #expect(try after.lookup("y") == before.lookup("y"))
  }

  @Test func disabledOrFalseSettingsRecordNothing() {
    #expect(Box(width: 10, height: 10).accessibilityHidden(false).style == nil)
    #expect(Box(width: 10, height: 10).textScale(.secondary, isEnabled: false).style == nil)
  }

  @Test func traitsAreASetOfTheirNames() {
    var traits: AccessibilityTraits = [.isButton]
    #expect(traits.insert(.isButton).inserted == false)
    #expect(traits.insert(.isToggle).inserted)
    #expect(traits.names == "isButton, isToggle")
    #expect(traits.remove(.isButton) == .isButton)
    #expect(traits.remove(.isButton) == nil)
    #expect(traits == .isToggle)
    #expect(AccessibilityTraits().names.isEmpty)
  }

  // MARK: - Uneven rounded rectangles

  @Test func anUnevenRoundedRectangleIsAFlexibleShape() throws {
    let shape = UnevenRoundedRectangle(topLeadingRadius: 12, bottomTrailingRadius: 12)
    let framed = try shape.fill(.blue).frame(width: 80, height: 40).id("r")
      .layout(proposal: ProposedViewSize(width: 300, height: 300), configuration: .monospaced)
    #expect(try framed.lookup("r") == Rect(x: 0, y: 0, width: 80, height: 40))
    // Unspecified: 10 × 10, as every shape.
    #expect(shape.sizeThatFits(.unspecified) == CGSize(width: 10, height: 10))
    #expect(shape.sizeThatFits(ProposedViewSize(width: 70, height: 20)) == CGSize(width: 70, height: 20))
  }

  @Test func itsPathRoundsEachCornerByItsOwnRadius() {
    let rect = CGRect(x: 0, y: 0, width: 100, height: 50)
    let path = UnevenRoundedRectangle(topLeadingRadius: 10, topTrailingRadius: 4).path(in: rect)
    // Starts after the top leading corner's 10 pt, and the top edge ends 4 pt before the trailing side.
    #expect(path.elements.first == .move(to: CGPoint(x: 10, y: 0)))
    #expect(path.elements.dropFirst().first == .line(to: CGPoint(x: 96, y: 0)))
    // The two square bottom corners are corners of the path: lines reach (100, 50) and (0, 50).
    #expect(path.elements.contains(.line(to: CGPoint(x: 100, y: 50))))
    #expect(path.elements.contains(.line(to: CGPoint(x: 0, y: 50))))
    // The rounded corners stay inside the frame.
    let box = path.boundingRect
    #expect(abs(box.minX) < 1e-9 && abs(box.minY) < 1e-9 && abs(box.maxX - 100) < 1e-9 && abs(box.maxY - 50) < 1e-9)
    #expect(path.elements.last == .closeSubpath)
  }

  @Test func aRadiusLongerThanHalfTheShorterSideIsLimited() {
    let rect = CGRect(x: 0, y: 0, width: 100, height: 50)
    // 40 > 25 (half of 50): the top leading corner starts 25 pt in; negative and NaN radii are square corners.
    let path = UnevenRoundedRectangle(topLeadingRadius: 40, bottomLeadingRadius: .nan, topTrailingRadius: -3)
      .path(in: rect)
    #expect(path.elements.first == .move(to: CGPoint(x: 25, y: 0)))
    #expect(path.elements.dropFirst().first == .line(to: CGPoint(x: 100, y: 0)))
    #expect(path.elements.contains(.line(to: CGPoint(x: 0, y: 50))))
  }

  @Test func theRectNameMakesAnUnevenRoundedRectangle() {
    let named: UnevenRoundedRectangle = .rect(topLeadingRadius: 1, bottomLeadingRadius: 2, topTrailingRadius: 4)
    #expect(named.cornerRadii == RectangleCornerRadii(topLeading: 1, bottomLeading: 2, topTrailing: 4))
    #expect(named.style == .continuous)
    let radii = RectangleCornerRadii(bottomTrailing: 3)
    #expect(UnevenRoundedRectangle.rect(cornerRadii: radii, style: .circular).cornerRadii.bottomTrailing == 3)
    #expect(Box(width: 10, height: 10).clipShape(.rect(topLeadingRadius: 8)).style?.clipShape != nil)
  }

  // MARK: - Offset shapes

  @Test func anOffsetShapeKeepsItsFrameAndMovesItsPath() throws {
    let shape = Circle().offset(x: 4, y: 2)
    let result = try shape.fill(.black).frame(width: 40, height: 40).id("c")
      .layout(proposal: ProposedViewSize(width: 300, height: 300), configuration: .monospaced)
    #expect(try result.lookup("c") == Rect(x: 0, y: 0, width: 40, height: 40))
    #expect(
      result.entries.filter { $0.typeName.hasPrefix("OffsetShape") }.map(\.frame) == [
        Rect(x: 0, y: 0, width: 40, height: 40)
      ])
    let moved = shape.path(in: CGRect(x: 0, y: 0, width: 40, height: 40)).boundingRect
    #expect(abs(moved.minX - 4) < 1e-9 && abs(moved.minY - 2) < 1e-9)
    #expect(abs(moved.width - 40) < 1e-9 && abs(moved.height - 40) < 1e-9)
  }

  @Test func anOffsetShapeInsetsAndSizesAsItsBase() {
    let rect = CGRect(x: 0, y: 0, width: 40, height: 20)
    let inset = Rectangle().offset(CGSize(width: 5, height: 0)).inset(by: 2).path(in: rect).boundingRect
    #expect(inset == CGRect(x: 7, y: 2, width: 36, height: 16))
    #expect(Circle().offset(CGPoint(x: 1, y: 1)).sizeThatFits(.unspecified) == CGSize(width: 10, height: 10))
    #expect(Rectangle().offset(x: .nan).offset == .zero)
  }

  // MARK: - Shape styles as overlays and backgrounds

  @Test(arguments: [false, true])
  func aGradientOverlayOrBackgroundFillsTheViewsFrame(isBackground: Bool) throws {
    let gradient = Gradient(colors: [.clear, .black])
    let box = Box(width: 60, height: 30).id("b")
    let view = isBackground ? box.background(gradient) : box.overlay(gradient)
    let result = try view.padding(5).layout(
      proposal: ProposedViewSize(width: 300, height: 300), configuration: .monospaced)
    #expect(try result.lookup("b") == Rect(x: 5, y: 5, width: 60, height: 30))
    #expect(
      result.entries.filter { $0.typeName == "Rectangle" }.map(\.frame) == [
        Rect(x: 5, y: 5, width: 60, height: 30)
      ])
    #expect(
      view.children.contains {
        $0.style?.gradient == .linear(gradient, startPoint: .top, endPoint: .bottom)
      })
  }

  // MARK: - ColorPicker and ScrollViewReader

  @Test(arguments: [300, 120] as [CGFloat])
  func aColorPickerIsItsLabelASpacerAndAWell(width: CGFloat) throws {
    let result = try ColorPicker("Tint", selection: .constant(.red)).id("p")
      .layout(proposal: ProposedViewSize(width: width, height: 844), configuration: .monospaced)
    // A row as tall as the 28 pt well; "Tint" (4 × 8 = 32 wide, 16 high) centred in it: y = 6.
    #expect(try result.lookup("p") == Rect(x: 0, y: 0, width: width, height: 28))
    #expect(
      result.entries.filter { $0.typeName == "Box" }.map(\.frame) == [
        Rect(x: width - 28, y: 0, width: 28, height: 28)
      ])
    #expect(result.entries.filter { $0.typeName == "Text" }.map(\.frame) == [Rect(x: 0, y: 6, width: 32, height: 16)])
  }

  @Test func aColorPickersLabelMayBeAView() throws {
    let picker = ColorPicker(selection: .constant(.red), supportsOpacity: false) { Box(width: 50, height: 40) }
    let result = try picker.id("p").layout(
      proposal: ProposedViewSize(width: 200, height: 844), configuration: .monospaced)
    // The 40 pt label is the row's height; the well centred in it: y = 6.
    #expect(try result.lookup("p") == Rect(x: 0, y: 0, width: 200, height: 40))
    #expect(
      result.entries.filter { $0.typeName == "Box" }.map(\.frame) == [
        Rect(x: 0, y: 0, width: 50, height: 40), Rect(x: 172, y: 6, width: 28, height: 28),
      ])
  }

  @Test func aScrollViewReaderLaysOutAsItsContent() throws {
    let proposal = ProposedViewSize(width: 200, height: 300)
    let read = try VStack(spacing: 0) {
      ScrollViewReader { proxy in
        Box(width: 40, height: 10).id("a").onTapGesture { proxy.scrollTo("b", anchor: .bottom) }
        Box(width: 30, height: 20).id("b")
      }
    }.layout(proposal: proposal, configuration: .monospaced)
    // The reader's two views join the VStack: a at the top, b 10 pt below, each centred in the 40 pt stack.
    #expect(try read.lookup("a") == Rect(x: 0, y: 0, width: 40, height: 10))
    #expect(try read.lookup("b") == Rect(x: 5, y: 10, width: 30, height: 20))
  }
}

/// `TimelineView` builds its content once at the reference date and records its schedule.
@Suite struct TimelineViewTests {
  @Test func itsContentIsBuiltAtTheReferenceDateAndLaysOutAsItself() throws {
    var values = EnvironmentValues()
    values.referenceDate = Date(timeIntervalSince1970: 1_000)
    let node = EnvironmentValues.$current.withValue(values) {
      TimelineView(.periodic(from: .distantPast, by: 1)) { context in
        Text(verbatim: "\(context.date.timeIntervalSince1970) \(context.cadence)")
      }.node
    }
    #expect(node.style?.handlers == ["TimelineView(periodic)"])
    let result = try node.id("t").layout(
      proposal: ProposedViewSize(width: 400, height: 100), configuration: .monospaced)
    // "1000.0 live": 11 characters of 8 pt, one 16 pt line.
    #expect(try result.lookup("t").size == Size(width: 88, height: 16))
  }

  @Test func eachScheduleIsRecordedByName() {
    let make = { (schedule: any TimelineSchedule) in schedule.recordedName }
    #expect(make(.animation) == "animation")
    #expect(make(.animation(minimumInterval: 0.5, paused: true)) == "animation")
    #expect(make(.everyMinute) == "everyMinute")
    #expect(make(.explicit([Date(timeIntervalSince1970: 0)])) == "explicit")
  }
}
