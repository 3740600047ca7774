/// A layout the engine runs itself, without the calls through ``ErasedLayout``, the subview proxies and a
/// ``CacheBox``: `padding`, the two axis stacks and the cells of a constraint layout. Found once per container when a
/// tree is flattened (a comparison of the layout's type); every other layout, ``AnyLayout`` around a stack included,
/// goes through the protocol.
///
/// The engine's code for these is the layouts' own (``PaddingLayout/childProposal(_:insets:)``,
/// ``PaddingLayout/size(child:insets:)``, ``StackAlgorithm``, ``ConstraintCellLayout/size(proposal:child:)``), so the
/// answers are the same either way.
enum BuiltInLayout {
  /// A layout the engine calls through the protocol.
  case none
  /// ``PaddingLayout`` with these insets.
  case padding(EdgeInsets)
  /// ``HStackLayout`` or ``VStackLayout``, as their shared algorithm's plain description.
  case stack(StackSpec)
  /// ``ConstraintCellLayout``.
  case cell
}
