/// SwiftUI's drawing modifiers: each records its setting in the node's ``DrawingStyle`` for renderers and changes
/// no frame (semantics §1 "Styling modifiers"). A node that uses none of them carries no style and costs nothing
/// more to lay out; one that does is the same node with its style changed (no modifier node is added, so its
/// frame, guides, priority and spacing are the view's own).
///
/// - Complexity: O(1) for every member.
extension View {
  /// The colour of the content below: shapes without a fill and texts (recorded; no frame changes).
  public func foregroundColor(_ color: Color?) -> Node { restyled { $0.foregroundColor = color } }

  /// The colour of the content below, as ``foregroundColor(_:)`` (Trellis styles are colours).
  public func foregroundStyle(_ color: Color) -> Node { restyled { $0.foregroundColor = color } }

  /// The style of the content below: a gradient or material records its ``RecordedStyle/representativeColor`` as
  /// the foreground colour, a colour itself (recorded; no frame changes).
  public func foregroundStyle(_ style: some ShapeStyle) -> Node {
    restyled { $0.foregroundColor = style.recorded.representativeColor }
  }

  /// The content below in a primary and a secondary style: the primary is recorded (no frame changes).
  public func foregroundStyle(_ primary: some ShapeStyle, _ secondary: some ShapeStyle) -> Node {
    foregroundStyle(primary)
  }

  /// The accent colour of the content below (SwiftUI's deprecated `accentColor(_:)`, recorded as the tint).
  public func accentColor(_ color: Color?) -> Node { restyled { $0.tint = color } }

  /// The tint of the content below, any style (recorded as its representative colour; no frame changes).
  public func tint(_ style: some ShapeStyle) -> Node { restyled { $0.tint = style.recorded.representativeColor } }

  /// The tint of the controls below (recorded; no frame changes).
  public func tint(_ color: Color?) -> Node { restyled { $0.tint = color } }

  /// The view drawn at `opacity` (0…1, clamped; recorded, multiplied into the content below by renderers).
  public func opacity(_ opacity: Double) -> Node {
    restyled { $0.opacity = opacity.isNaN ? 1 : min(1, max(0, opacity)) }
  }

  /// The view clipped to a rounded rectangle of `radius` (recorded; no frame changes).
  public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> Node {
    restyled { $0.cornerRadius = radius >= 0 ? radius : 0 }
  }

  /// The view clipped to `shape` drawn in its frame (recorded; no frame changes).
  public func clipShape(_ shape: some Shape) -> Node { restyled { $0.clipShape = shape.kind } }

  /// The view clipped to its frame (recorded; no frame changes).
  public func clipped() -> Node { restyled { $0.clipShape = .rectangle } }

  /// A shadow behind the view (recorded; no frame changes: the shadow may draw outside the frame).
  public func shadow(
    color: Color = Color(white: 0, opacity: 0.33), radius: Double, x: Double = 0, y: Double = 0
  ) -> Node {
    restyled { $0.shadow = DrawingStyle.Shadow(color: color, radius: max(0, radius), x: x, y: y) }
  }

  /// A border of `width` drawn inside the view's frame (recorded; no frame changes).
  public func border(_ color: Color, width: CGFloat = 1) -> Node {
    restyled { $0.border = DrawingStyle.Border(color: color, width: width >= 0 ? width : 0) }
  }

  /// A border of `width` in `content` (a colour, gradient or material: recorded as its
  /// ``RecordedStyle/representativeColor``) drawn inside the view's frame (no frame changes).
  public func border(_ content: some ShapeStyle, width: CGFloat = 1) -> Node {
    border(content.recorded.representativeColor, width: width)
  }

  /// The view drawn through `mask`'s opacity (recorded as `"mask"` in ``DrawingStyle/handlers``; the mask is not
  /// laid out or drawn headless, and no frame changes, as the mask never changes one in SwiftUI).
  public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> Node {
    restyled { $0.handlers.append("mask") }
  }

  /// The view drawn through `mask`'s opacity (SwiftUI's deprecated form; recorded as ``mask(alignment:_:)``).
  public func mask(_ mask: some View) -> Node { restyled { $0.handlers.append("mask") } }

  /// Asks for the texts below to be drawn bold (recorded for renderers; see the docs: unlike SwiftUI's, it does not
  /// re-measure the texts below; use ``Text/bold()`` or `.font(.body.bold())` for that).
  public func bold(_ isActive: Bool = true) -> Node { restyled { $0.isBold = isActive } }

