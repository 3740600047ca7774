/// A flexible space that expands along the axis of the stack that contains it (SwiftUI's `Spacer`).
///
/// Along the stack's axis its size is `max(proposal, minLength ?? 8)`; across it, 0. Stacks give spacers a layout
/// priority below every other child, and spacers prefer no spacing next to them.
///
/// - Complexity: O(1) for every member whose documentation does not say otherwise.
public struct Spacer: View, Sendable {
  /// The minimum length along the stack's axis; `nil` means the default of 8.
  public var minLength: CGFloat?

  /// A spacer.
  public init(minLength: CGFloat? = nil) { self.minLength = minLength }

  public var node: Node { Node(typeName: "Spacer", content: .spacer(minLength: minLength)) }
}
