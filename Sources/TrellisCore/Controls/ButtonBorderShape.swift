/// The shape of a bordered button's background (SwiftUI's `ButtonBorderShape`), set with
/// ``View/buttonBorderShape(_:)``.
///
/// Recorded only: Trellis lays out the `.bordered` and `.borderedProminent` styles as their labels, without the
/// background this shape outlines (see ``DefaultButtonStyle``), so no frame depends on it.
///
/// - Complexity: O(1) for every member.
public struct ButtonBorderShape: Hashable, Sendable {
  /// The name recorded (`"capsule"`, `"roundedRectangle(8)"`).
  let name: String

  /// The style's own shape.
  public static let automatic = ButtonBorderShape(name: "automatic")
  /// A capsule.
  public static let capsule = ButtonBorderShape(name: "capsule")
  /// A circle.
  public static let circle = ButtonBorderShape(name: "circle")
  /// A rounded rectangle with the system's corner radius.
  public static let roundedRectangle = ButtonBorderShape(name: "roundedRectangle")
  /// A rounded rectangle whose corners have `radius` (recorded as written).
  public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
    ButtonBorderShape(name: "roundedRectangle(\(radius))")
  }
}

extension View {
  /// Records the border shape of the bordered buttons below (`"buttonBorderShape(capsule)"`, SwiftUI's
  /// `buttonBorderShape(_:)`); no frame changes (see ``ButtonBorderShape``).
  ///
  /// - Complexity: O(1), plus copying the node's handlers.
  public func buttonBorderShape(_ shape: ButtonBorderShape) -> Node { recording("buttonBorderShape(\(shape.name))") }
}
