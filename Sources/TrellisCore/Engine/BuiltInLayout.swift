/// A layout the engine runs itself, without the calls through ``ErasedLayout``, the subview proxies and a
/// ``CacheBox``: `padding`, the two axis stacks and the cells (``CellLayout``, such as a constraint layout's). Found
/// once per container when a tree is flattened (a comparison of the layout's type; for a cell, a conformance checked
/// once per layout type); every other layout, ``AnyLayout`` around a stack or a cell included, goes through the
/// protocol.
///
/// The engine's code for these is the layouts' own (``PaddingLayout/childProposal(_:insets:)``,
/// ``PaddingLayout/size(child:insets:)``, ``StackAlgorithm``, ``CellGeometry``), so the answers are the same either way
/// (`BuiltInLayoutDifferentialTests`).
enum BuiltInLayout {
  /// A layout the engine calls through the protocol.
  case none
  /// ``PaddingLayout`` with these insets.
  case padding(EdgeInsets)
  /// ``HStackLayout`` or ``VStackLayout``, as their shared algorithm's plain description.
  case stack(StackSpec)
  /// A ``CellLayout`` (``ConstraintCellLayout``).
  case cell
}
