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
/// `$binding.field` is a binding to a field of the value (dynamic member lookup), as in SwiftUI. Unlike ``State``
/// (whose box is locked), a binding is not `Sendable`: its getter and setter are the caller's closures and may
/// capture anything, so it stays on the task that built the view.
///
/// - Complexity: O(1) for every member, plus the getter's or setter's cost.
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value>: DynamicProperty {
  /// Reads the value.
  let getter: () -> Value
  /// Writes the value.
  let setter: (Value) -> Void

  /// A binding that reads with `get` and writes with `set`.
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    getter = get
    setter = set
  }

  /// A binding that reads with `get` and writes with `set`; the transaction is accepted and ignored (Trellis does not
  /// animate).
  public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
    self.init(get: get, set: { set($0, Transaction()) })
  }

  /// The binding itself, for the `@Binding var x` a memberwise initialiser takes (`Row(isOn: $flag)`).
  public init(projectedValue: Binding<Value>) { self = projectedValue }

  /// A binding to a value that never changes: writes are ignored.
  public static func constant(_ value: Value) -> Binding<Value> { Binding(get: { value }, set: { _ in }) }

  /// The value the binding refers to; assigning writes through the setter.
  public var wrappedValue: Value {
    get { getter() }
    nonmutating set { setter(newValue) }
  }

  /// The binding itself (`$isOn` inside the view that declares `@Binding var isOn`).
  public var projectedValue: Binding<Value> { self }

  /// A binding to the field at `keyPath` of the value (`$person.name`).
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
    Binding<Subject>(
      get: { self.getter()[keyPath: keyPath] },
      set: { newValue in
        var value = self.getter()
        value[keyPath: keyPath] = newValue
        self.setter(value)
      })
  }

  /// The same binding: animation is not run headless (SwiftUI's `animation(_:)` on a binding).
  public func animation(_ animation: Animation? = .default) -> Binding<Value> { self }

  /// The same binding (SwiftUI's `transaction(_:)`; Trellis does not animate).
  public func transaction(_ transaction: Transaction) -> Binding<Value> { self }
}

extension Binding {
  /// A binding to an optional value from a binding to the value (`Binding($text)`), as SwiftUI's `init(_:)`.
  public init<V>(_ base: Binding<V>) where Value == V? {
    self.init(get: { base.wrappedValue }, set: { if let value = $0 { base.wrappedValue = value } })
  }

  /// A binding to the wrapped value of a binding to an optional, or `nil` when the value is `nil` now.
  public init?(_ base: Binding<Value?>) {
    guard let value = base.wrappedValue else { return nil }
    self.init(get: { base.wrappedValue ?? value }, set: { base.wrappedValue = $0 })
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
    Binding<Value.Element>(get: { self.wrappedValue[position] }, set: { self.wrappedValue[position] = $0 })
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
