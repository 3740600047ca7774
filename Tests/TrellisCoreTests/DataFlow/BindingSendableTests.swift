import Foundation
import Testing

@testable import TrellisCore

/// `Binding` is `Sendable` when its value is, as SwiftUI declares it: a view with a `@Binding` may be captured by a
/// reader's `@Sendable` closure (exyte's `BarView` reads `progress` inside a `GeometryReader`).
@Suite struct BindingSendableTests {
  /// A bar filled to `progress` of the reader's width (the shape of the pasted `BarView`).
  struct Bar: View {
    @Binding var progress: CGFloat
    var body: some View {
      GeometryReader { geometry in
        ZStack(alignment: .leading) {
          Rectangle().id("track")
          Rectangle().frame(width: geometry.size.width * progress).id("fill")
        }
      }
    }
  }

  struct Owner: View {
    @State var progress: CGFloat = 0.25
    var body: some View { Bar(progress: $progress) }
  }

  func requireSendable<T: Sendable>(_ value: T) -> T { value }

  @Test func aReaderReadsTheBindingWhenLaidOut() throws {
    let owner = Owner()
    let bar = requireSendable(Bar(progress: owner.$progress))
    // The reader takes the proposal, 200 × 10; the fill is 0.25 × 200 = 50 wide, at the leading edge (x 0).
    var result = try bar.node.layout(proposal: ProposedViewSize(width: 200, height: 10), configuration: .monospaced)
    #expect(result["track"] == CGRect(x: 0, y: 0, width: 200, height: 10))
    #expect(result["fill"] == CGRect(x: 0, y: 0, width: 50, height: 10))
    // A write through the binding reaches the owner's state; the next layout reads it: 0.6 × 200 = 120.
    bar.progress = 0.6
    #expect(owner.progress == 0.6)
    result = try bar.node.layout(proposal: ProposedViewSize(width: 200, height: 10), configuration: .monospaced)
    #expect(result["fill"] == CGRect(x: 0, y: 0, width: 120, height: 10))
  }

  @Test func bindingsOfStateCrossTasksThroughTheLockedBox() async {
    let owner = Owner()
    let binding = requireSendable(owner.$progress)
    let derived = requireSendable(Binding<CGFloat?>(binding))
    await withTaskGroup(of: Void.self) { group in
      for index in 1...8 {
        group.addTask { binding.wrappedValue = CGFloat(index) }
        group.addTask { _ = derived.wrappedValue }
      }
    }
    // Each write went to the one box: the value left is one of theirs (0.25 is none of them).
    #expect((1...8).contains { CGFloat($0) == owner.progress })
  }

  @Test func derivedBindingsReadAndWriteThroughTheirBase() {
    struct Pair: Sendable { var a = 1, b = 2 }
    let state = State(wrappedValue: Pair())
    let b = requireSendable(state.projectedValue.b)
    b.wrappedValue = 7
    #expect(state.wrappedValue.a == 1)
    #expect(state.wrappedValue.b == 7)
    let constant = requireSendable(Binding.constant(3))
    constant.wrappedValue = 4
    #expect(constant.wrappedValue == 3)
  }
}
