/// An object whose changes views observe (Combine's `ObservableObject`, which SwiftUI re-exports). Combine does not
/// exist on Linux, so Trellis declares the names a view file uses, headless: nothing observes anything, since a
/// Trellis view is built once and laid out as built.
///
/// ```swift
/// final class Model: ObservableObject {
///   @Published var items: [String] = []
/// }
/// struct List: View {
///   @ObservedObject var model: Model
///   var body: some View { VStack { ForEach(model.items, id: \.self) { Text($0) } } }
/// }
/// ```
///
/// - Complexity: O(1) for every member.
public protocol ObservableObject: AnyObject {
  /// What the object announces changes with (``ObservableObjectPublisher`` unless the object declares another).
  associatedtype ObjectWillChangePublisher = ObservableObjectPublisher

  /// Announces that the object is about to change.
  var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
  /// A publisher nobody subscribes to (a new one each time: it keeps nothing).
  public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher() }
}

/// The publisher of an ``ObservableObject``'s changes (Combine's `ObservableObjectPublisher`): `send()` is accepted
/// and does nothing, since nothing subscribes headless.
///
/// - Complexity: O(1) for every member.
public final class ObservableObjectPublisher: Sendable {
  /// A publisher.
  public init() {}
  /// Announces a change (to nobody).
  public func send() {}
}

/// A property of an ``ObservableObject`` whose changes announce the object's (Combine's `@Published`). Headless it
/// stores the value; `$property` is a ``Published/Publisher`` that remembers nothing and never publishes.
///
/// - Complexity: O(1) for every member.
@propertyWrapper
public struct Published<Value> {
  /// The stored value.
  var value: Value

  /// A published property with the initial value `wrappedValue` (`@Published var count = 0`).
  public init(wrappedValue: Value) { value = wrappedValue }

  /// A published property with the initial value `initialValue`.
  public init(initialValue: Value) { value = initialValue }

  /// The value.
  public var wrappedValue: Value {
    get { value }
    set { value = newValue }
  }

  /// The property's publisher (`$count`), for code that passes it on (`.onReceive(model.$count) { … }`).
  public var projectedValue: Publisher { Publisher(output: value) }

  /// The publisher of a ``Published`` property (Combine's `Published.Publisher`): the value when it was read;
  /// nothing subscribes headless.
  public struct Publisher {
    /// The property's value when the publisher was read.
    public let output: Value
  }
}
