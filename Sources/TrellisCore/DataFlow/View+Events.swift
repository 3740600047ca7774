/// SwiftUI's event handlers, gestures and preferences: each is accepted with SwiftUI's signature and recorded by
/// name in the node's ``DrawingStyle/handlers``; its closure is dropped and never called, since nothing appears,
/// changes or is touched headless. No frame changes, and no node is added.
///
/// The closures are not `@Sendable` (SwiftUI's `task` asks for one that is sent to the main actor): a pasted
/// `.task { await model.load() }` captures a view that is not `Sendable` and still compiles, and it never runs.
///
/// - Complexity: O(1) for every member, plus copying the node's handlers.
extension View {
  /// Records an action to run when the view appears (never run).
  public func onAppear(perform action: (() -> Void)? = nil) -> Node { recording("onAppear") }

  /// Records an action to run when the view disappears (never run).
  public func onDisappear(perform action: (() -> Void)? = nil) -> Node { recording("onDisappear") }

  /// Records an asynchronous task to start when the view appears (never started).
  public func task(priority: TaskPriority = .userInitiated, _ action: @escaping () async -> Void) -> Node {
    recording("task")
  }

  /// Records an asynchronous task to start when the view appears and restart when `id` changes (never started).
  public func task(
    id value: some Equatable, priority: TaskPriority = .userInitiated, _ action: @escaping () async -> Void
  ) -> Node {
    recording("task")
  }

  /// Records an action for `count` taps (never run).
  public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> Node {
    recording("onTapGesture")
  }

  /// Records an action for a long press (never run).
  public func onLongPressGesture(
    minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void,
    onPressingChanged: ((Bool) -> Void)? = nil
  ) -> Node {
    recording("onLongPressGesture")
  }

  /// Records an action to run when the pointer enters or leaves the view (macOS's and iPadOS's `onHover(perform:)`;
  /// never run: nothing hovers headless).
  public func onHover(perform action: @escaping (Bool) -> Void) -> Node { recording("onHover") }

  /// Records an action to run as the pointer moves over the view (SwiftUI's `onContinuousHover(coordinateSpace:perform:)`;
  /// never run).
  public func onContinuousHover(
    coordinateSpace: CoordinateSpace = .local, perform action: @escaping (HoverPhase) -> Void
  ) -> Node {
    recording("onContinuousHover")
  }

  /// Records `gesture` (never recognised).
  public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> Node {
    recording("gesture(\(G.self))")
  }

  /// Records `gesture`, recognised with the view's own (never recognised).
  public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> Node {
    recording("simultaneousGesture(\(G.self))")
  }

  /// Records `gesture`, recognised before the view's own (never recognised).
  public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> Node {
    recording("highPriorityGesture(\(G.self))")
  }

  /// Records an action to run when `value` changes (iOS 14's form; never run).
  public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> Node {
    recording("onChange")
  }

  /// Records an action to run when `value` changes, with the old and new values (never run).
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
  ) -> Node {
    recording("onChange")
  }

  /// Records an action to run when `value` changes (never run).
  public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> Node {
    recording("onChange")
  }

  /// Sets `key`'s value to `value` for this view (SwiftUI's `preference(key:value:)`), replacing the value the views
  /// inside it set; recorded as `"preference(Key)"` too. A ``View/overlayPreferenceValue(_:alignment:_:)`` or
  /// ``View/backgroundPreferenceValue(_:alignment:_:)`` above reads it, reduced with its siblings' values by the
  /// key's `reduce(value:nextValue:)`; ``onPreferenceChange(_:perform:)`` never runs.
  ///
  /// - Complexity: O(1), plus copying the node's handlers.
  public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> Node {
    let value = ContentClosure<Void, K.Value> { value }
    let writer = PreferenceWriter(key: ObjectIdentifier(K.self), readsFrame: false) { _, _ in value(()) }
    return recording("preference(\(K.self))").updatingAttributes { $0.preferences.append(writer) }
  }

  /// Changes `key`'s value, as the views inside this one set it (or the key's default value), with `callback`
  /// (SwiftUI's `transformPreference(_:_:)`); recorded as `"transformPreference(Key)"` too. The closure runs while a
  /// preference overlay above reads the value, on the task doing the layout.
  ///
  /// - Complexity: O(1), plus copying the node's handlers.
  public func transformPreference<K: PreferenceKey>(
    _ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void
  ) -> Node {
    let change = ContentClosure<K.Value, K.Value> { value in
      var value = value
      callback(&value)
      return value
    }
    let writer = PreferenceWriter(key: ObjectIdentifier(K.self), readsFrame: false) { below, _ in
      change((below as? K.Value) ?? K.defaultValue)
    }
    return recording("transformPreference(\(K.self))").updatingAttributes { $0.preferences.append(writer) }
  }

  /// Records an action to run when the value of `key` below changes (never run).
  public func onPreferenceChange<K: PreferenceKey>(
    _ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void
  ) -> Node {
    recording("onPreferenceChange(\(K.self))")
  }

  /// Records whether the controls below are enabled (`disabled(true)`): the setting changes no frame.
  public func disabled(_ disabled: Bool) -> Node { disabled ? recording("disabled") : node }

  /// The node with `name` appended to its ``DrawingStyle/handlers``.
  func recording(_ name: String) -> Node { restyled { $0.handlers.append(name) } }
}

