/// A layout with its type erased, as stored in a ``Node``; the per-pass cache lives in a ``CacheBox``.
protocol ErasedLayout: Sendable {
  var base: any Layout { get }
  var layoutProperties: LayoutProperties { get }
  /// Whether subviews the layout does not place stay hidden (instead of being centred, the protocol default).
  var hidesUnplacedSubviews: Bool { get }
  /// The type of the wrapped layout (AnyLayout rebuilds its cache when it changes).
  var layoutType: any Layout.Type { get }
  /// What the engine asks of the layout's type once per pass (see ``LayoutTraits``).
  var traits: LayoutTraits { get }
  /// The layout as one the engine runs itself, or ``BuiltInLayout/none``.
  var builtIn: BuiltInLayout { get }
  /// A stack's alignment guide (read when it is not a built-in one), else `nil`.
  var stackGuide: AnyGuide? { get }
  /// Whether the layout answers one size to every proposal whatever its subviews answer, and proposes them one
  /// size (a `frame(width:height:)` with both dimensions): its node is rigid (``NodeFlag/rigid``).
  var isRigidByItself: Bool { get }
  func makeCacheBox(_ subviews: LayoutSubviews) -> AnyObject
  func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ box: AnyObject) -> Size
  func placeSubviews(_ bounds: Rect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ box: AnyObject)
  func spacing(_ subviews: LayoutSubviews, _ box: AnyObject) -> ViewSpacing
  func explicitAlignment(
    _ guide: AnyGuide, _ bounds: Rect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ box: AnyObject
  ) -> CGFloat?
}
