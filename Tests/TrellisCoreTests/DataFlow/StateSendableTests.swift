import Testing

@testable import TrellisCore

/// `State` is `Sendable` when its value is: its box is locked, so a reader's `@Sendable` closure may capture a view's
/// state and run on the task that lays the node out.
@Suite struct StateSendableTests {
  /// A view whose only stored properties are state of `Sendable` values: Swift infers it `Sendable`.
  struct Counter: View {
    @State var count = 0
    var body: some View { Text("\(count)") }
  }

  func requireSendable<T: Sendable>(_ value: T) -> T { value }

  @Test func aViewOfSendableStateIsSendableAndSharesItsBox() async {
    let counter = requireSendable(Counter())
    // Assignments from many tasks at once reach the one box every copy shares, each under the lock: the value left
    // is one of theirs (the initial 0 is none of them).
    await withTaskGroup(of: Void.self) { group in
      for index in 1...8 {
        group.addTask { counter.$count.wrappedValue = index }
      }
    }
    #expect((1...8).contains(counter.count))
    let copy = counter
    copy.count = 12
    #expect(counter.count == 12)
  }
}
