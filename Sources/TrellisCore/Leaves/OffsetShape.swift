/// A shape whose outline is moved (SwiftUI's `OffsetShape`, what `Shape.offset(x:y:)` makes): it sizes as its base
/// (a flexible shape takes the proposal) and draws the base's outline moved by ``offset``. The frame does not move,
/// as in SwiftUI: only the path does, unlike `View.offset(x:y:)`, which moves the view's frame.
///
/// ```swift
/// Circle().offset(x: 4, y: 2).fill(.black).frame(width: 40, height: 40)
/// // the circle's frame is 40×40 at (0, 0); renderers draw the circle in (4, 2, 40, 40)
/// ```
///
/// - Complexity: O(1) for every member, plus the base's `path(in:)`.
public struct OffsetShape<Content: Shape>: Shape {
  /// The shape moved.
  public var shape: Content
  /// How far the outline moves (NaN counts as 0).
  public var offset: CGSize

  /// `shape` with its outline moved by `offset`.
  public init(shape: Content, offset: CGSize) {
    self.shape = shape
    self.offset = CGSize(width: offset.width.isNaN ? 0 : offset.width, height: offset.height.isNaN ? 0 : offset.height)
  }

  public func path(in rect: CGRect) -> Path { shape.path(in: rect).offsetBy(dx: offset.width, dy: offset.height) }

  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
}

extension OffsetShape: InsettableShape where Content: InsettableShape {
  /// The base inset by `amount`, moved as this one.
  public func inset(by amount: CGFloat) -> OffsetShape<Content.InsetShape> {
    OffsetShape<Content.InsetShape>(shape: shape.inset(by: amount), offset: offset)
  }
}

extension Shape {
  /// The shape with its outline moved by `offset` (a shape: it keeps its frame, and only its path moves).
  public func offset(_ offset: CGSize) -> OffsetShape<Self> { OffsetShape(shape: self, offset: offset) }

  /// The shape with its outline moved by `offset`'s coordinates.
  public func offset(_ offset: CGPoint) -> OffsetShape<Self> {
    OffsetShape(shape: self, offset: CGSize(width: offset.x, height: offset.y))
  }

  /// The shape with its outline moved by `x` and `y` (`Circle().offset(x: 4).fill(.red)` compiles as in SwiftUI).
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> {
    OffsetShape(shape: self, offset: CGSize(width: x, height: y))
  }
}
