/// The coordinate spaces a ``GeometryProxy`` answers frames in (SwiftUI's `CoordinateSpace`): `.local`, `.global`
/// and `.named(_:)`.
///
/// SwiftUI's is an enum whose `named` case holds an `AnyHashable`; this one is a struct with the same three spellings,
/// because an `AnyHashable` is not `Sendable`: a name here is any `Hashable & Sendable` value.
///
/// - Complexity: O(1) for every member.
public struct CoordinateSpace: Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    case local, global
    case named(SpaceName)
  }

  let kind: Kind

  /// The view's own coordinates: its top-leading corner is (0, 0).
  public static let local = CoordinateSpace(kind: .local)
  /// The root's coordinates: the frames a ``LayoutResult`` reports.
  public static let global = CoordinateSpace(kind: .global)

  /// The coordinates of the nearest ancestor named `name` with ``View/coordinateSpace(name:)`` (SwiftUI's
  /// `.named(_:)`).
  ///
  /// ```swift
  /// proxy.frame(in: .named("scroll")).minY
  /// ```
  public static func named(_ name: some Hashable & Sendable) -> CoordinateSpace {
    CoordinateSpace(kind: .named(SpaceName(name)))
  }
}

/// A space's name: a `Hashable & Sendable` value, compared as an `AnyHashable`.
struct SpaceName: Hashable, @unchecked Sendable {
  // SAFETY: `@unchecked Sendable`: the name is only ever made from a `Sendable` value (``init(_:)``), and an
  // `AnyHashable` adds no mutable state of its own; it is not `Sendable` only because it may hold any value.
  let value: AnyHashable

  init(_ name: some Hashable & Sendable) { value = AnyHashable(name) }
}

/// A named coordinate space, as iOS 17 spells it: `.coordinateSpace(.named("scroll"))`.
public struct NamedCoordinateSpace: Hashable, Sendable {
  /// The name.
  let name: SpaceName

  /// The space named `name`.
  public static func named(_ name: some Hashable & Sendable) -> NamedCoordinateSpace {
    NamedCoordinateSpace(name: SpaceName(name))
  }
}

extension View {
  /// Names this view's coordinate space, so that a ``GeometryReader`` inside it reads its frame relative to this view
  /// with `proxy.frame(in: .named(name))` (SwiftUI's `coordinateSpace(name:)`). It changes no size or position.
  ///
  /// ```swift
  /// VStack {
  ///   Box(width: 10, height: 40)
  ///   GeometryReader { proxy in Box(width: proxy.frame(in: .named("list")).minY, height: 5) }
  /// }.padding(20).coordinateSpace(name: "list")  // the box inside is 60 wide (20 + 40)
  /// ```
  ///
  /// - Complexity: O(1); a reader under it reads its frame in O(depth) when its content is built.
  public func coordinateSpace(name: some Hashable & Sendable) -> Node {
    layoutValue(key: CoordinateSpaceNameKey.self, value: SpaceName(name))
  }

  /// Names this view's coordinate space (iOS 17's spelling of ``coordinateSpace(name:)``).
  ///
  /// - Complexity: O(1).
  public func coordinateSpace(_ space: NamedCoordinateSpace) -> Node {
    layoutValue(key: CoordinateSpaceNameKey.self, value: space.name)
  }
}
