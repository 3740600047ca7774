/// An ``ObservableObject`` a view is handed (SwiftUI's `@ObservedObject`): the view reads the object, and
/// `$model.field` is a ``Binding`` to one of its properties.
///
/// - Complexity: O(1) for every member.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
  /// The object.
  public var wrappedValue: ObjectType

  /// Observes `wrappedValue` (`@ObservedObject var model: Model`, or `ObservedObject(wrappedValue: model)`).
  public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }

  /// Observes `initialValue`.
  public init(initialValue: ObjectType) { self.init(wrappedValue: initialValue) }

  /// Bindings to the object's properties (`$model.name`).
  public var projectedValue: ObjectBindings<ObjectType> { ObjectBindings(object: wrappedValue) }
}

/// An object that a view owns (SwiftUI's `@StateObject`): made once per view value from the expression given,
/// when first read, and shared by the view's copies.
///
/// - Complexity: O(1) for every member, plus making the object once.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
  /// The object once made, or how to make it.
  let box: StateBox<ObjectType?>
  /// Makes the object.
  let make: () -> ObjectType

  /// Owns the object `thunk` makes (`@StateObject var model = Model()`); it is made when first read.
  public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
    box = StateBox(nil)
    make = thunk
  }

  /// The object.
  public var wrappedValue: ObjectType {
    if let object = box.value { return object }
    let object = make()
    box.value = object
    return object
  }

  /// Bindings to the object's properties (`$model.name`).
  public var projectedValue: ObjectBindings<ObjectType> { ObjectBindings(object: wrappedValue) }
}

/// An ``ObservableObject`` an ancestor put in the environment with ``View/environmentObject(_:)`` (SwiftUI's
/// `@EnvironmentObject`).
///
/// The object is looked up when the view's body reads it, in the environment the view is built in: an
/// `environmentObject` applied to this view or to a view whose body builds it. Trellis builds a container's content
/// before a modifier on the container runs, so `VStack { Child() }.environmentObject(model)` does not reach `Child`
/// (Layout.md, "From SwiftUI"). As in SwiftUI, reading an object that is not there stops the program, with the
/// object's type in the message.
///
/// - Complexity: O(k) for k objects in the environment.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
  /// An object read from the environment.
  public init() {}

  /// The object of this type in the environment the view is built in.
  public var wrappedValue: ObjectType {
    guard let object = EnvironmentValues.current.object(ObjectType.self) else {
      fatalError(
        "No ObservableObject of type \(ObjectType.self) found: a view that reads it must be built under "
          + ".environmentObject(_:) (Layout.md, \"From SwiftUI\")")
    }
    return object
  }

  /// Bindings to the object's properties (`$model.name`).
  public var projectedValue: ObjectBindings<ObjectType> { ObjectBindings(object: wrappedValue) }
}

/// Bindings to the properties of an object (SwiftUI's `ObservedObject.Wrapper`, `Bindable`'s dynamic members):
/// `$model.name` is a ``Binding`` that reads and writes `model.name`.
///
/// - Complexity: O(1) for every member.
@dynamicMemberLookup
public struct ObjectBindings<ObjectType: AnyObject> {
  /// The object.
  let object: ObjectType

  /// A binding to the property at `keyPath`.
  public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
    let object = self.object
    // The object is read and written on the task that reads the binding (Binding's documentation).
    return Binding(unchecked: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
  }
}

/// Bindings to the properties of an `@Observable` object (SwiftUI's `@Bindable`): `$model.name` is a ``Binding``.
///
/// - Complexity: O(1) for every member.
@propertyWrapper @dynamicMemberLookup
public struct Bindable<Value: AnyObject & Observable>: DynamicProperty {
  /// The object.
  public var wrappedValue: Value

  /// Bindings to `wrappedValue`'s properties (`@Bindable var model: Model`).
  public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }

  /// Bindings to `object`'s properties (`Bindable(model).name`).
  public init(_ object: Value) { self.init(wrappedValue: object) }

  /// The bindings themselves (`$model`).
  public var projectedValue: Bindable<Value> { self }

  /// A binding to the property at `keyPath`.
  public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
    let object = wrappedValue
    // The object is read and written on the task that reads the binding (Binding's documentation).
    return Binding(unchecked: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
  }
}
