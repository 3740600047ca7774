extension LayoutContext {
  // What the subviews' proxies (`LayoutSubviews`, `LayoutSubview`, `GuideResolver`) and the containers built on them
  // ask of the pass, beyond measuring, placing and guides: the narrow interface code outside `Engine/` uses.

  /// The node's id, if it has one.
  func id(of node: NodeIndex) -> String? { tree.node(node.offset).id }

  /// The identity of the node object (the same while the node is alive; nodes are immutable).
  func identity(of node: NodeIndex) -> ObjectIdentifier {
    tree.references[node.offset]._withUnsafeGuaranteedRef { ObjectIdentifier($0) }
  }

  /// Whether the `nodes.count` nodes from `first` are exactly `nodes`, in order (the same objects).
  ///
  /// - Complexity: O(`nodes.count`): one comparison of references per node, without a retain.
  func nodes(from first: NodeIndex, are nodes: [Node]) -> Bool {
    let references = tree.references
    let start = first.offset
    guard start + nodes.count <= references.count else { return false }
    return nodes.withUnsafeBufferPointer { buffer in
      for k in buffer.indices
      where references[start + k].toOpaque() != Unmanaged.passUnretained(buffer[k]).toOpaque() {
        return false
      }
      return true
    }
  }

  /// Container `node`'s layout direction (set on it or inherited).
  func layoutDirection(of node: NodeIndex) -> LayoutDirection {
    let rightToLeft = tree.rightToLeft
    return !rightToLeft.isEmpty && rightToLeft[node.offset] ? .rightToLeft : .leftToRight
  }

  /// Whether the answers of container `node`'s subviews depend only on their own nodes: neither the container nor an
  /// ancestor sets an environment (text settings or a layout direction its descendants inherit) and the pass has no
  /// embedded content (readers, whose nested limits depend on depth).
  ///
  /// - Complexity: O(depth of the container).
  func answersDependOnlyOnNodes(under node: NodeIndex) -> Bool {
    guard !tree.hasEmbedded else { return false }
    var k = node.raw
    while k >= 0 {
      if tree.references[Int(k)]._withUnsafeGuaranteedRef({ $0.traits.setsEnvironment }) { return false }
      k = tree.parent[Int(k)]
    }
    return true
  }

  /// The layout of `node` when it is an `L`, else `nil`.
  func layout<L: Layout>(of node: NodeIndex, as type: L.Type) -> L? {
    guard let box = tree.layout(node.offset), box.layoutType == L.self else { return nil }
    return box.base as? L
  }

  /// Whether the parent of `node` is a container whose layout is an `L`.
  func parentLayout<L: Layout>(of node: NodeIndex, is type: L.Type) -> Bool {
    let parent = Int(tree.parent[node.offset])
    guard parent >= 0, let box = tree.layout(parent) else { return false }
    return box.layoutType == L.self
  }

  /// Records a failure of container `node` (`LayoutError.containerFailed` naming its path and `message`).
  func failContainer(_ node: NodeIndex, message: String) {
    fail(.containerFailed(path: path(of: node).description, id: id(of: node), message: message))
  }

  /// Records bad input to container `node` (`LayoutError.invalidInput` naming its path and `message`).
  func failInvalidInput(_ node: NodeIndex, message: String) {
    fail(.invalidInput(path: path(of: node).description, id: id(of: node), message: message))
  }

  /// Whether the pass asks containers for diagnostics (``LayoutEngine/collectsDiagnostics``).
  var collectsDiagnostics: Bool {
    get { log.collectsDiagnostics }
    set { log.collectsDiagnostics = newValue }
  }

  /// Runs `body`, a container's call into its strategies, with the pass's strategy scope as
  /// ``StrategyScope/current``, and files what fell back under container `node` (``LayoutResult/fallbacks``).
  func runningStrategies<R>(of node: NodeIndex, _ body: () -> R) -> R {
    let scope = log.budget.strategies()
    let result = StrategyScope.$current.withValue(scope) { body() }
    for report in scope.takeReports() {
      log.report(
        LayoutFallback(
          path: path(of: node).description, id: id(of: node), strategy: report.strategy, reason: report.reason,
          message: report.message))
    }
    return result
  }

  /// Whether the pass's deadline has passed, recording `LayoutError.timeLimitExceeded` for the `stage` of container
  /// `node` when it has (reads the clock).
  func pastDeadline(_ node: NodeIndex, stage: String) -> Bool {
    guard log.budget.pastDeadline() else { return false }
    fail(.timeLimitExceeded(limit: log.budget.limit, path: path(of: node).description, id: id(of: node), stage: stage))
    return true
  }

  /// The pass's deadline.
  var deadline: ContinuousClock.Instant { PassClock.instant(log.budget.deadline) }

  /// Records a diagnostic of container `node` (``LayoutResult/diagnostics``).
  func reportDiagnostic(_ node: NodeIndex, message: String) {
    let diagnostic = LayoutDiagnostic(path: path(of: node).description, id: id(of: node), message: message)
    log.report(diagnostic)
  }
}
