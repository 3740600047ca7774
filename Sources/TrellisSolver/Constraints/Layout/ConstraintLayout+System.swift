import TrellisCore

extension ConstraintLayout {
  /// The full constraint system the container solves for `proposal` with children of the given sizing: the user's
  /// constraints; every size `>= 0`; each intrinsic dimension `s` as `size <= s @hugging` and
  /// `size >= s @compressionResistance`; a proposed finite dimension as the edit variable `container.width` (or
  /// `container.height`) at ``proposalPriority`` suggested the proposal; an unspecified or infinite one as
  /// `container.width <= 0` at the weakest level; every child's `leading` and `top` declared
  /// (``ConstraintSystem/declare(_:)``), so all four of its variables are in the system. Solve it, dump it, or ask it
  /// for ambiguities to diagnose a layout: its ``ConstraintSystem/ambiguities()`` include the anchors no constraint
  /// mentions.
  ///
  /// - Throws: ``buildError`` when building the constraints failed, else as ``ConstraintSystem/add(_:)``.
  /// - Complexity: O(constraints + children).
  public func system(for proposal: ProposedViewSize, sizes: [ChildSizing]) throws(ConstraintError) -> ConstraintSystem {
    if let buildError { throw buildError }
    var system = try ConstraintSystem(constraints)
    try system.add((container.width >= 0).labeled("container.width >= 0"))
    try system.add((container.height >= 0).labeled("container.height >= 0"))
    let weakest = weakestPriority(sizes)
    for (axis, dimension) in [(Axis.horizontal, proposal.width), (Axis.vertical, proposal.height)] {
      let variable = axis == .horizontal ? container.widthVariable : container.heightVariable
      if let dimension, dimension.isFinite {
        try system.addEditVariable(variable, priority: proposalPriority, value: dimension)
      } else {
        try system.add((variable <= 0).priority(weakest).labeled("\(variable.name) fits its content"))
      }
    }
    for (item, sizing) in zip(anchors, sizes) {
      // Every child's four variables are in the system, so its ambiguities include anchors no constraint mentions.
      if let leading = item.leadingVariable { try system.declare(leading) }
      if let top = item.topVariable { try system.declare(top) }
      let axes = [
        (
          item.width, item.widthVariable.name, sizing.intrinsicWidth, sizing.horizontalHugging,
          sizing.horizontalResistance
        ),
        (
          item.height, item.heightVariable.name, sizing.intrinsicHeight, sizing.verticalHugging,
          sizing.verticalResistance
        ),
      ]
      for (size, name, intrinsic, hugging, resistance) in axes {
        try system.add((size >= 0).labeled("\(name) >= 0"))
        guard let intrinsic else { continue }
        try system.add(
          (size <= intrinsic).priority(hugging).labeled("\(name) hugs \(formatConstraintNumber(intrinsic))"))
        try system.add(
          (size >= intrinsic).priority(resistance)
            .labeled("\(name) resists compression below \(formatConstraintNumber(intrinsic))"))
      }
    }
    return system
  }

  /// The level at which an unproposed container dimension is minimised: 1, or half the weakest priority in use
  /// when that is 1 or less, so fitting the content never trades against any other constraint.
  func weakestPriority(_ sizes: [ChildSizing]) -> ConstraintPriority {
    var lowest = proposalPriority.value
    for constraint in constraints where !constraint.priority.isRequired {
      lowest = min(lowest, constraint.priority.value)
    }
    for s in sizes {
      lowest = min(
        lowest, s.horizontalHugging.value, s.verticalHugging.value, s.horizontalResistance.value,
        s.verticalResistance.value)
    }
    return ConstraintPriority(lowest <= 1 ? lowest / 2 : 1)
  }
}
