/// A flexible shape (SwiftUI's `Shape`): it takes whatever size it is proposed, 10×10 when a dimension is
/// unspecified, and draws ``kind`` in that frame. The outline never changes a frame; it is recorded for renderers.
///
/// - Complexity: O(1) for every member whose documentation does not say otherwise.
public protocol Shape: View {
  /// The outline drawn in the frame.
  var kind: ShapeKind { get }
}

extension Shape {
  /// The shape filled with `color` (recorded for renderers; no frame changes).
  public func fill(_ color: Color) -> Node { styled { $0.fill = color } }

  /// The shape's outline stroked with `color` (recorded for renderers; no frame changes).
  public func stroke(_ color: Color, lineWidth: CGFloat = 1) -> Node {
    styled {
      $0.stroke = color
      $0.lineWidth = lineWidth
    }
  }

  /// The shape's node with its style changed; the shape is recorded too, so a filled ``Rectangle`` says what it is.
  func styled(_ change: (inout DrawingStyle) -> Void) -> Node {
    let node = self.node
    var style = node.style ?? DrawingStyle()
    style.shape = kind
    change(&style)
    return node.with(style: style)
  }
}

extension Node {
  /// A flexible leaf drawing `kind`, as every shape but ``Rectangle`` is made.
  package static func shape(_ kind: ShapeKind, typeName: String) -> Node {
    var style = DrawingStyle()
    style.shape = kind
    return Node(leaf: FlexibleLeaf(), typeName: typeName).with(style: style)
  }
}
