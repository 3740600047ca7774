import Testing

@testable import TrellisCore

private struct GapKey: EnvironmentKey {
  static let defaultValue: CGFloat = 8
}

extension EnvironmentValues {
  fileprivate var gap: CGFloat {
    get { self[GapKey.self] }
    set { self[GapKey.self] = newValue }
  }
}

/// A view whose body reads the environment: two boxes `gap` apart, a third box when the size class is regular.
private struct Pair: View {
  @Environment(\.gap) var gap
  @Environment(\.horizontalSizeClass) var sizeClass

  var body: some View {
    HStack(spacing: gap) {
      Box(width: 10, height: 10)
      Box(width: 10, height: 10)
      if sizeClass == .regular { Box(width: 10, height: 10) }
    }
  }
}

private final class Counter: ObservableObject {
  @Published var count = 2
}

/// A view whose body reads an environment object: `count` boxes of 10 in a row of spacing 0.
private struct Row: View {
  @EnvironmentObject var counter: Counter
  var body: some View {
    HStack(spacing: 0) { ForEach(0..<counter.count, id: \.self) { _ in Box(width: 10, height: 10) } }
  }
}

/// `@Environment`, `EnvironmentKey` and the environment modifiers: a body reads what is set around its build.
@Suite struct EnvironmentTests {
  func width(_ view: some View) throws -> CGFloat {
    try view.layout(proposal: .unspecified, configuration: .monospaced).size.width
  }

  @Test func aCustomKeyHasItsDefaultUnlessSet() throws {
    #expect(EnvironmentValues().gap == 8)
    // 10 + gap + 10.
    #expect(try width(Pair()) == 28)
    #expect(try width(Pair().environment(\.gap, 20)) == 40)
  }

  @Test func chainedModifiersAllReachTheBody() throws {
    // Three boxes 2 apart: 10 × 3 + 2 × 2 = 34, whichever modifier is outside.
    #expect(try width(Pair().environment(\.gap, 2).environment(\.horizontalSizeClass, .regular)) == 34)
    #expect(try width(Pair().environment(\.horizontalSizeClass, .regular).environment(\.gap, 2)) == 34)
  }

  @Test func theInnerValueWins() throws {
    // As in SwiftUI: the modifier nearer the view sets what its body reads (gap 4: 24 wide).
    #expect(try width(Pair().environment(\.gap, 4).environment(\.gap, 30)) == 24)
  }

  @Test func aCompositeViewAboveBuildsItsBodyInTheValue() throws {
    struct Outer: View {
      var body: some View { VStack { Pair() } }
    }
    #expect(try width(Outer().environment(\.gap, 12)) == 32)
  }

  @Test func aContainerBuildsItsContentBeforeItsModifierRuns() throws {
    // The documented difference: the VStack's content is built before `environment` runs, so `Pair` reads the
    // default gap (28), while SwiftUI would give 40.
    #expect(try width(VStack { Pair() }.environment(\.gap, 20)) == 28)
  }

  @Test func environmentObjectsAreFoundByType() throws {
    let counter = Counter()
    counter.count = 3
    #expect(try width(Row().environmentObject(counter)) == 30)
    #expect(EnvironmentValues.current.object(Counter.self) == nil)
  }

  @Test func layoutValuesSetThroughTheEnvironmentReachTheTexts() throws {
    let text = Text("Hello").id("t")
    let font = try text.environment(\.font, .title).layout(proposal: .unspecified, configuration: .monospaced)
    let direct = try text.font(.title).layout(proposal: .unspecified, configuration: .monospaced)
    #expect(font["t"] == direct["t"])
    let limited = try Text("one two three four").id("t").environment(\.lineLimit, 1)
      .layout(proposal: ProposedViewSize(width: 40, height: nil), configuration: .monospaced)
    let wrapped = try Text("one two three four").id("t")
      .layout(proposal: ProposedViewSize(width: 40, height: nil), configuration: .monospaced)
    #expect(try #require(limited["t"]).height < #require(wrapped["t"]).height)
  }

