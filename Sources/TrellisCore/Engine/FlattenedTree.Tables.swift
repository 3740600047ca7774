extension FlattenedTree {
  /// What a flattened tree knows beyond its per-node arrays, in one object: a copy of the tree (a call that borrows
  /// it from the pass) then retains one reference, not one per table.
  final class Tables {
    let identified: [(node: NodeIndex, id: String)]
    let shadowedIDs: Set<NodeIndex>
    let textEnvironments: [NodeIndex: TextEnvironment]
    let underTextSetting: [Bool]
    let rightToLeft: [Bool]

    init(
      identified: [(node: NodeIndex, id: String)], shadowedIDs: Set<NodeIndex>,
      textEnvironments: [NodeIndex: TextEnvironment], underTextSetting: [Bool], rightToLeft: [Bool]
    ) {
      self.identified = identified
      self.shadowedIDs = shadowedIDs
      self.textEnvironments = textEnvironments
      self.underTextSetting = underTextSetting
      self.rightToLeft = rightToLeft
    }
  }
}
