/// The values a view passes down to the views below it (SwiftUI's `EnvironmentValues`), set with
/// ``View/environment(_:_:)`` through a key path, as in SwiftUI:
///
/// ```swift
/// HStack { Box(width: 50, height: 10); Box(width: 30, height: 10) }
///   .environment(\.layoutDirection, .rightToLeft)
/// ```
///
/// Trellis keeps the values that change layout: ``layoutDirection`` and ``dynamicTypeSize``. (Other text settings
/// have their own modifiers, ``View/font(_:)`` and friends.)
///
/// - Complexity: O(1) for every member.
public struct EnvironmentValues: Sendable, Hashable {
  /// The layout direction set by this value, `nil` when it sets none (the direction is then inherited).
  var explicitLayoutDirection: LayoutDirection?
  /// The Dynamic Type size set by this value, `nil` when it sets none.
  var explicitDynamicTypeSize: DynamicTypeSize?

  /// Values that set nothing: every view below inherits what its ancestors set.
  public init() {}

  /// The direction in which horizontal layouts run below the view (left to right unless set).
  ///
  /// Right to left mirrors every container's placement horizontally inside the container: an HStack runs from the
  /// right, `.leading` is the right edge, `padding(.leading)` insets the right side. Frames are still reported in
  /// left-to-right coordinates. A text's size does not change, but its lines do move: `multilineTextAlignment`'s
  /// `.leading` is the right edge, and a paragraph without a strong character (digits, punctuation) is set right
  /// to left.
  public var layoutDirection: LayoutDirection {
    get { explicitLayoutDirection ?? .leftToRight }
    set { explicitLayoutDirection = newValue }
  }

  /// The Dynamic Type size of the texts below (``DynamicTypeSize/large`` unless set): the same setting as
  /// `dynamicTypeSize(_:)`.
  public var dynamicTypeSize: DynamicTypeSize {
    get { explicitDynamicTypeSize ?? .large }
    set { explicitDynamicTypeSize = newValue }
  }
}
