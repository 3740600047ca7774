/// Sums over ranges of a grid's column widths, for cells spanning many columns: a cell of a few columns is summed
/// directly (so an ordinary grid's arithmetic is unchanged), a wider one from prefix sums, so that a grid's work per
/// proposal stays O(cells + columns) however wide its cells are.
///
/// - Complexity: O(columns) to make; O(1) per range.
struct ColumnSpanSums {
  /// Spans up to this many columns are summed directly.
  static let directSpan = 16

  let widths: [CGFloat]
  /// `prefix[i]`: the sum of the first `i` widths; empty when no span is wider than ``directSpan``.
  private let prefix: [CGFloat]

  /// The sums over `widths`; `needsPrefix` is whether any range will be wider than ``directSpan``.
  init(_ widths: [CGFloat], needsPrefix: Bool) {
    self.widths = widths
    guard needsPrefix, !widths.isEmpty else {
      prefix = []
      return
    }
    var prefix = [CGFloat](repeating: 0, count: widths.count + 1)
    for (i, width) in widths.enumerated() { prefix[i + 1] = prefix[i] + width }
    self.prefix = prefix
  }

  /// The sum of the widths in `columns`.
  func sum(_ columns: Range<Int>) -> CGFloat {
    if columns.count <= Self.directSpan || prefix.isEmpty { return widths[columns].reduce(0, +) }
    return prefix[columns.upperBound] - prefix[columns.lowerBound]
  }
}

/// Column widths while spanning cells widen them, for a grid whose spanning cells cover many columns in total: range
/// sums and range additions in O(log columns) each (two Fenwick trees over the widths' differences, Fenwick 1994),
/// and the widths' total kept as it changes.
///
/// - Complexity: O(columns) to make and to read back; O(log columns) per ``sum(_:)`` and ``add(_:to:)``.
struct WideningColumns {
  private let base: [CGFloat]
  private var basePrefix: [CGFloat]
  /// The added widths' differences: column i has gained Σ_{j ≤ i} `added[j]`.
  private var added: [CGFloat]
  /// Fenwick trees over `added[j]` and `j · added[j]` (1-based positions).
  private var tree1: [CGFloat]
  private var tree2: [CGFloat]
  /// The sum of every width.
  private(set) var total: CGFloat

  init(_ widths: [CGFloat]) {
    base = widths
    basePrefix = [CGFloat](repeating: 0, count: widths.count + 1)
    for (i, width) in widths.enumerated() { basePrefix[i + 1] = basePrefix[i] + width }
    added = [CGFloat](repeating: 0, count: widths.count + 1)
    tree1 = [CGFloat](repeating: 0, count: widths.count + 1)
    tree2 = [CGFloat](repeating: 0, count: widths.count + 1)
    total = basePrefix[widths.count]
  }

  /// The sum of the widths in `columns`.
  func sum(_ columns: Range<Int>) -> CGFloat {
    basePrefix[columns.upperBound] - basePrefix[columns.lowerBound] + addedPrefix(columns.upperBound)
      - addedPrefix(columns.lowerBound)
  }

  /// Widens every column of `columns` by `extra`.
  mutating func add(_ extra: CGFloat, to columns: Range<Int>) {
    update(columns.lowerBound, extra)
    if columns.upperBound < base.count { update(columns.upperBound, -extra) }
    total += extra * CGFloat(columns.count)
  }

  /// The widths now.
  func widths() -> [CGFloat] {
    var running: CGFloat = 0
    return base.indices.map { i in
      running += added[i]
      return base[i] + running
    }
  }

  /// What the first `p` columns have gained: Σ_{j < p} added[j] · (p − j).
  private func addedPrefix(_ p: Int) -> CGFloat {
    var first: CGFloat = 0
    var second: CGFloat = 0
    var i = p
    while i > 0 {
      first += tree1[i]
      second += tree2[i]
      i &= i - 1
    }
    return CGFloat(p) * first - second
  }

  private mutating func update(_ j: Int, _ value: CGFloat) {
    added[j] += value
    var i = j + 1
    while i < tree1.count {
      tree1[i] += value
      tree2[i] += CGFloat(j) * value
      i += i & -i
    }
  }
}
