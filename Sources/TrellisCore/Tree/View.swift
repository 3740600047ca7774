/// Anything that can be laid out: it produces a ``Node`` of the layout tree.
///
/// Containers (`HStack`, `VStack`, `HFlow`, …), leaves (`Box`, `Rectangle`, `Text`, `Spacer`) and modified views
/// all conform. Modifiers (`frame`, `padding`, `id`, …) are defined on `View` and return a ``Node``.
public protocol View: Sendable {
  /// The node this view stands for.
  var node: Node { get }
}
