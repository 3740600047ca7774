/// The bits of a flattened tree's per-node flags (``FlattenedTree/flags``): what the tree says of each node, set while
/// flattening (and for a changed node of a kept pass, `+Relayout`), never while a pass measures or places. What a pass
/// learns of a node (measured, settled, rememberable) is the size cache's (``SizeCache/State``).
enum NodeFlag {
  /// A leaf that answers one size to every proposal (its size is the size cache's first answer, written while
  /// flattening).
  static let fixed: UInt16 = 1
  /// Neither the node nor anything it wraps has an explicit alignment guide.
  static let guideFree: UInt16 = 2
  /// The node's layout answers no explicit value for a built-in guide.
  static let builtInGuideFree: UInt16 = 4
  /// The node is a ``LineBreak``.
  static let lineBreak: UInt16 = 8
  /// The node is a ``Text`` leaf: measured with its inherited text settings, and it answers text baselines.
  static let text: UInt16 = 32
  /// The node's layout leaves the subviews it does not place hidden (instead of centring them).
  static let hidesUnplaced: UInt16 = 64
  /// The node sets no alignment guide override of its own (its attributes have no guides).
  static let noGuideOverrides: UInt16 = 256
  /// The node's layout priority is 0 and it is not a spacer (a modifier: its child's is too), so a stack sorts it
  /// without reading the node.
  static let defaultPriority: UInt16 = 512
  /// The node answers the same size to every valid proposal, although it is not a fixed-size leaf: a padding, `HStack`
  /// or `VStack` whose children are all fixed-size or rigid and set no guide overrides (`Box`es and stacks of them),
  /// or a `frame(width:height:)` with both dimensions (it proposes its child that size whatever it is proposed).
  /// Its size is computed at its first request and the node is flagged ``fixed`` from then on, so every further
  /// request is answered inline.
  static let rigid: UInt16 = 1024
  /// The node's layout has a `Void` cache: the engine hands it the pass's one empty box
  /// (``ContainerCaches/voidCacheBox``) without making a cache (there is nothing to make).
  static let voidCache: UInt16 = 2048
  /// The node is a cell (``CellLayout``, ``BuiltInLayout/cell``): proposed a finite, non-negative size it answers
  /// that size, so it is placed in a frame of that size without being measured (``LayoutContext/place(_:exactly:)``).
  static let cell: UInt16 = 4096
  /// The node is a flexible leaf (``Rectangle``, ``Color``, the other shapes: `FlexibleLeaf`): it answers its proposal,
  /// 10 for an unspecified dimension, computed inline without a call through its content.
  static let flexible: UInt16 = 8192
}
