/// What a node asks renderers to draw, recorded by the shapes, ``Color``, ``Image`` and the styling modifiers
/// (`foregroundColor`, `opacity`, `border`, `hidden`, `zIndex`, …). Layout never reads it: no frame depends on it.
///
/// Each modifier sets its own field on the node it is applied to (the view it modifies, so `.padding(8).border(.red)`
/// borders the padded frame); the innermost setting of a field wins, as in SwiftUI. Inheritance (a
/// `foregroundColor` on a stack colouring the shapes below, an `opacity` fading the subtree) is the renderer's job:
/// ``LayoutResult/svg(_:)`` does both.
///
/// - Complexity: O(1) for every member.
public struct DrawingStyle: Hashable, Sendable {
  /// The shape a shape leaf draws (``Circle``, ``RoundedRectangle``, …), `nil` for other nodes.
  public var shape: ShapeKind?
  /// The fill (``Color`` as a view, `Shape.fill(_:)`).
  public var fill: Color?
  /// A gradient fill (``LinearGradient``, ``RadialGradient``, `Shape.fill(_:)` with one); drawn instead of
  /// ``fill`` when both are set.
  public var gradient: GradientFill?
  /// The stroke colour (`Shape.stroke(_:lineWidth:)`).
  public var stroke: Color?
  /// The stroke's line width (default 1).
  public var lineWidth: CGFloat?
  /// The stroke's caps, joins and dashes when they are not a plain line (`stroke(style:)`, `strokeBorder(style:)`).
  public var strokeStyle: StrokeStyle?
  /// The foreground colour for the content below (`foregroundColor`, `foregroundStyle`).
  public var foregroundColor: Color?
  /// The tint for the controls below (`tint`).
  public var tint: Color?
  /// The opacity of the view and its content, 0…1 (`opacity`).
  public var opacity: Double?
  /// The corner radius the view is clipped to (`cornerRadius`).
  public var cornerRadius: CGFloat?
  /// The shape the view is clipped to (`clipShape`).
  public var clipShape: ShapeKind?
  /// The shadow (`shadow`).
  public var shadow: Shadow?
  /// The border drawn inside the frame (`border`).
  public var border: Border?
  /// Whether the texts below are asked to be bold (`bold()` on any view).
  public var isBold = false
  /// Whether the texts below are asked to be italic (`italic()` on any view).
  public var isItalic = false
  /// Whether the view is hidden: it keeps its frame but is not drawn (`hidden()`).
  public var isHidden = false
  /// The drawing order among siblings (`zIndex`, default 0): higher draws later, on top.
  public var zIndex: Double?
  /// The name of an ``Image``'s picture, if it has one.
  public var imageName: String?
  /// A ``Canvas``'s drawing, recorded by renderers at the canvas's frame.
  public var canvas: CanvasDrawing?
  /// The animation of the view's changes (`animation(_:value:)`).
  public var animation: Animation?
  /// The event handlers, gestures and preferences attached to the view, by name (`"onAppear"`, `"task"`,
  /// `"onTapGesture"`, `"gesture(DragGesture)"`, `"preference(MyKey)"`, …), and the settings Trellis records
  /// without laying out or drawing them (`"tag(1)"`, `"blendMode(multiply)"`, `"navigationTitle"`), innermost
  /// modifier first: recorded for tools that inspect a tree, never run (nothing appears, taps or changes headless).
  public var handlers: [String] = []
  /// The transforms the view is drawn with (`scaleEffect`, `rotationEffect`), innermost modifier first.
  public var effects: [DrawingEffect] = []

  /// Nothing set.
  public init() {}

  /// A shadow: colour, blur radius and offset.
  public struct Shadow: Hashable, Sendable {
    /// The shadow's colour.
    public var color: Color
    /// The blur radius.
    public var radius: CGFloat
    /// The horizontal offset of the shadow from the view.
    public var x: CGFloat
    /// The vertical offset of the shadow from the view.
    public var y: CGFloat
  }

  /// A border: colour and width.
  public struct Border: Hashable, Sendable {
    /// The border's colour.
    public var color: Color
    /// The border's width, drawn inside the frame.
    public var width: CGFloat
  }
}
