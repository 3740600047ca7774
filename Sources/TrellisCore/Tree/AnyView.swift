/// A type-erased view, SwiftUI's `AnyView`: it stands for the node of the view it wraps.
///
/// ```swift
/// func badge(_ count: Int) -> AnyView {
///   count > 0 ? AnyView(Text("\(count)")) : AnyView(EmptyView())
/// }
/// ```
public struct AnyView: View, Sendable {
  public let node: Node

  /// Wraps `view`.
  ///
  /// - Complexity: that of building `view`.
  public init(_ view: some View) { node = view.node }

  /// `true`: the wrapped view may be a group.
  public static var mayBeGroup: Bool { true }
}
