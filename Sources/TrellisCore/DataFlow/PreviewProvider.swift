/// A type that supplies previews of views (SwiftUI's `PreviewProvider`): a pasted file's
/// `struct ContentView_Previews: PreviewProvider` compiles, and its ``previews`` are views to lay out:
///
/// ```swift
/// struct Badge_Previews: PreviewProvider {
///   static var previews: some View {
///     Badge(count: 3)
///     Badge(count: 0).previewLayout(.sizeThatFits)
///   }
/// }
/// for preview in Badge_Previews.previewViews { print(try preview.layout(in: CGSize(width: 390, height: 844))) }
/// ```
///
/// The preview modifiers (`previewLayout`, `previewDisplayName`, `previewDevice`, `previewInterfaceOrientation`,
/// `preferredColorScheme`) are recorded in ``DrawingStyle/handlers`` and change no frame.
public protocol PreviewProvider {
  /// The type of ``previews``.
  associatedtype Previews: View
  /// The previews: one view or several.
  @ViewBuilder static var previews: Previews { get }
}

extension PreviewProvider {
  /// Each preview's node (the views of ``previews``, in order).
  ///
  /// - Complexity: that of building the previews.
  public static var previewViews: [Node] {
    let node = previews.node
    return node.isGroup ? node.children : [node]
  }
}

/// How a preview is sized (SwiftUI's `PreviewLayout`), recorded by ``View/previewLayout(_:)``.
public enum PreviewLayout: Hashable, Sendable {
  /// The preview device's screen.
  case device
  /// The view's own size.
  case sizeThatFits
  /// A fixed size.
  case fixed(width: CGFloat, height: CGFloat)
}

/// A preview device by name (SwiftUI's `PreviewDevice`), recorded by ``View/previewDevice(_:)``.
public struct PreviewDevice: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
  /// The device's name (`"iPhone 15"`).
  public let rawValue: String
  /// The device named `rawValue`.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// The device named `value`.
  public init(stringLiteral value: String) { self.init(rawValue: value) }
}

extension View {
  /// Records how the preview is sized (no frame changes).
  public func previewLayout(_ layout: PreviewLayout) -> Node { recording("previewLayout") }
  /// Records the preview's name (no frame changes).
  public func previewDisplayName(_ name: String?) -> Node { recording("previewDisplayName") }
  /// Records the preview's device (no frame changes).
  public func previewDevice(_ device: PreviewDevice?) -> Node { recording("previewDevice") }
  /// Records the preview's orientation (no frame changes).
  public func previewInterfaceOrientation(_ orientation: InterfaceOrientation) -> Node {
    recording("previewInterfaceOrientation")
  }
  /// Records the appearance the presentation asks for (no frame changes; see ``EnvironmentValues/colorScheme``
  /// for the value bodies read).
  public func preferredColorScheme(_ colorScheme: ColorScheme?) -> Node { recording("preferredColorScheme") }
}
