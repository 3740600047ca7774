import Foundation
import Testing

@testable import TrellisCore

/// Transitions, blurs, compositing, content shapes and keyboard types: recorded by name in the node's handlers, with
/// no frame changed.
@Suite struct RecordedEffectTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let apply: @Sendable (Node) -> Node
    let recorded: String
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(name: "transition move", apply: { $0.transition(.move(edge: .bottom)) }, recorded: "transition(move(bottom))"),
    Case(
      name: "transition combined", apply: { $0.transition(.slide.combined(with: .opacity)) },
      recorded: "transition(combined(slide, opacity))"),
    Case(
      name: "transition asymmetric",
      apply: { $0.transition(.asymmetric(insertion: .scale(scale: 0.5), removal: .push(from: .leading))) },
      recorded: "transition(asymmetric(insertion: scale(0.5), removal: push(leading)))"),
    Case(
      name: "transition offset", apply: { $0.transition(.offset(CGSize(width: 3, height: -2)).animation(.default)) },
      recorded: "transition(offset(3.0, -2.0))"),
    Case(name: "blur", apply: { $0.blur(radius: 4) }, recorded: "blur(4.0)"),
    Case(name: "blur negative", apply: { $0.blur(radius: -4, opaque: true) }, recorded: "blur(0.0)"),
    Case(name: "blur infinite", apply: { $0.blur(radius: .infinity) }, recorded: "blur(0.0)"),
    Case(name: "compositingGroup", apply: { $0.compositingGroup() }, recorded: "compositingGroup"),
    Case(name: "drawingGroup", apply: { $0.drawingGroup(opaque: true, colorMode: .linear) }, recorded: "drawingGroup"),
    Case(name: "colorInvert", apply: { $0.colorInvert() }, recorded: "colorInvert"),
    Case(name: "grayscale", apply: { $0.grayscale(0.25) }, recorded: "grayscale(0.25)"),
    Case(name: "grayscale above one", apply: { $0.grayscale(3) }, recorded: "grayscale(1.0)"),
    Case(name: "grayscale not finite", apply: { $0.grayscale(.nan) }, recorded: "grayscale(0.0)"),
    Case(name: "saturation", apply: { $0.saturation(1.5) }, recorded: "saturation(1.5)"),
    Case(name: "saturation negative", apply: { $0.saturation(-2) }, recorded: "saturation(0.0)"),
    Case(name: "contrast", apply: { $0.contrast(-0.5) }, recorded: "contrast(-0.5)"),
    Case(name: "contrast infinite", apply: { $0.contrast(.infinity) }, recorded: "contrast(1.0)"),
    Case(name: "brightness", apply: { $0.brightness(0.2) }, recorded: "brightness(0.2)"),
    Case(name: "brightness not finite", apply: { $0.brightness(-.infinity) }, recorded: "brightness(0.0)"),
    Case(name: "hueRotation", apply: { $0.hueRotation(.degrees(90)) }, recorded: "hueRotation(90.0)"),
    Case(name: "colorMultiply", apply: { $0.colorMultiply(.red) }, recorded: "colorMultiply(\(Color.red))"),
    Case(name: "luminanceToAlpha", apply: { $0.luminanceToAlpha() }, recorded: "luminanceToAlpha"),
    Case(name: "contentShape", apply: { $0.contentShape(Circle()) }, recorded: "contentShape(Circle)"),
    Case(
      name: "contentShape kinds", apply: { $0.contentShape(.interaction, RoundedRectangle(cornerRadius: 4)) },
      recorded: "contentShape(RoundedRectangle)"),
    Case(name: "keyboardType", apply: { $0.keyboardType(.decimalPad) }, recorded: "keyboardType(decimalPad)"),
    Case(name: "scrollIndicators", apply: { $0.scrollIndicators(.hidden) }, recorded: "scrollIndicators(hidden)"),
    Case(name: "scrollTargetLayout", apply: { $0.scrollTargetLayout() }, recorded: "scrollTargetLayout"),
    Case(
      name: "scrollTargetBehavior", apply: { $0.scrollTargetBehavior(.viewAligned) },
      recorded: "scrollTargetBehavior(viewAligned)"),
    Case(
      name: "scrollTargetBehavior paging", apply: { $0.scrollTargetBehavior(.paging) },
      recorded: "scrollTargetBehavior(paging)"),
    Case(
      name: "scrollPosition", apply: { $0.scrollPosition(id: Binding<Int?>.constant(3), anchor: .trailing) },
      recorded: "scrollPosition"),
    Case(name: "scrollDisabled", apply: { $0.scrollDisabled(true) }, recorded: "scrollDisabled"),
    Case(
      name: "sensoryFeedback", apply: { $0.sensoryFeedback(.impact(weight: .heavy, intensity: 0.5), trigger: 1) },
      recorded: "sensoryFeedback(impact)"),
    Case(
      name: "sensoryFeedback condition",
      apply: { $0.sensoryFeedback(.selection, trigger: 1, condition: { $0 != $1 }) },
      recorded: "sensoryFeedback(selection)"),
    Case(
      name: "sensoryFeedback closure", apply: { $0.sensoryFeedback(trigger: 1) { _, _ in .success } },
      recorded: "sensoryFeedback"),
    Case(
      name: "contentTransition", apply: { $0.contentTransition(.numericText(value: 3)) },
      recorded: "contentTransition(numericText)"),
  ]

  @Test(arguments: cases)
  func isRecordedWithoutChangingTheFrame(_ effect: Case) throws {
    let plain = Box(width: 30, height: 10).node
    let changed = effect.apply(plain)
    #expect(changed.style?.handlers == [effect.recorded])
    let proposal = ProposedViewSize(width: 200, height: 100)
    let inStack = { (node: Node) in
      HStack(spacing: 0) {
        node.id("x")
        Box(width: 20, height: 20).id("y")
      }
    }
    let before = try inStack(plain).layout(proposal: proposal, configuration: .monospaced)
    let after = try inStack(changed).layout(proposal: proposal, configuration: .monospaced)
    #expect(try after.lookup("x") == before.lookup("x"))
    #expect(try after.lookup("y") == before.lookup("y"))
  }

  @Test func aDisabledScrollTargetLayoutOrAnEnabledScrollRecordsNothing() {
    #expect(Box(width: 10, height: 10).scrollTargetLayout(isEnabled: false).style == nil)
    #expect(Box(width: 10, height: 10).scrollDisabled(false).style == nil)
  }

  @Test func shapeNamesAreTheShapesTheyName() {
    let box = Box(width: 10, height: 10)
    #expect(box.clipShape(.circle).style?.clipShape == .circle)
    #expect(box.clipShape(.rect).style?.clipShape == .rectangle)
    #expect(box.clipShape(.ellipse).style?.clipShape == .ellipse)
    #expect(box.clipShape(.capsule).style?.clipShape == Capsule().kind)
    #expect(box.clipShape(.capsule(style: .circular)).style?.clipShape == Capsule(style: .circular).kind)
    #expect(box.clipShape(.rect(cornerRadius: 8)).style?.clipShape == RoundedRectangle(cornerRadius: 8).kind)
  }

  @Test func theTransitionsSpellTheirNames() {
    #expect(AnyTransition.identity.description == "identity")
    #expect(AnyTransition.scale.description == "scale")
    #expect(AnyTransition.offset(x: 1).description == "offset(1.0, 0.0)")
    #expect(AnyTransition.opacity != AnyTransition.slide)
  }

  @Test func aColourLiteralIsAUIColourOfItsComponents() {
    // swift-format-ignore: NoPlaygroundLiterals
    let color = Color(#colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 0.25))
    #expect(color == Color(red: 1, green: 0.5, blue: 0, opacity: 0.25))
  }

  @Test func aKeyWithATableIsTheKeysText() {
    #expect(Text("**Hi**", tableName: "Main", bundle: nil, comment: "greeting").runs == Text("**Hi**").runs)
  }

  @Test func editModeIsUnsetUnlessGivenAndEditingWhenActiveOrTransient() {
    #expect(EnvironmentValues().editMode == nil)
    var values = EnvironmentValues()
    values.editMode = .constant(.active)
    #expect(values.editMode?.wrappedValue == .active)
    #expect(EditMode.active.isEditing && EditMode.transient.isEditing && !EditMode.inactive.isEditing)
  }
}

