/// A one-line text field (SwiftUI's `TextField`, iOS's default plain style), for layout: its text (its prompt while
/// the text is empty) on one line, in a frame of unbounded width, so a field takes the width it is offered and the
/// height of one line of its font.
///
/// ```swift
/// TextField("Name", text: $name)
/// TextField("Search", text: $query, prompt: Text("Title or author"))
/// ```
///
/// The text is read once, when the field is built; nothing is typed or edited headless. Text is leading-aligned in
/// the frame. Apple documents no size for a plain text field: that it is one line of its font as wide as offered is
/// Trellis's reading of SwiftUI's behaviour (Layout.md's differences table, "text input").
///
/// - Complexity: that of building the text; O(1) otherwise.
public struct TextField: View, Sendable {
  public let node: Node

  /// A field editing `text`, showing `title` while it is empty.
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    node = textInputNode(text: text.wrappedValue, prompt: Text(String(title)), typeName: "TextField")
  }

  /// A field editing `text`, showing `titleKey`'s text while it is empty (see ``LocalizedStringKey``).
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
    node = textInputNode(text: text.wrappedValue, prompt: Text(titleKey.text), typeName: "TextField")
  }

  /// A field editing `text`, showing `prompt` (or `title` when `prompt` is `nil`) while it is empty.
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
    node = textInputNode(text: text.wrappedValue, prompt: prompt ?? Text(String(title)), typeName: "TextField")
  }

  /// A field editing `text`, labelled by `label` (not shown, as in SwiftUI on iOS outside a form), showing `prompt`
  /// while it is empty.
  public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> some View) {
    node = textInputNode(text: text.wrappedValue, prompt: prompt ?? Text(""), typeName: "TextField")
  }
}

/// A one-line field whose text is hidden (SwiftUI's `SecureField`), for layout: as a ``TextField``, a line of the
/// font as wide as offered. The text is drawn as bullets in SwiftUI; here the prompt, or one bullet (`•`) per
/// character of the text, is measured.
///
/// ```swift
/// SecureField("Password", text: $password)
/// ```
///
/// - Complexity: O(n) in the text's length, plus building the text.
public struct SecureField: View, Sendable {
  public let node: Node

  /// A field editing `text`, showing `title` while it is empty.
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    node = textInputNode(text: Self.bullets(text.wrappedValue), prompt: Text(String(title)), typeName: "SecureField")
  }

  /// A field editing `text`, showing `titleKey`'s text while it is empty (see ``LocalizedStringKey``).
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
    node = textInputNode(text: Self.bullets(text.wrappedValue), prompt: Text(titleKey.text), typeName: "SecureField")
  }

  /// A field editing `text`, showing `prompt` (or `title` when `prompt` is `nil`) while it is empty.
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
    node = textInputNode(
      text: Self.bullets(text.wrappedValue), prompt: prompt ?? Text(String(title)), typeName: "SecureField")
  }

  /// One bullet per character, as the field shows a secret.
  static func bullets(_ text: String) -> String { String(repeating: "•", count: text.count) }
}

/// A multi-line text editor (SwiftUI's `TextEditor`), for layout: it takes the whole proposal on both axes, as
/// SwiftUI's does, with its text wrapped from the top leading corner; for an unspecified proposal it is its text's
/// size.
///
/// ```swift
/// TextEditor(text: $notes)
///     .frame(height: 200)
/// ```
///
/// The text is read once, when the editor is built; nothing is typed or scrolled headless.
///
/// - Complexity: that of building the text; O(1) otherwise.
public struct TextEditor: View, Sendable {
  public let node: Node

  /// An editor of `text`.
  public init(text: Binding<String>) {
    node = Node(
      modifier: FlexFrameLayout(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading),
      typeName: "TextEditor", child: Text(text.wrappedValue).node)
  }
}

/// A text field's node: `text` (the prompt when it is empty) on one line, leading, in a frame of unbounded width.
func textInputNode(text: String, prompt: Text, typeName: String) -> Node {
  let shown = text.isEmpty ? prompt : Text(text)
  return Node(
    modifier: FlexFrameLayout(maxWidth: .infinity, alignment: .leading), typeName: typeName,
    child: shown.lineLimit(1).node)
}

/// A style of ``TextField`` and ``SecureField`` (SwiftUI's `TextFieldStyle`): accepted; every style lays out as the
/// plain field (SwiftUI's `.roundedBorder` draws a border inside insets Apple does not publish; Layout.md's
/// differences table, "text input").
public protocol TextFieldStyle: Sendable {}

/// The default text field style: plain on iOS.
public struct DefaultTextFieldStyle: TextFieldStyle {
  /// The default style.
  public init() {}
}

/// A field without decoration.
public struct PlainTextFieldStyle: TextFieldStyle {
  /// The plain style.
  public init() {}
}

/// A field in a rounded border (laid out as the plain field).
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
  /// The rounded border style.
  public init() {}
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
  /// The default style.
  public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
  /// No decoration.
  public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
  /// A rounded border (laid out as plain).
  public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

extension View {
  /// Records `style` for the text fields in this view (SwiftUI's `textFieldStyle(_:)`) as `textFieldStyle(Name)` in
  /// ``DrawingStyle/handlers``: every style lays out as the plain field, so no frame changes.
  ///
  /// - Complexity: O(1), plus copying the node's handlers.
  public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> Node { recording("textFieldStyle(\(S.self))") }
}