  @Test func swiftUIsValuesHaveTheirDefaults() {
    let values = EnvironmentValues()
    #expect(values.colorScheme == .light)
    #expect(values.horizontalSizeClass == nil)
    #expect(values.verticalSizeClass == nil)
    #expect(values.displayScale == 1)
    #expect(values.isEnabled)
    #expect(values.font == nil)
    #expect(values.lineLimit == nil)
    #expect(values.multilineTextAlignment == .leading)
    #expect(!values.presentationMode.wrappedValue.isPresented)
    values.presentationMode.wrappedValue.dismiss()  // a constant binding: nothing to dismiss
    values.dismiss()
  }
}

/// `@State`, `@Binding` and the object wrappers.
@Suite struct StateTests {
  @Test func copiesOfAViewShareItsState() {
    struct Toggle: View {
      @State var isOn = false
      var body: some View { Box(width: isOn ? 20 : 10, height: 10) }
    }
    let view = Toggle()
    let copy = view
    copy.isOn = true
    #expect(view.isOn)
    #expect(view.node.fixedSize?.width == 20)
  }

  @Test func bindingsReachFieldsAndElements() {
    struct Point { var x = 1, y = 2 }
    let point = State(initialValue: Point())
    let x = point.projectedValue.x
    x.wrappedValue = 5
    #expect(point.wrappedValue.x == 5)
    let list = State(initialValue: [1, 2, 3])
    let elements = Array(list.projectedValue)
    elements[1].wrappedValue = 20
    #expect(list.wrappedValue == [1, 20, 3])
    let constant = Binding.constant(4)
    constant.wrappedValue = 9
    #expect(constant.wrappedValue == 4)
  }

  @Test func aStateObjectIsMadeOnceWhenFirstRead() {
    nonisolated(unsafe) var made = 0
    let object = StateObject(
      wrappedValue: {
        made += 1
        return Counter()
      }())
    #expect(made == 0)
    object.wrappedValue.count = 7
    #expect(object.wrappedValue.count == 7)
    #expect(made == 1)
    object.projectedValue.count.wrappedValue = 8
    #expect(object.wrappedValue.count == 8)
  }
}

/// Event handlers, gestures and preferences: recorded by name, no frame changes.
@Suite struct EventHandlerTests {
  private struct Heights: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
  }

  @Test func handlersAreRecordedInOrderAndChangeNoFrame() throws {
    let plain = Box(width: 30, height: 20)
    let handled = plain.onAppear {}.onTapGesture(count: 2) {}.gesture(DragGesture().onEnded { _ in })
      .task {}.preference(key: Heights.self, value: 20).onPreferenceChange(Heights.self) { _ in }
      .onHover { _ in }.onContinuousHover { _ in }
    #expect(
      handled.style?.handlers == [
        "onAppear", "onTapGesture", "gesture(DragGesture)", "task", "preference(Heights)",
        "onPreferenceChange(Heights)", "onHover", "onContinuousHover",
      ])
    let before = try plain.layout(proposal: .unspecified, configuration: .monospaced)
    let after = try handled.layout(proposal: .unspecified, configuration: .monospaced)
    #expect(before.size == after.size)
    #expect(withAnimation(.spring()) { 3 } == 3)
  }

  @Test func aDragValueReportsItsTranslation() {
    let value = DragGesture.Value(
      time: Date(timeIntervalSince1970: 0), location: CGPoint(x: 15, y: 4), startLocation: CGPoint(x: 5, y: 10),
      predictedEndLocation: CGPoint(x: 25, y: 0))
    #expect(value.translation == CGSize(width: 10, height: -6))
    #expect(value.predictedEndTranslation == CGSize(width: 20, height: -10))
  }
}

extension EnvironmentValues {
  @Entry fileprivate var inset: CGFloat = 6
  @Entry fileprivate var label = "none"
}

/// `@Entry`: a key and its accessors, from Trellis's macro plugin.
@Suite struct EntryMacroTests {
  @Test func anEntryHasItsDefaultAndCanBeSet() {
    var values = EnvironmentValues()
    #expect(values.inset == 6 && values.label == "none")
    values.inset = 10
    values.label = "set"
    #expect(values.inset == 10 && values.label == "set")
  }

  @Test func aBodyReadsAnEntry() throws {
    struct Padded: View {
      @Environment(\.inset) var inset
      var body: some View { Box(width: 10, height: 10).padding(inset) }
    }
    let result = try Padded().environment(\.inset, 3).layout(proposal: .unspecified, configuration: .monospaced)
    // 10 + 2 × 3.
    #expect(result.size == CGSize(width: 16, height: 16))
  }
}
