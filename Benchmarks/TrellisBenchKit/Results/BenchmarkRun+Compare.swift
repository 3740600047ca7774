extension BenchmarkRun {
  /// Sets each row's ``ResultRow/baselineMedianNs``, and the figures its workload compares
  /// (``ResultRow/baselineFigures``), from the matching measured row of `old` (same workload, strategy and N), and
  /// records which run it was compared with.
  ///
  /// - Complexity: O(rows in `self` + rows in `old`).
  mutating func compare(with old: BenchmarkRun, path: String) {
    var measured: [String: ResultRow] = [:]
    for row in old.allRows where row.status == .measured { measured[row.key] = row }
    for w in workloads.indices {
      let names = workloads[w].comparedFigures
      for r in workloads[w].rows.indices {
        let row = workloads[w].rows[r]
        let match = row.status == .measured ? measured[row.key] : nil
        workloads[w].rows[r].baselineMedianNs = match?.medianNs
        var figures = Figures()
        for name in names { figures[name] = match?.figures.number(name).map(FigureValue.number) }
        workloads[w].rows[r].baselineFigures = figures
      }
    }
    comparedWith = "\(path) (commit \(old.environment.commit), \(old.environment.date))"
  }
}
