/// Anything that can be laid out: it produces a ``Node`` of the layout tree.
///
/// Write your own views as in SwiftUI, with a `body` built by ``ViewBuilder``; the view's node is its body's node:
///
/// ```swift
/// struct Badge: View {
///   let count: Int
///   var body: some View {
///     HStack(spacing: 4) {
///       Text("Inbox")
///       if count > 0 { Text("\(count)") }
///     }
///   }
/// }
/// ```
///
/// Trellis's own containers (`HStack`, `VStack`, `HFlow`, …), leaves (`Box`, `Rectangle`, `Text`, `Spacer`) and
/// modified views implement ``node`` directly and have no body (their `Body` is `Never`). Modifiers (`frame`,
/// `padding`, `id`, …) are defined on `View` and return a ``Node``.
///
/// A view need not be `Sendable` (SwiftUI's views are not: a view may keep `let action: () -> Void`). What the engine
/// lays out, possibly from several tasks at once, is the view's ``node``, which is `Sendable`: to send a tree to
/// another task, send its node. A view's *type* is `Sendable` (`SendableMetatype`), so generic code may build views of
/// a type parameter in a `@Sendable` closure.
public protocol View: SendableMetatype {
  /// The type of the view's body: `some View` in a composite view, `Never` for a view that builds its node itself.
  associatedtype Body: View = Never

  /// The view's content, built from other views (SwiftUI's `body`).
  @ViewBuilder var body: Body { get }

  /// The node this view stands for. Defaults to the node of ``body``.
  var node: Node { get }

  /// Whether this type's ``node`` may be a group of views (``Node/isGroup``), which a container's builder replaces by
  /// the group's views. `true` for composite views (their body may be several views); `false` by default for views
  /// that build their node themselves, so that a builder of `Box`es and stacks never checks. A view of your own that
  /// builds its node from a builder closure or another view's node answers `true`.
  static var mayBeGroup: Bool { get }
}

extension View {
  /// The node of the view's ``body``.
  ///
  /// - Complexity: that of building the body.
  @inlinable public var node: Node { body.node }

  /// `true`: a composite view's body may be several views.
  @inlinable public static var mayBeGroup: Bool { true }
}

extension View where Body == Never {
  /// A view that builds its own ``node`` has no body; reading it is a programming error and stops the program.
  public var body: Never { fatalError("\(Self.self) has no body: it builds its node itself") }

  /// `false`: a view that builds its own node makes one node (``Group``, ``ForEach``, ``EmptyView``, ``AnyView``,
  /// ``Button`` and `Node` itself answer `true`).
  @inlinable public static var mayBeGroup: Bool { false }
}

extension Never: View {
  public typealias Body = Never
  /// `Never` has no values, so this is never called.
  public var node: Node { switch self {} }
}
