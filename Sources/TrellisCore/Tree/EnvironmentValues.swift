/// The values a view passes down to the views below it (SwiftUI's `EnvironmentValues`), set with
/// ``View/environment(_:_:)`` through a key path and read with ``Environment``, as in SwiftUI:
///
/// ```swift
/// HStack { Box(width: 50, height: 10); Box(width: 30, height: 10) }
///   .environment(\.layoutDirection, .rightToLeft)
/// ```
///
/// Two kinds of values. Those that change layout (``layoutDirection``, ``dynamicTypeSize``, ``font``,
/// ``lineLimit``, ``multilineTextAlignment``) become attributes of the node they are set on, so they reach every view
/// below, however it was built. Every value (those, the others SwiftUI offers here, your own ``EnvironmentKey``s and
/// the objects of ``View/environmentObject(_:)``) is also what a body's ``Environment`` reads while the view is
/// built: ``current`` during the build of the view the modifier is applied to (see ``Environment`` for what that
/// reaches).
///
/// - Complexity: O(1) for every member; a custom key's or object's lookup is a dictionary's.
public struct EnvironmentValues: Sendable {
  /// The layout direction set by this value, `nil` when it sets none (the direction is then inherited).
  var explicitLayoutDirection: LayoutDirection?
  /// The Dynamic Type size set by this value, `nil` when it sets none.
  var explicitDynamicTypeSize: DynamicTypeSize?
  /// The font set by this value: `nil` when it sets none, `.some(nil)` when it sets "no font" (the default).
  var explicitFont: Font??
  /// The line limit set by this value, as ``explicitFont``.
  var explicitLineLimit: Int??
  /// The alignment of lines set by this value, `nil` when it sets none.
  var explicitTextAlignment: TextAlignment?
  /// Custom keys' values and environment objects, by the key's or object's type.
  var extra = Extra()

  /// Values that set nothing: every view below inherits what its ancestors set.
  public init() {}

  /// The values in effect while a view is built (those set around the build by ``View/environment(_:_:)`` and
  /// ``View/environmentObject(_:)``), read by ``Environment`` and ``EnvironmentObject``.
  @TaskLocal public static var current = EnvironmentValues()

  /// The direction in which horizontal layouts run below the view (left to right unless set).
  ///
  /// Right to left mirrors every container's placement horizontally inside the container: an HStack runs from the
  /// right, `.leading` is the right edge, `padding(.leading)` insets the right side. Frames are still reported in
  /// left-to-right coordinates. A text's size does not change, but its lines do move: `multilineTextAlignment`'s
  /// `.leading` is the right edge, and a paragraph without a strong character (digits, punctuation) is set right
  /// to left.
  public var layoutDirection: LayoutDirection {
    get { explicitLayoutDirection ?? .leftToRight }
    set { explicitLayoutDirection = newValue }
  }

  /// The Dynamic Type size of the texts below (``DynamicTypeSize/large`` unless set): the same setting as
  /// `dynamicTypeSize(_:)`.
  public var dynamicTypeSize: DynamicTypeSize {
    get { explicitDynamicTypeSize ?? .large }
    set { explicitDynamicTypeSize = newValue }
  }

  /// The font of the texts below (`nil`, the body style, unless set): the same setting as `font(_:)`.
  public var font: Font? {
    get { explicitFont ?? nil }
    set { explicitFont = .some(newValue) }
  }

  /// The line limit of the texts below (`nil`, none, unless set): the same setting as `lineLimit(_:)`.
  public var lineLimit: Int? {
    get { explicitLineLimit ?? nil }
    set { explicitLineLimit = .some(newValue) }
  }

  /// How the lines of the texts below are aligned (``TextAlignment/leading`` unless set): the same setting as
  /// `multilineTextAlignment(_:)`.
  public var multilineTextAlignment: TextAlignment {
    get { explicitTextAlignment ?? .leading }
    set { explicitTextAlignment = newValue }
  }

  /// The value of a custom key (``EnvironmentKey``), its default value unless set.
  public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
    get { extra.values[ObjectIdentifier(key)].flatMap { $0 as? Key.Value } ?? Key.defaultValue }
    set { extra.values[ObjectIdentifier(key)] = newValue }
  }

  /// The environment object of type `type`, or `nil`.
  func object<Object: AnyObject>(_ type: Object.Type) -> Object? {
    extra.objects[ObjectIdentifier(type)].flatMap { $0 as? Object }
  }

  /// Puts `object` in the environment under its type.
  mutating func setObject<Object: AnyObject>(_ object: Object?) {
    extra.objects[ObjectIdentifier(Object.self)] = object
  }

  /// Custom keys' values and environment objects. They are the user's values, of any type (SwiftUI does not ask for
  /// `Sendable` either); they are written and read while a tree is built, on the thread that builds it, and a
  /// `Node` never holds them, so what is sent between tasks never carries them.
  struct Extra: @unchecked Sendable {
    var values: [ObjectIdentifier: Any] = [:]
    var objects: [ObjectIdentifier: AnyObject] = [:]
  }
}

/// A key for a value of your own in ``EnvironmentValues`` (SwiftUI's `EnvironmentKey`):
///
/// ```swift
/// private struct AccentSpacingKey: EnvironmentKey {
///   static let defaultValue: CGFloat = 8
/// }
/// extension EnvironmentValues {
///   var accentSpacing: CGFloat {
///     get { self[AccentSpacingKey.self] }
///     set { self[AccentSpacingKey.self] = newValue }
///   }
/// }
/// ```
public protocol EnvironmentKey {
  /// The type of the key's value.
  associatedtype Value
  /// The value when no ancestor sets one.
  static var defaultValue: Value { get }
}
