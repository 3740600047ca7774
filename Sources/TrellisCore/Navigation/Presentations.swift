/// Presentations (sheets, covers, popovers, alerts, confirmation dialogs) are accepted with SwiftUI's signatures
/// and recorded by name in ``DrawingStyle/handlers``; headless nothing is presented, so their content closures are
/// never called and they change no frame.
///
/// - Complexity: O(1) for every member, plus copying the node's handlers.
extension View {
  /// Records a sheet shown while `isPresented` is true (SwiftUI's `sheet(isPresented:onDismiss:content:)`).
  public func sheet(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> some View
  ) -> Node {
    recording("sheet")
  }

  /// Records a sheet shown for a non-nil `item` (SwiftUI's `sheet(item:onDismiss:content:)`).
  public func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
  ) -> Node {
    recording("sheet")
  }

  /// Records a full-screen cover (SwiftUI's `fullScreenCover(isPresented:onDismiss:content:)`).
  public func fullScreenCover(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> some View
  ) -> Node {
    recording("fullScreenCover")
  }

  /// Records a full-screen cover for a non-nil `item` (SwiftUI's `fullScreenCover(item:onDismiss:content:)`).
  public func fullScreenCover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
  ) -> Node {
    recording("fullScreenCover")
  }

  /// Records a popover (SwiftUI's `popover(isPresented:arrowEdge:content:)`).
  public func popover(
    isPresented: Binding<Bool>, arrowEdge: Edge = .top, @ViewBuilder content: @escaping () -> some View
  ) -> Node {
    recording("popover")
  }

  /// Records a popover for a non-nil `item` (SwiftUI's `popover(item:arrowEdge:content:)`).
  public func popover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, arrowEdge: Edge = .top, @ViewBuilder content: @escaping (Item) -> Content
  ) -> Node {
    recording("popover")
  }

  /// Records an alert (SwiftUI's `alert(_:isPresented:actions:)` with a string title).
  public func alert<S: StringProtocol>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> some View
  ) -> Node {
    recording("alert")
  }

  /// Records an alert with a message (SwiftUI's `alert(_:isPresented:actions:message:)`).
  public func alert<S: StringProtocol>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> some View,
    @ViewBuilder message: () -> some View
  ) -> Node {
    recording("alert")
  }

  /// Records an alert titled by a localized key.
  public func alert(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> some View
  ) -> Node {
    recording("alert")
  }

  /// Records an alert titled by a localized key, with a message.
  public func alert(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> some View,
    @ViewBuilder message: () -> some View
  ) -> Node {
    recording("alert")
  }

  /// Records an alert titled by a text.
  public func alert(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> some View) -> Node {
    recording("alert")
  }

  /// Records an alert of the older form (SwiftUI's `alert(isPresented:content:)` with an ``Alert``).
  public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> Node { recording("alert") }

  /// Records an alert of the older form for a non-nil `item` (SwiftUI's `alert(item:content:)`).
  public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> Node {
    recording("alert")
  }

  /// Records a confirmation dialog (SwiftUI's `confirmationDialog(_:isPresented:titleVisibility:actions:)`).
  public func confirmationDialog<S: StringProtocol>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> some View
  ) -> Node {
    recording("confirmationDialog")
  }

  /// Records a confirmation dialog with a message.
  public func confirmationDialog<S: StringProtocol>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> some View, @ViewBuilder message: () -> some View
  ) -> Node {
    recording("confirmationDialog")
  }

  /// Records a confirmation dialog titled by a localized key.
  public func confirmationDialog(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> some View
  ) -> Node {
    recording("confirmationDialog")
  }
}

/// An alert of SwiftUI's older API (`Alert`), what `alert(isPresented:content:)` returns; kept as a value, never
/// shown.
///
/// - Complexity: O(1) for every member.
public struct Alert {
  /// The title.
  let title: Text

  /// An alert with one button (the default OK when `nil`).
  public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) { self.title = title }

  /// An alert with two buttons.
  public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
    self.title = title
  }

  /// A button of an alert (SwiftUI's `Alert.Button`).
  public struct Button {
    /// The label.
    let label: Text?

    /// A default button.
    public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button { Button(label: label) }
    /// A cancel button with a label.
    public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button { Button(label: label) }
    /// The system's cancel button.
    public static func cancel(_ action: (() -> Void)? = {}) -> Button { Button(label: nil) }
    /// A destructive button.
    public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button { Button(label: label) }
  }
}
