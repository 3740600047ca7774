/// What a pass reports besides its frames: its first error, its containers' diagnostics, its statistics, and the
/// node paths that messages name (built the first time one is needed).
///
/// A pass does not stop at an error: it records the first one, finishes with neutral values, and the engine throws
/// it.
///
/// - Complexity: O(1) for every member whose documentation does not say otherwise.
struct PassLog {
  /// The first error met.
  private(set) var error: LayoutError?
  /// Whether containers should report diagnostics (``LayoutEngine/collectsDiagnostics``), and what they reported.
  var collectsDiagnostics = false
  private(set) var diagnostics: [LayoutDiagnostic] = []
  /// What the pass's strategies settled for (always recorded).
  private(set) var fallbacks: [LayoutFallback] = []
  /// The pass's deadline and the scope its strategies share.
  var budget = PassBudget()
  /// How many sizes were asked for, computed (cache misses) and computed by leaves (``LayoutResult/Statistics``;
  /// the size cache counts the sizes it reused, ``SizeCache/reuses``).
  var sizeRequests = 0
  var sizeComputations = 0
  var leafMeasurements = 0
  /// Node paths, built the first time an error or a diagnostic needs one.
  private var paths: PathTable?

  /// Records `error` unless an earlier one was recorded.
  mutating func fail(_ error: LayoutError) {
    if self.error == nil { self.error = error }
  }

  /// Records a container's diagnostic.
  mutating func report(_ diagnostic: LayoutDiagnostic) { diagnostics.append(diagnostic) }

  /// Records what a strategy settled for, once (a container measured again reports the same fallback again).
  mutating func report(_ fallback: LayoutFallback) {
    if !fallbacks.contains(fallback) { fallbacks.append(fallback) }
  }

  /// The path of `node` in the pass whose per-node arrays are `arrays`, as in scene files
  /// (`root.children[2].children[0]`); modifiers are part of the node they wrap.
  ///
  /// - Complexity: O(depth), after O(nodes) the first time in a pass.
  mutating func path(of node: NodeIndex, in arrays: PassBuffers.NodeArrays) -> NodePath {
    if let paths { return paths.path(of: node) }
    let table = PathTable(arrays: arrays)
    paths = table
    return table.path(of: node)
  }

  /// The pass's statistics, for a tree of `nodeCount` nodes whose size cache reused `sizesReused` sizes.
  func statistics(nodeCount: Int, sizesReused: Int) -> LayoutResult.Statistics {
    let strategies = budget.strategyCounts
    return LayoutResult.Statistics(
      nodeCount: nodeCount, sizeRequests: sizeRequests, sizeComputations: sizeComputations,
      leafMeasurements: leafMeasurements, sizesReused: sizesReused, strategySolves: strategies.solves,
      strategyReuses: strategies.reuses)
  }

  /// Starts another pass (a kept one laid out again): its counts and diagnostics are dropped. Only a pass that
  /// succeeded is kept, so there is no error to drop; the paths stay (the tree has the same shape).
  mutating func beginAnotherPass() {
    precondition(error == nil, "only a successful pass is laid out again")
    sizeRequests = 0
    sizeComputations = 0
    leafMeasurements = 0
    diagnostics = []
    fallbacks = []
  }
}
