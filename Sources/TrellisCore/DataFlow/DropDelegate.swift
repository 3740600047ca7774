/// What a drop target is told while a drag moves over it (SwiftUI's `DropDelegate`), given to
/// ``View/onDrop(of:delegate:)``. Only ``performDrop(info:)`` is required; the others have SwiftUI's defaults: a
/// drop is valid, entering and leaving do nothing, and moving proposes nothing (`nil`, the drop's default). Nothing
/// is dragged headless: the delegate is recorded and never called.
///
/// - Complexity: that of the implementation; the defaults are O(1).
public protocol DropDelegate {
  /// Whether a drop of `info`'s items is accepted (default `true`).
  func validateDrop(info: DropInfo) -> Bool
  /// Accepts the drop; `true` when it succeeded.
  func performDrop(info: DropInfo) -> Bool
  /// The drag entered the view (default: nothing).
  func dropEntered(info: DropInfo)
  /// The drag moved inside the view: the operation it would perform, `nil` for the default (default `nil`).
  func dropUpdated(info: DropInfo) -> DropProposal?
  /// The drag left the view (default: nothing).
  func dropExited(info: DropInfo)
}

extension DropDelegate {
  /// `true`: every drop of the modifier's types is valid.
  public func validateDrop(info: DropInfo) -> Bool { true }
  /// Does nothing.
  public func dropEntered(info: DropInfo) {}
  /// `nil`: the default operation.
  public func dropUpdated(info: DropInfo) -> DropProposal? { nil }
  /// Does nothing.
  public func dropExited(info: DropInfo) {}
}

/// A drop in progress (SwiftUI's `DropInfo`): where it is, in the target's coordinates, and its item providers.
/// Only the system makes one; headless, nothing does (see ``DropDelegate``).
///
/// - Complexity: O(p · t) for p providers and t types for the two queries; O(1) for the rest.
public struct DropInfo {
  /// Where the drag is, in the drop target's coordinates.
  public let location: CGPoint
  /// The items dragged.
  let providers: [NSItemProvider]

  /// Whether an item is of one of `contentTypes` (or a type that conforms to one).
  public func hasItemsConforming(to contentTypes: [UTType]) -> Bool { !itemProviders(for: contentTypes).isEmpty }

  /// The items of one of `contentTypes` (or a type that conforms to one).
  public func itemProviders(for contentTypes: [UTType]) -> [NSItemProvider] {
    providers.filter { provider in
      contentTypes.contains { provider.hasItemConformingToTypeIdentifier($0.identifier) }
    }
  }

  /// Whether an item is of one of the type identifiers `types` (SwiftUI's deprecated form).
  public func hasItemsConforming(to types: [String]) -> Bool { !itemProviders(for: types).isEmpty }

  /// The items of one of the type identifiers `types` (SwiftUI's deprecated form).
  public func itemProviders(for types: [String]) -> [NSItemProvider] {
    providers.filter { provider in types.contains { provider.hasItemConformingToTypeIdentifier($0) } }
  }
}

/// What a drop would do (SwiftUI's `DropProposal`), returned by ``DropDelegate/dropUpdated(info:)``.
///
/// - Complexity: O(1) for every member.
public struct DropProposal: Hashable, Sendable {
  /// The operation.
  public let operation: DropOperation

  /// A proposal of `operation`.
  public init(operation: DropOperation) { self.operation = operation }
}

/// The operations a drop can perform (SwiftUI's `DropOperation`).
public enum DropOperation: Hashable, Sendable {
  /// The drop is cancelled.
  case cancel
  /// The drop is not allowed here.
  case forbidden
  /// The items are copied.
  case copy
  /// The items are moved.
  case move
}

/// A value a drag can carry (CoreTransferable's `Transferable`), what ``View/draggable(_:)`` and
/// ``View/dropDestination(for:action:isTargeted:)`` take. `String`, `Data`, `URL`, ``Image`` and ``Color`` conform.
/// Trellis asks nothing of a conforming type: nothing is transferred headless, so the representations
/// (`transferRepresentation`, `CodableRepresentation`, …) are not provided, and a pasted conformance that declares
/// one does not compile (Layout.md's differences table).
public protocol Transferable {}

extension String: Transferable {}
extension Data: Transferable {}
extension URL: Transferable {}
extension Image: Transferable {}
extension Color: Transferable {}
