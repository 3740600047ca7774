extension BenchmarkRun {
  /// Sets each row's ``ResultRow/baselineMedianNs`` from the matching measured row of `old` (same workload, strategy
  /// and N), and records which run it was compared with.
  ///
  /// - Complexity: O(rows in `self` + rows in `old`).
  mutating func compare(with old: BenchmarkRun, path: String) {
    var medians: [String: Double] = [:]
    for row in old.allRows where row.status == .measured {
      if let median = row.medianNs { medians[row.key] = median }
    }
    for w in workloads.indices {
      for r in workloads[w].rows.indices {
        let row = workloads[w].rows[r]
        workloads[w].rows[r].baselineMedianNs = row.status == .measured ? medians[row.key] : nil
      }
    }
    comparedWith = "\(path) (commit \(old.environment.commit), \(old.environment.date))"
  }
}
