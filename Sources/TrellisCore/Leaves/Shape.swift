/// A shape (SwiftUI's `Shape`): a view that takes whatever size it is proposed (10×10 when a dimension is
/// unspecified) and draws an outline in that frame. The outline never changes a frame; it is recorded for renderers
/// (``DrawingStyle/shape``).
///
/// Write your own as in SwiftUI, with `path(in:)`; a shape that answers its size differently implements
/// `sizeThatFits(_:)` (iOS 16's API):
///
/// ```swift
/// struct Triangle: Shape {
///   func path(in rect: CGRect) -> Path {
///     Path { p in
///       p.move(to: CGPoint(x: rect.midX, y: rect.minY))
///       p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
///       p.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
///       p.closeSubpath()
///     }
///   }
/// }
/// Triangle().fill(.orange).frame(width: 80, height: 60)   // 80×60; renderers draw the triangle
/// ```
///
/// - Complexity: O(1) for every member whose documentation does not say otherwise; ``path(in:)`` is the shape's own.
public protocol Shape: View, Sendable {
  /// The outline in `rect`, the frame the layout gives the shape.
  func path(in rect: CGRect) -> Path

  /// The outline recorded for renderers: the built-in shapes name themselves; others (by default) are recorded by
  /// their ``path(in:)``.
  var kind: ShapeKind { get }

  /// The shape's size for `proposal` (iOS 16's `Shape.sizeThatFits`): by default the proposal, 10 for an
  /// unspecified dimension. Must be non-negative and not NaN.
  func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

extension Shape {
  public var kind: ShapeKind { .path(CustomShape(self)) }

  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }

  /// A leaf sized by ``sizeThatFits(_:)`` drawing ``kind``, its type name the shape's.
  public var node: Node {
    var style = DrawingStyle()
    style.shape = kind
    return Node(leaf: ShapeLeaf(shape: self), typeName: String(describing: Self.self)).with(style: style)
  }

  /// The shape filled with `color` (recorded for renderers; no frame changes).
  public func fill(_ color: Color) -> Node { styled { $0.fill = color } }

  /// The shape filled with `content`, a colour, gradient or material (recorded; no frame changes). The fill rule
  /// is recorded only through the shape's path (renderers fill non-zero).
  public func fill(_ content: some ShapeStyle, style: FillStyle = FillStyle()) -> Node {
    styled { $0.paint(fill: content.recorded) }
  }

  /// The shape filled with the foreground style (recorded: the renderer colours it as the content below).
  public func fill(style: FillStyle = FillStyle()) -> Node { styled { _ in } }

  /// The shape's outline stroked with `color` (recorded for renderers; no frame changes).
  public func stroke(_ color: Color, lineWidth: CGFloat = 1) -> Node {
    stroke(color, style: StrokeStyle(lineWidth: lineWidth))
  }

  /// The shape's outline stroked with `content`, `lineWidth` wide and centred on the outline (recorded).
  public func stroke(_ content: some ShapeStyle, lineWidth: CGFloat = 1) -> Node {
    stroke(content, style: StrokeStyle(lineWidth: lineWidth))
  }

  /// The shape's outline stroked with the foreground style (recorded).
  public func stroke(lineWidth: CGFloat = 1) -> Node { stroke(style: StrokeStyle(lineWidth: lineWidth)) }

  /// The shape's outline stroked in `style` with the foreground style (recorded).
  public func stroke(style: StrokeStyle) -> Node { styled { $0.record(stroke: style) } }

  /// The shape's outline stroked in `style` with `color` (recorded).
  public func stroke(_ color: Color, style: StrokeStyle) -> Node {
    styled {
      $0.record(stroke: style)
      $0.stroke = color
    }
  }

  /// The shape's outline stroked in `style` with `content` (recorded; a gradient or material strokes as its
  /// ``RecordedStyle/representativeColor``).
  public func stroke(_ content: some ShapeStyle, style: StrokeStyle) -> Node {
    styled {
      $0.record(stroke: style)
      $0.stroke = content.recorded.representativeColor
    }
  }