/// `EnvironmentalModifier` resolves in the environment its body is built in; an asset colour keeps its name.
@Suite struct EnvironmentalModifierTests {
  struct Padded: ViewModifier {
    let amount: CGFloat
    func body(content: Content) -> some View { content.padding(amount) }
  }

  /// Pads by 5 points a line of the line limit (1 when unset).
  struct PadByLineLimit: EnvironmentalModifier {
    func resolve(in environment: EnvironmentValues) -> Padded {
      Padded(amount: CGFloat(environment.lineLimit ?? 1) * 5)
    }
  }

  struct Padding: View {
    var body: some View { Box(width: 10, height: 10).modifier(PadByLineLimit()) }
  }

  @Test func theModifierIsResolvedInTheEnvironmentOfTheBodyThatAppliesIt() throws {
    let proposal = ProposedViewSize(width: 200, height: 200)
    // Unset: 5 points on each side of the 10-point box, 20 × 20; a line limit of 3 set on the view: 15, 40 × 40.
    let plain = try Padding().id("p").layout(proposal: proposal, configuration: .monospaced)
    #expect(try plain.lookup("p").size == Size(width: 20, height: 20))
    let limited = try Padding().environment(\.lineLimit, 3).id("p").layout(
      proposal: proposal, configuration: .monospaced)
    #expect(try limited.lookup("p").size == Size(width: 40, height: 40))
  }

  @Test func anAssetColourIsItsNameWithNoComponents() {
    let accent = Color("AccentColor", bundle: nil)
    #expect(accent.name == "AccentColor")
    #expect(accent.opacity == 0)
    #expect(accent != Color("Other"))
  }
}