  /// Asks for the texts below to be drawn italic (recorded; as ``bold(_:)``).
  public func italic(_ isActive: Bool = true) -> Node { restyled { $0.isItalic = isActive } }

  /// Hides the view: it keeps its frame (and its place in the results), but renderers do not draw it or its content.
  public func hidden() -> Node { restyled { $0.isHidden = true } }

  /// The view's drawing order among its siblings (default 0; higher draws on top). Only the order changes: results
  /// list siblings in drawing order (``LayoutResult/entries``), no frame moves.
  public func zIndex(_ value: Double) -> Node { restyled { $0.zIndex = value.isNaN ? 0 : value } }

  /// Animates the view's changes with `animation` when `value` changes (recorded for renderers; no frame changes;
  /// `nil` records nothing). `value` is accepted for SwiftUI compatibility: headless, a change
  /// is a second layout, compared with `LayoutResult.interpolated(to:fraction:)`.
  public func animation(_ animation: Animation?, value: some Equatable) -> Node {
    restyled { $0.animation = animation }
  }

  /// Animates every change of the view with `animation` (SwiftUI's deprecated form without a value; recorded as
  /// ``animation(_:value:)`` is).
  public func animation(_ animation: Animation?) -> Node { restyled { $0.animation = animation } }

  /// The view drawn scaled by `scale` about `anchor` of its frame (recorded; no frame changes: neighbours keep their
  /// places, as in SwiftUI). A non-finite factor is recorded as 1.
  public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> Node {
    scaleEffect(x: scale, y: scale, anchor: anchor)
  }

  /// The view drawn scaled by `scale.width` horizontally and `scale.height` vertically about `anchor` (recorded).
  public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> Node {
    scaleEffect(x: scale.width, y: scale.height, anchor: anchor)
  }

  /// The view drawn scaled by `x` horizontally and `y` vertically about `anchor` (recorded; no frame changes).
  public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> Node {
    restyled {
      $0.effects.append(.scale(x: x.isFinite ? x : 1, y: y.isFinite ? y : 1, anchor: anchor))
    }
  }

  /// The view drawn turned by `angle` about `anchor` of its frame, clockwise for a positive angle (recorded; no frame
  /// changes). A non-finite angle is recorded as zero.
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> Node {
    restyled { $0.effects.append(.rotation(angle.degrees.isFinite ? angle : .zero, anchor: anchor)) }
  }

  /// The view drawn turned by `angle` about the axis (`x`, `y`, `z`) through `anchor` (recorded; no frame changes,
  /// as in SwiftUI). Renderers get the rotation seen straight on (``DrawingEffect/rotation3D(_:x:y:z:anchor:anchorZ:perspective:)``);
  /// `anchorZ` and `perspective` are recorded. Non-finite values are recorded as no turn.
  public func rotation3DEffect(
    _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0,
    perspective: CGFloat = 1
  ) -> Node {
    let finite = angle.degrees.isFinite && axis.x.isFinite && axis.y.isFinite && axis.z.isFinite
    return restyled {
      $0.effects.append(
        .rotation3D(
          finite ? angle : .zero, x: finite ? axis.x : 0, y: finite ? axis.y : 0, z: finite ? axis.z : 1,
          anchor: anchor, anchorZ: anchorZ.isFinite ? anchorZ : 0, perspective: perspective.isFinite ? perspective : 1))
    }
  }

  /// The view drawn with `transform` applied in its own coordinates, the origin its top-left corner (recorded; no
  /// frame changes, as in SwiftUI). A transform with a non-finite entry is recorded as the identity.
  public func transformEffect(_ transform: CGAffineTransform) -> Node {
    let finite = [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty].allSatisfy(\.isFinite)
    return restyled { $0.effects.append(.affine(finite ? transform : .identity)) }
  }

  /// The node with its ``DrawingStyle`` changed (made empty first when it has none).
  package func restyled(_ change: (inout DrawingStyle) -> Void) -> Node {
    // On a group, each of its views is restyled and the group stays a group (its views stay the parent's children).
    node.updatingAttributes { attributes in
      var style = attributes.style ?? DrawingStyle()
      change(&style)
      attributes.style = style
    }
  }
}