  /// The part of the outline from fraction `from` to fraction `to` of its length (a shape: it sizes as this one).
  public func trim(from: CGFloat = 0, to: CGFloat = 1) -> TrimmedShape<Self> {
    TrimmedShape(base: self, from: from, to: to)
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

/// A shape that can be drawn inset (SwiftUI's `InsettableShape`), so that ``strokeBorder(_:lineWidth:)`` strokes
/// inside the frame.
///
/// - Complexity: O(1) for every member.
public protocol InsettableShape: Shape {
  /// The type of the inset shape.
  associatedtype InsetShape: InsettableShape
  /// The shape drawn `amount` points inside the frame on every side (a negative amount grows it).
  func inset(by amount: CGFloat) -> InsetShape
}

extension InsettableShape {
  /// The shape inset by `amount`: the frame's outline drawn in the frame inset by `amount` on every side.
  public func inset(by amount: CGFloat) -> InsettedShape<Self> { InsettedShape(base: self, amount: amount) }

  /// The outline inset by half of `lineWidth` and stroked with `color`, so the stroke stays inside the frame
  /// (recorded; no frame changes).
  public func strokeBorder(_ color: Color, lineWidth: CGFloat = 1, antialiased: Bool = true) -> Node {
    strokeBorder(color, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
  }

  /// The outline inset by half of `lineWidth` and stroked with `content` (recorded).
  public func strokeBorder(_ content: some ShapeStyle, lineWidth: CGFloat = 1, antialiased: Bool = true) -> Node {
    strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
  }

  /// The outline inset by half of the style's line width and stroked in `style` with the foreground style.
  public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> Node {
    InsettedShape(base: self, amount: StrokeStyle.half(style.lineWidth)).stroke(style: style)
  }

  /// The outline inset by half of the style's line width and stroked in `style` with `color`.
  public func strokeBorder(_ color: Color, style: StrokeStyle, antialiased: Bool = true) -> Node {
    InsettedShape(base: self, amount: StrokeStyle.half(style.lineWidth)).stroke(color, style: style)
  }

  /// The outline inset by half of the style's line width and stroked in `style` with `content`.
  public func strokeBorder(_ content: some ShapeStyle, style: StrokeStyle, antialiased: Bool = true) -> Node {
    InsettedShape(base: self, amount: StrokeStyle.half(style.lineWidth)).stroke(content, style: style)
  }

  /// The outline inset by half of `lineWidth` and stroked with the foreground style.
  public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> Node {
    strokeBorder(style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
  }
}

/// A shape drawn inset in its frame (what `inset(by:)` and `strokeBorder` make): it sizes as its base, and draws the
/// base's outline in the frame inset by ``amount`` on every side (an inset larger than half a side draws nothing).
///
/// - Complexity: O(1) for every member, plus the base's `path(in:)`.
public struct InsettedShape<Base: InsettableShape>: InsettableShape {
  /// The shape inset.
  public var base: Base
  /// The inset on every side, in points (NaN counts as 0).
  public var amount: CGFloat

  /// `base` inset by `amount`.
  public init(base: Base, amount: CGFloat) {
    self.base = base
    self.amount = amount.isNaN ? 0 : amount
  }

  public func path(in rect: CGRect) -> Path {
    let inset = rect.insetBy(dx: amount, dy: amount)
    return inset.isNull ? Path() : base.path(in: inset)
  }

  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { base.sizeThatFits(proposal) }

  public func inset(by amount: CGFloat) -> InsettedShape<Base> {
    InsettedShape(base: base, amount: self.amount + (amount.isNaN ? 0 : amount))
  }
}

/// A shape's outline cut to a fraction of its length (what `trim(from:to:)` makes): it sizes as its base and draws
/// ``Path/trimmedPath(from:to:)`` of the base's outline.
///
/// - Complexity: O(1) for every member; ``path(in:)`` is O(elements of the base's path).
public struct TrimmedShape<Base: Shape>: Shape {
  /// The shape trimmed.
  public var base: Base
  /// Where the drawn part starts, a fraction of the length (0…1).
  public var from: CGFloat
  /// Where the drawn part ends, a fraction of the length (0…1).
  public var to: CGFloat

  /// `base` from fraction `from` to fraction `to`.
  public init(base: Base, from: CGFloat, to: CGFloat) {
    self.base = base
    self.from = from
    self.to = to
  }

  public func path(in rect: CGRect) -> Path { base.path(in: rect).trimmedPath(from: from, to: to) }

  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { base.sizeThatFits(proposal) }
}

/// How a shape's outline is stroked (SwiftUI's `StrokeStyle`): recorded for renderers with the stroke.
///
/// - Complexity: O(1) for every member.
public struct StrokeStyle: Hashable, Sendable {
  /// The line's width, centred on the outline.
  public var lineWidth: CGFloat
  /// How open ends are drawn.
  public var lineCap: LineCap
  /// How corners are drawn.
  public var lineJoin: LineJoin
  /// The longest a miter join may reach, as a multiple of the line width.
  public var miterLimit: CGFloat
  /// The lengths of the dashes and gaps, alternately (empty: a solid line).
  public var dash: [CGFloat]
  /// How far into the dash pattern the line starts.
  public var dashPhase: CGFloat

  /// A stroke style; the defaults are SwiftUI's.
  public init(
    lineWidth: CGFloat = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter, miterLimit: CGFloat = 10,
    dash: [CGFloat] = [CGFloat](), dashPhase: CGFloat = 0
  ) {
    self.lineWidth = lineWidth.isFinite ? max(0, lineWidth) : 1
    self.lineCap = lineCap
    self.lineJoin = lineJoin
    self.miterLimit = miterLimit
    self.dash = dash
    self.dashPhase = dashPhase
  }

  /// How a line's open ends are drawn (Core Graphics' `CGLineCap`).
  public enum LineCap: String, Hashable, Sendable, CaseIterable {
    /// Squared off at the end point.
    case butt
    /// A half circle past the end point.
    case round
    /// A half square past the end point.
    case square
  }

  /// How a line's corners are drawn (Core Graphics' `CGLineJoin`).
  public enum LineJoin: String, Hashable, Sendable, CaseIterable {
    /// A sharp corner (cut at the miter limit).
    case miter
    /// A rounded corner.
    case round
    /// A corner cut off square.
    case bevel
  }

  static func half(_ width: CGFloat) -> CGFloat { width.isFinite ? max(0, width) / 2 : 0 }
}

/// How a shape's inside is decided when it is filled (SwiftUI's `FillStyle`); accepted and not recorded: renderers
/// fill with the non-zero rule.
///
/// - Complexity: O(1).
public struct FillStyle: Hashable, Sendable {
  /// Whether the even-odd rule decides the inside.
  public var isEOFilled: Bool
  /// Whether edges are antialiased.
  public var isAntialiased: Bool

  /// A fill style.
  public init(eoFill: Bool = false, antialiased: Bool = true) {
    isEOFilled = eoFill
    isAntialiased = antialiased
  }
}

/// The leaf of a custom shape: its size is the shape's `sizeThatFits`.
struct ShapeLeaf<S: Shape>: LeafContent {
  let shape: S
  func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
    let size = shape.sizeThatFits(proposal)
    func clean(_ v: CGFloat) -> CGFloat { v.isNaN ? 0 : max(0, v) }
    return Size(width: clean(size.width), height: clean(size.height))
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

extension DrawingStyle {
  /// Records `stroke`: its width, and the whole style when it is not a plain line.
  mutating func record(stroke: StrokeStyle) {
    lineWidth = stroke.lineWidth
    strokeStyle = stroke == StrokeStyle(lineWidth: stroke.lineWidth) ? nil : stroke
    if self.stroke == nil { self.stroke = foregroundColor ?? .primary }
  }

  /// Records `fill` as a colour or gradient.
  mutating func paint(fill recorded: RecordedStyle) {
    switch recorded {
    case .color(let color): fill = color
    case .gradient(let gradient): self.gradient = gradient
    }
  }
}
