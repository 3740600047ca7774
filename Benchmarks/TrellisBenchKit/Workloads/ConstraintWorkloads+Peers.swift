import Trellis

extension ConstraintWorkloads {
  /// The constraint peers: the system (its constraints and the edit variable's suggestion as a strong equality)
  /// goes to kiwi (Cassowary, priorities as strengths) and, as the naive weighted model (one LP: free variables,
  /// error columns on every non-required row weighted 10⁶ / 10³ / 1 for strong / medium / weak), to HiGHS and GLPK.
  /// Each is compared with Trellis's cold solve: required rows satisfied and the same total error per priority.
  static var peers: PeerSpec<Input> { peers(caps: [:]) }

  /// The peers, with some skipped above a size on this family: `caps` maps a peer ("kiwi", "highs", "glpk") to
  /// the largest N it runs at and why (kiwi stops above 10³ everywhere, in the peer runner).
  static func peers(caps: [String: (n: Int, why: String)]) -> PeerSpec<Input> {
    PeerSpec(
      kind: "constraints", maxSize: peerSize, comparisons: [PeerComparison(trellis: cold)],
      export: { input in
        let (names, constraints) = exported(input.system)
        return [
          "caps": caps.mapValues { [$0.n, $0.why] as [Any] },
          "variables": names,
          "constraints": constraints.map { constraint -> [Any] in
            [
              constraint.terms.map { [names[$0.variable], $0.coefficient] as [Any] }, constraint.constant,
              constraint.relation, constraint.priority,
            ]
          },
        ]
      },
      reference: { input, _ in
        let (names, constraints) = exported(input.system)
        let solution = try input.system.solve()
        return .values(names.map { solution[name: $0] ?? 0 }, constraints: constraints)
      })
  }

  /// The system's variables (in order of first use) and its constraints with the edit suggestions last.
  ///
  /// - Complexity: O(total terms).
  static func exported(_ system: ConstraintSystem) -> (names: [String], constraints: [PeerConstraint]) {
    var names: [String] = []
    var position: [ConstraintVariable.ID: Int] = [:]
    var out: [PeerConstraint] = []
    for constraint in system.constraints + system.editVariables.map(\.constraint) {
      let terms = constraint.expression.termsByName.map { term -> (variable: Int, coefficient: Double) in
        if let index = position[term.variable.id] { return (index, term.coefficient) }
        position[term.variable.id] = names.count
        names.append(term.variable.name)
        return (names.count - 1, term.coefficient)
      }
      out.append(
        PeerConstraint(
          terms: terms, constant: constraint.expression.constant, relation: constraint.relation.rawValue,
          priority: constraint.priority.value))
    }
    return (names, out)
  }
}
