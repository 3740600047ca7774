/// A reference to a value stored elsewhere (SwiftUI's `@Binding`): a getter and a setter.
///
/// ```swift
/// struct Row: View {
///   @Binding var isOn: Bool
///   var body: some View { Text(isOn ? "On" : "Off") }
/// }
/// Row(isOn: $flag)                 // from a @State
/// Row(isOn: .constant(true))       // a value that never changes
/// Row(isOn: Binding(get: { model.on }, set: { model.on = $0 }))
/// ```
///
/// `$binding.field` is a binding to a field of the value (dynamic member lookup), as in SwiftUI.
///
/// Concurrency, as SwiftUI declares it (iOS 18 and later): a binding is `Sendable` when its value is, and
/// `init(get:set:)` takes `@Sendable` closures (SwiftUI's are also `@isolated(any)`, which inherits the main actor a
/// view's body runs on; Trellis's views are not isolated). So a view with a `@Binding` is `Sendable` when its other
/// stored properties are, and the `@Sendable` closures of Trellis's readers (`GeometryReader { proxy in … }`) may read
/// the binding. Where a binding may be read from another task:
///
/// | made from | reading and writing on another task |
/// | --- | --- |
/// | `@State`'s `$x` | safe: the state's box is locked |
/// | `.constant(v)` | safe: the value never changes |
/// | `Binding(get:set:)` | safe as far as the `@Sendable` closures are (the compiler checks what they capture) |
/// | `$model.field` of an object (`@ObservedObject`, `@StateObject`, `@Bindable`) | reads and writes the object on the task that reads the binding: read it on the task that owns the object (SwiftUI's rule too: its documentation says such access "may or may not be safe, depending on how the binding was created") |
///
/// - Complexity: O(1) for every member, plus the getter's or setter's cost.
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value>: DynamicProperty {
  /// Reads the value.
  let getter: @Sendable () -> Value
  /// Writes the value.
  let setter: @Sendable (Value) -> Void

  /// A binding that reads with `get` and writes with `set` (both `@Sendable`, as SwiftUI declares them).
  public init(get: @escaping @Sendable () -> Value, set: @escaping @Sendable (Value) -> Void) {
    getter = get
    setter = set
  }

  /// A binding that reads with `get` and writes with `set`; the transaction is accepted and ignored (Trellis does not
  /// animate).
  public init(get: @escaping @Sendable () -> Value, set: @escaping @Sendable (Value, Transaction) -> Void) {
    self.init(get: get, set: { set($0, Transaction()) })
  }

  /// A binding over closures that are not `Sendable`: for the bindings Trellis makes from a constant, a state, another
  /// binding through a key path or an index, or an object's property. Each caller says why the closures may cross tasks; see the table in the type's documentation.
  init(unchecked get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    let access = UncheckedAccess(get: get, set: set)
    self.init(get: { access.get() }, set: { access.set($0) })
  }

  /// The binding itself, for the `@Binding var x` a memberwise initialiser takes (`Row(isOn: $flag)`).
  public init(projectedValue: Binding<Value>) { self = projectedValue }

  /// A binding to a value that never changes: writes are ignored.
  ///
  /// The value is captured once and never written, so the binding may be read on any task when the value is
  /// `Sendable` (when it is not, the binding is not `Sendable` either).
  public static func constant(_ value: Value) -> Binding<Value> {
    Binding(unchecked: { value }, set: { _ in })
  }

  /// The value the binding refers to; assigning writes through the setter.
  public var wrappedValue: Value {
    get { getter() }
    nonmutating set { setter(newValue) }
  }

  /// The binding itself (`$isOn` inside the view that declares `@Binding var isOn`).
  public var projectedValue: Binding<Value> { self }

  /// A binding to the field at `keyPath` of the value (`$person.name`).
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
    let getter = self.getter
    let setter = self.setter
    // This binding's `@Sendable` closures and the key path, which is never changed once made.
    return Binding<Subject>(
      unchecked: { getter()[keyPath: keyPath] },
      set: { newValue in
        var value = getter()
        value[keyPath: keyPath] = newValue
        setter(value)
      })
  }

  /// The same binding: animation is not run headless (SwiftUI's `animation(_:)` on a binding).
  public func animation(_ animation: Animation? = .default) -> Binding<Value> { self }

  /// The same binding (SwiftUI's `transaction(_:)`; Trellis does not animate).
  public func transaction(_ transaction: Transaction) -> Binding<Value> { self }
}

