/// The kinds of control style a container can set (`buttonStyle`, `pickerStyle`, `toggleStyle`, `labelStyle`,
/// `progressViewStyle`, `controlSize`, `datePickerStyle`, `gaugeStyle`).
struct ControlStyleKinds: OptionSet, Sendable {
  let rawValue: UInt16
  static let button = ControlStyleKinds(rawValue: 1 << 0)
  static let picker = ControlStyleKinds(rawValue: 1 << 1)
  static let toggle = ControlStyleKinds(rawValue: 1 << 2)
  static let label = ControlStyleKinds(rawValue: 1 << 3)
  static let progressView = ControlStyleKinds(rawValue: 1 << 4)
  static let controlSize = ControlStyleKinds(rawValue: 1 << 5)
  static let datePicker = ControlStyleKinds(rawValue: 1 << 6)
  static let gauge = ControlStyleKinds(rawValue: 1 << 7)
}

/// A style being applied to the controls of a subtree. It lives only while a modifier rewrites the subtree, so it
/// may hold a user's style that is not `Sendable` (its `makeBody` is called there and then).
enum ControlStyle {
  /// A button style: the body made from a label.
  case button((Node) -> Node)
  case picker(any PickerStyle)
  /// A toggle style: the body made from a label and whether the toggle is on.
  case toggle((Node, Bool) -> Node)
  /// A label style: the body made from a title and an icon.
  case label((Node, Node) -> Node)
  case progressView(ProgressViewStyleKind)
  /// A progress view style of the user's: the body made from the indicator's configuration.
  case progressViewBody((ProgressViewStyleConfiguration) -> Node)
  case controlSize(ControlSize)
  case datePicker(DatePickerStyleKind)
  case gauge(GaugeStyleKind)

  var kind: ControlStyleKinds {
    switch self {
    case .button: .button
    case .picker: .picker
    case .toggle: .toggle
    case .label: .label
    case .progressView, .progressViewBody: .progressView
    case .controlSize: .controlSize
    case .datePicker: .datePicker
    case .gauge: .gauge
    }
  }
}

/// What a control keeps on its node so that a style set on a container above it can rebuild it (SwiftUI passes
/// control styles down the environment; Trellis builds a container's content before the container's modifiers run,
/// so the modifier rewrites the controls below instead, see ``Node/applyingControlStyle(_:)``).
///
/// A record reads only the kinds of style the control has not been given yet: the control's own style, or one set
/// by a container nearer to it, was applied first and wins, as the innermost style does in SwiftUI.
final class ControlRecord: Sendable {
  /// The kinds of style the control still takes.
  let kinds: ControlStyleKinds
  /// The attributes the control's node had when the control built it, or `nil` for a control whose node is its label
  /// (a ``Button``): modifiers set on the node since (`id`, `font`, `layoutPriority`, …) are what differs from these,
  /// and are kept on the rebuilt node.
  let base: Node.Attributes?
  /// Builds the control again under a style of one of `kinds`, from its node as it is now (without this record);
  /// `nil` when the style does not apply.
  let rebuild: @Sendable (ControlStyle, Node) -> Node?

  init(kinds: ControlStyleKinds, base: Node.Attributes?, rebuild: @escaping @Sendable (ControlStyle, Node) -> Node?) {
    self.kinds = kinds
    self.base = base
    self.rebuild = rebuild
  }
}

extension Node {
  /// `node` with a ``ControlRecord`` for the style kinds in `kinds`; `node` itself when `kinds` is empty, or when it is
  /// a group (several views: a style from a container does not reach a control whose body is several views).
  ///
  /// - Complexity: O(1) (one copy of the node).
  static func control(
    _ node: Node, kinds: ControlStyleKinds, keepsModifiers: Bool = true,
    rebuild: @escaping @Sendable (ControlStyle, Node) -> Node?
  ) -> Node {
    guard !kinds.isEmpty, !node.isGroup else { return node }
    var base = node.attributes
    base.controls = []
    let record = ControlRecord(kinds: kinds, base: keepsModifiers ? base : nil, rebuild: rebuild)
    return node.updatingAttributes { $0.controls.append(record) }
  }

  /// This subtree with `style` applied to every control in it that has no style of that kind yet (SwiftUI's
  /// `buttonStyle(_:)` and the like set on a container). A control that takes the style is rebuilt and not searched
  /// further; nodes without such a control below them are shared, not copied. Content that a view builds during
  /// layout (a `GeometryReader`'s) is not reached.
  ///
  /// - Complexity: O(n) for the n nodes of the subtree (walked once, without recursion), plus rebuilding the
  ///   controls that take the style.
  func applyingControlStyle(_ style: ControlStyle) -> Node {
    let kind = style.kind
    return replacingTopmost { node in
      guard node.hasControls else { return nil }
      var attributes = node.attributes
      guard let index = attributes.controls.firstIndex(where: { $0.kinds.contains(kind) }) else { return nil }
      let record = attributes.controls.remove(at: index)
      let current = node.with(attributes: attributes)
      // A style the control does not take leaves it as it was (and its content unsearched).
      guard let rebuilt = record.rebuild(style, current) else { return node }
      guard let base = record.base, !rebuilt.isGroup else { return rebuilt }
      return rebuilt.adopting(current, base: base)
    }
  }

  /// This rebuilt control with what was set on `current` since the control was built (`base`): its id, and each
  /// attribute that differs from `base`; the other controls' records `current` keeps stay too.
  private func adopting(_ current: Node, base: Attributes) -> Node {
    let now = current.attributes
    var merged = attributes
    if now.priority != base.priority { merged.priority = now.priority }
    if now.guides.count != base.guides.count { merged.guides = now.guides }
    if now.values.count != base.values.count || Set(now.values.keys) != Set(base.values.keys) {
      merged.values = now.values
    }
    if now.text != base.text { merged.text = now.text }
    if now.layoutDirection != base.layoutDirection { merged.layoutDirection = now.layoutDirection }
    if now.style != base.style { merged.style = now.style }
    if now.idScope !== base.idScope { merged.idScope = now.idScope }
    let own = merged.controls
    merged.controls = own + now.controls.filter { other in !own.contains { $0 === other } }
    return with(id: .some(current.id ?? id), attributes: merged)
  }

  /// A control whose node is its label (``Button``) restyled by `body`: the label handed to the style is the node
  /// as it is now, less what its parent reads (id, priority, guides, layout values), which go on the body's node.
  static func restyledLabel(_ current: Node, body: (Node) -> Node) -> Node {
    var outer = current.attributes
    guard current.id != nil || !outer.isEmpty || outer.idScope != nil else { return body(current) }
    var inner = outer
    inner.priority = nil
    inner.guides = []
    inner.values = [:]
    inner.idScope = nil
    let label = current.with(id: .some(nil), attributes: inner)
    let made = body(label)
    if made === label { return current }
    if made.isGroup { return made }
    var attributes = made.attributes
    attributes.priority = outer.priority
    attributes.guides = outer.guides
    attributes.values = outer.values
    attributes.idScope = outer.idScope
    outer = attributes
    return made.with(id: .some(current.id ?? made.id), attributes: outer)
  }
}
