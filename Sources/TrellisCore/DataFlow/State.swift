/// A value a view owns and may change (SwiftUI's `@State`), headless:
///
/// ```swift
/// struct Counter: View {
///   @State private var count = 0
///   var body: some View {
///     VStack {
///       Text("\(count)")
///       Button("Add") { count += 1 }
///       Stepper("Count", value: $count)  // $count is a Binding<Int>
///     }
///   }
/// }
/// ```
///
/// The value lives in a box shared by every copy of the view, so a body, a closure or a ``Binding`` may assign it
/// (`nonmutating set`, as in SwiftUI). Trellis builds a view's node once and keeps no view graph, so an assignment
/// changes what the next build of the view reads, and nothing is laid out again by itself: to see a change, build
/// and lay out again. A view made anew starts from its initial value (SwiftUI keeps the value for the view's
/// lifetime in its graph; headless, the view value is that lifetime).
///
/// Concurrency: SwiftUI's views are `@MainActor`; Trellis's ``View`` is not (a tree may be built on any task). The
/// box is guarded by a lock, and `State` is `Sendable` when its value is, so a view whose stored properties are all
/// `Sendable` (Swift infers that for a non-public struct) is `Sendable` too, and the `@Sendable` closures of
/// Trellis's readers (`WidthReader { width in … }`, `onSizeChange { size = $0 }`) may capture it: they run on the
/// task that lays the node out, which may be another one. A ``Binding`` is `Sendable` when its value is, as in SwiftUI,
/// and `$x` reaches the same locked box, so a view with a `@Binding` may be captured too.
///
/// - Complexity: O(1) for every member.
@propertyWrapper
public struct State<Value>: DynamicProperty {
  /// The box every copy of the view shares.
  let box: StateBox<Value>

  /// State whose initial value is `wrappedValue` (`@State var count = 0`).
  public init(wrappedValue: Value) { box = StateBox(wrappedValue) }

  /// State whose initial value is `value` (`_count = State(initialValue: 0)` in a view's `init`).
  public init(initialValue value: Value) { self.init(wrappedValue: value) }

  /// The current value; assigning it changes the box shared by the view's copies.
  public var wrappedValue: Value {
    get { box.value }
    nonmutating set { box.value = newValue }
  }

  /// A ``Binding`` to the value (`$count`).
  public var projectedValue: Binding<Value> {
    let box = self.box
    // The box is locked; the binding crosses tasks only when it is `Sendable`, so when the value is.
    return Binding(unchecked: { box.value }, set: { box.value = $0 })
  }
}

extension State where Value: ExpressibleByNilLiteral {
  /// State whose initial value is `nil` (`@State var selection: Item?`).
  public init() { self.init(wrappedValue: nil) }
}

/// The storage of a ``State`` or a ``StateObject``: one value, shared by every copy of the view that declares it.
///
/// A lock guards the value, so the box may be shared between tasks when the value is `Sendable`: a reader's closure
/// that captures a view's state may run on the task that lays the node out while the view's own task assigns it.
final class StateBox<Value> {
  /// Held while the value is read or written.
  private let lock = Lock(())
  /// The value; only reached with the lock held.
  private var stored: Value

  init(_ value: Value) { stored = value }

  /// The value, read or written with the lock held (a `+=` reads and writes in two steps, as an assignment of
  /// SwiftUI's state does).
  var value: Value {
    get { lock.withLockHeld { stored } }
    set { lock.withLockHeld { stored = newValue } }
  }
}

// SAFETY: the only mutable storage, `stored`, is reached only with `lock` held, and the values that cross tasks
// through it are `Sendable`.
extension StateBox: @unchecked Sendable where Value: Sendable {}

extension State: Sendable where Value: Sendable {}

/// A property of a view that SwiftUI updates before the body runs (SwiftUI's `DynamicProperty`); headless, there is
/// nothing to update, and the protocol marks the property wrappers of data flow (``State``, ``Binding``,
/// ``Environment``, ``ObservedObject`` …) for code that is generic over them.
public protocol DynamicProperty {
  /// Called before the body is built in SwiftUI; Trellis never calls it.
  mutating func update()
}

extension DynamicProperty {
  /// Nothing to update.
  public mutating func update() {}
}