/// A binding is `Sendable` when its value is, as SwiftUI's (its getter and setter are `@Sendable`).
extension Binding: Sendable where Value: Sendable {}

/// Closures that are not `Sendable`, carried by a binding's `@Sendable` ones (``Binding/init(unchecked:set:)``).
private struct UncheckedAccess<Value>: @unchecked Sendable {
  // SAFETY: its callers capture a constant (never written; it crosses tasks only inside a binding that is `Sendable`,
  // so when the value is), another binding's `@Sendable` closures with a key path or an index (never changed once
  // made), a state's box (locked; the same holds for the values), or an object, which is read on the
  // reading task, as Binding's documentation states (and as SwiftUI's does).
  let get: () -> Value
  let set: (Value) -> Void
}

extension Binding {
  /// A binding to an optional value from a binding to the value (`Binding($text)`), as SwiftUI's `init(_:)`.
  public init<V>(_ base: Binding<V>) where Value == V? {
    let getter = base.getter
    let setter = base.setter
    self.init(get: { getter() }, set: { if let value = $0 { setter(value) } })
  }

  /// A binding to the wrapped value of a binding to an optional, or `nil` when the value is `nil` now.
  public init?(_ base: Binding<Value?>) {
    guard let value = base.wrappedValue else { return nil }
    let getter = base.getter
    let setter = base.setter
    // `value` is the value read now, kept for when the optional becomes `nil` later.
    let fallback = UncheckedAccess(get: { value }, set: { _ in })
    self.init(get: { getter() ?? fallback.get() }, set: { setter($0) })
  }
}

extension Binding: Identifiable where Value: Identifiable {
  /// The identity of the value the binding refers to (so that `ForEach($items)` works).
  public var id: Value.ID { wrappedValue.id }
}

extension Binding: Sequence where Value: MutableCollection {
  /// Bindings to the collection's elements, as in `ForEach($items) { $item in … }`.
  public typealias Element = Binding<Value.Element>
  /// Iterates over bindings to the elements.
  public typealias Iterator = IndexingIterator<Binding<Value>>
  /// Sub-sequences are slices of the bindings.
  public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection {
  /// The index type of the collection.
  public typealias Index = Value.Index
  /// The first index.
  public var startIndex: Index { wrappedValue.startIndex }
  /// The index past the end.
  public var endIndex: Index { wrappedValue.endIndex }
  /// The index after `i`.
  public func index(after i: Index) -> Index { wrappedValue.index(after: i) }
  /// A binding to the element at `position`.
  public subscript(position: Index) -> Binding<Value.Element> {
    let getter = self.getter
    let setter = self.setter
    // This binding's `@Sendable` closures and the index, a value captured once and never changed.
    return Binding<Value.Element>(
      unchecked: { getter()[position] },
      set: { newValue in
        var value = getter()
        value[position] = newValue
        setter(value)
      })
  }
}

extension Binding: BidirectionalCollection where Value: MutableCollection & BidirectionalCollection {
  /// The index before `i`.
  public func index(before i: Index) -> Index { wrappedValue.index(before: i) }
}

extension Binding: RandomAccessCollection where Value: MutableCollection & RandomAccessCollection {}

/// The context of a change (SwiftUI's `Transaction`): its animation, recorded and never run.
///
/// - Complexity: O(1) for every member.
public struct Transaction: Sendable {
  /// The animation the change asks for.
  public var animation: Animation?
  /// Whether animations of the views below are turned off.
  public var disablesAnimations = false
  /// A transaction with `animation`.
  public init(animation: Animation? = nil) { self.animation = animation }
}

/// Runs `body` and returns its result, as SwiftUI's `withAnimation(_:_:)` does without animating: headless, a change
/// is laid out again as a whole (compare the two results with `LayoutResult.interpolated(to:fraction:)`).
///
/// - Complexity: that of `body`.
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
  try body()
}

/// Runs `body` and returns its result (SwiftUI's `withTransaction(_:_:)`; nothing is animated).
///
/// - Complexity: that of `body`.
@discardableResult
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
  try body()
}
