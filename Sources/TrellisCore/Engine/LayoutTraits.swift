/// The marker protocols a layout conforms to, as the engine reads them when it flattens a tree: one set of dynamic
/// casts per layout type and pass instead of one per container (or per placement).
struct LayoutTraits {
  /// The layout answers no explicit value for a built-in guide (``NoExplicitBuiltInGuides``).
  let noExplicitBuiltInGuides: Bool
  /// A modifier whose explicit guides are its child's, moved (``PropagatesChildGuides``).
  let propagatesChildGuides: Bool
  /// Subviews the layout does not place stay hidden (``HidesUnplacedSubviews``; for ``AnyLayout``, the wrapped one's).
  let hidesUnplacedSubviews: Bool
  /// The layout is an ``AnyLayout``: its answers depend on the value, so they are not shared by type.
  let isErased: Bool
  /// The layout's cache is `Void`: it shares the pass's one empty cache box (``NodeFlag/voidCache``).
  let cacheIsVoid: Bool
  /// The layout is a ``CellLayout``, which the engine runs itself (``BuiltInLayout/cell``).
  let isCell: Bool
}
