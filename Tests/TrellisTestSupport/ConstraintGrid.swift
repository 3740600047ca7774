import TrellisSolver

/// The grid constraint workload shared by the solver tests and the benchmark: `side × side` cells 8 points apart
/// inside a container, each column sharing one width and each row one height (required equalities), sizes ≥ 10, and a
/// weak preferred size per cell. Names are `c<row>_<column>`, so from `side ≥ 11` on `c10_…` sorts before `c2_…`
/// (read a solution by name: `solution[name: "c0_0.width"]`).
public enum ConstraintGrid {
  /// The container's anchors (`container.leading`, …), the same variables in every grid.
  public static let container = LayoutAnchors(key: "container")

  /// The grid's constraints; `preferred` gives each cell's weak preferred width and height, called once per cell in
  /// row-major order (so a seeded generator inside it gives the same grid every time).
  ///
  /// - Complexity: O(side²).
  public static func constraints(
    side: Int, preferred: (_ row: Int, _ column: Int) -> (width: Double, height: Double)
  ) -> [Constraint] {
    var constraints: [Constraint] = []
    constraints.reserveCapacity(8 * side * side + 2)
    // Each cell's anchors, made once: its variables are identities.
    let cells = (0..<side).map { r in (0..<side).map { c in LayoutAnchors(key: "c\(r)_\(c)") } }
    func cell(_ r: Int, _ c: Int) -> LayoutAnchors { cells[r][c] }
    for r in 0..<side {
      for c in 0..<side {
        let item = cell(r, c)
        constraints.append(c == 0 ? item.leading == container.leading + 8 : item.leading == cell(r, c - 1).trailing + 8)
        constraints.append(r == 0 ? item.top == container.top + 8 : item.top == cell(r - 1, c).bottom + 8)
        if r > 0 { constraints.append(item.width == cell(0, c).width) }
        if c > 0 { constraints.append(item.height == cell(r, 0).height) }
        constraints.append(item.width >= 10)
        constraints.append(item.height >= 10)
        let size = preferred(r, c)
        constraints.append((item.width == size.width) | .weak)
        constraints.append((item.height == size.height) | .weak)
      }
    }
    constraints.append(container.trailing == cell(0, side - 1).trailing + 8)
    constraints.append(container.bottom == cell(side - 1, 0).bottom + 8)
    return constraints
  }
}
