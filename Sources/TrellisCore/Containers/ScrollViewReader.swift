/// A view whose content can scroll the scroll views around it to a view's id (SwiftUI's `ScrollViewReader`): it
/// lays out as its content, built once with a ``ScrollViewProxy``. Nothing scrolls headless: the proxy's
/// ``ScrollViewProxy/scrollTo(_:anchor:)`` does nothing, and the actions that call it never run.
///
/// ```swift
/// ScrollView {
///   ScrollViewReader { proxy in
///     VStack { … }.onAppear { proxy.scrollTo("bottom") }   // laid out as the VStack, from the top
///   }
/// }
/// ```
///
/// - Complexity: that of building the content.
public struct ScrollViewReader<Content: View>: View {
  public let node: Node

  /// The content built with a proxy.
  public init(@ViewBuilder content: (ScrollViewProxy) -> Content) {
    node = content(ScrollViewProxy()).node
  }

  /// `true`: the content may be a group, whose views join the reader's container.
  public static var mayBeGroup: Bool { true }
}

/// What a ``ScrollViewReader`` passes its content (SwiftUI's `ScrollViewProxy`): scrolling requests, which do nothing
/// headless.
///
/// - Complexity: O(1) for every member.
public struct ScrollViewProxy: Sendable {
  /// Does nothing: a headless layout is always at its scroll views' starts (SwiftUI scrolls the view with `id` to
  /// `anchor`).
  public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {}
}