/// A value views below set and views above read (SwiftUI's `PreferenceKey`): `preference(key:value:)` and
/// `onPreferenceChange(_:perform:)` are accepted and recorded (see ``DrawingStyle/handlers``); nothing is collected
/// headless, so `reduce(value:nextValue:)` is never called.
public protocol PreferenceKey {
  /// The type of the preference's value.
  associatedtype Value
  /// The value when no view sets one.
  static var defaultValue: Value { get }
  /// Combines the value of the views so far with the next one's.
  static func reduce(value: inout Value, nextValue: () -> Value)
}

/// A gesture (SwiftUI's `Gesture`): accepted with its values' types, so that handlers type-check, and never
/// recognised.
public protocol Gesture {
  /// What the gesture reports while it changes and when it ends.
  associatedtype Value
}

extension Gesture {
  /// Records an action for the gesture's changes (never run).
  public func onChanged(_ action: @escaping (Value) -> Void) -> Self { self }
  /// Records an action for the gesture's end (never run).
  public func onEnded(_ action: @escaping (Value) -> Void) -> Self { self }
}

/// Which gestures a `gesture(_:including:)` enables (SwiftUI's `GestureMask`); recorded with the gesture.
public struct GestureMask: OptionSet, Sendable {
  /// The bits.
  public let rawValue: UInt8
  /// A mask of `rawValue`'s bits.
  public init(rawValue: UInt8) { self.rawValue = rawValue }
  /// No gestures.
  public static let none: GestureMask = []
  /// The attached gesture.
  public static let gesture = GestureMask(rawValue: 1)
  /// The gestures of the views below.
  public static let subviews = GestureMask(rawValue: 2)
  /// Both.
  public static let all: GestureMask = [.gesture, .subviews]
}

/// A tap (SwiftUI's `TapGesture`).
public struct TapGesture: Gesture {
  /// A tap reports nothing.
  public typealias Value = Void
  /// The number of taps.
  public var count: Int
  /// A gesture of `count` taps.
  public init(count: Int = 1) { self.count = count }
}

/// A long press (SwiftUI's `LongPressGesture`); reports whether the press is still down.
public struct LongPressGesture: Gesture {
  /// Whether the press is down.
  public typealias Value = Bool
  /// How long the press lasts, in seconds.
  public var minimumDuration: Double
  /// How far the finger may move, in points.
  public var maximumDistance: CGFloat
  /// A press of at least `minimumDuration` seconds.
  public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
    self.minimumDuration = minimumDuration
    self.maximumDistance = maximumDistance
  }
}

/// A drag (SwiftUI's `DragGesture`).
public struct DragGesture: Gesture {
  /// How far the finger moves before the drag starts.
  public var minimumDistance: CGFloat
  /// The space the values are in.
  public var coordinateSpace: CoordinateSpace
  /// A drag that starts after `minimumDistance` points.
  public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
    self.minimumDistance = minimumDistance
    self.coordinateSpace = coordinateSpace
  }

  /// Where a drag is (SwiftUI's `DragGesture.Value`).
  public struct Value: Equatable, Sendable {
    /// When the value was reported.
    public var time: Date
    /// Where the finger is.
    public var location: CGPoint
    /// Where the drag started.
    public var startLocation: CGPoint
    /// Where the drag would end if the finger let go now.
    public var predictedEndLocation: CGPoint
    /// The distance from the start.
    public var translation: CGSize {
      CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
    }
    /// The distance from the start to the predicted end.
    public var predictedEndTranslation: CGSize {
      CGSize(width: predictedEndLocation.x - startLocation.x, height: predictedEndLocation.y - startLocation.y)
    }
    /// The speed, in points per second (zero: nothing moves headless).
    public var velocity: CGSize { .zero }
  }
}

/// A pinch (SwiftUI's `MagnificationGesture`); reports the scale.
public struct MagnificationGesture: Gesture {
  /// The scale of the pinch.
  public typealias Value = CGFloat
  /// The smallest scale that starts the gesture.
  public var minimumScaleDelta: CGFloat
  /// A pinch.
  public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
}

/// A pinch (SwiftUI's `MagnifyGesture`).
public struct MagnifyGesture: Gesture {
  /// The smallest scale that starts the gesture.
  public var minimumScaleDelta: CGFloat
  /// A pinch.
  public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
  /// What a pinch reports.
  public struct Value: Equatable, Sendable {
    /// When the value was reported.
    public var time: Date
    /// The scale.
    public var magnification: CGFloat
    /// Where the pinch started.
    public var startLocation: CGPoint
  }
}

/// A rotation (SwiftUI's `RotationGesture`); reports the angle.
public struct RotationGesture: Gesture {
  /// The angle turned.
  public typealias Value = Angle
  /// The smallest angle that starts the gesture.
  public var minimumAngleDelta: Angle
  /// A rotation.
  public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
}

/// Where the pointer is over a view (SwiftUI's `HoverPhase`), what ``View/onContinuousHover(coordinateSpace:perform:)``
/// would report; never reported headless.
public enum HoverPhase: Equatable, Sendable {
  /// The pointer is over the view, at this point in the modifier's coordinate space.
  case active(CGPoint)
  /// The pointer left the view.
  case ended
}
