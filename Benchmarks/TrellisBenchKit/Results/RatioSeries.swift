/// The values of one ``RatioSpec`` at every N where both sides were measured.
struct RatioSeries: Codable, Equatable, Sendable {
  /// One value.
  struct Point: Codable, Equatable, Sendable {
    /// The item count.
    var n: Int
    /// The ratio.
    var value: Double
  }

  /// The ratio's column title.
  var name: String
  /// The numerator strategy (the row the value is shown on).
  var numerator: String
  /// The denominator strategy.
  var denominator: String
  /// `"time"` or `"quality"`.
  var kind: String
  /// The values by increasing N.
  var points: [Point]

  /// The value at `n`, if computed.
  ///
  /// - Complexity: O(number of points).
  func value(at n: Int) -> Double? { points.first { $0.n == n }?.value }

  /// The mean of the values, or `nil` when there are none.
  var mean: Double? { points.isEmpty ? nil : points.map(\.value).reduce(0, +) / Double(points.count) }

  /// The largest value, or `nil` when there are none.
  var maximum: Double? { points.map(\.value).max() }

  /// The value at the largest N, or `nil` when there are none.
  var last: Point? { points.last }

  /// Computes a ratio from rows: at each N, the numerator row's figure over the denominator row's; rows that were not
  /// measured, missing or non-numeric figures and zero denominators give no value.
  ///
  /// - Complexity: O(number of rows²) in the worst case (rows per workload are few).
  init(spec: RatioSpec, rows: [ResultRow]) {
    name = spec.name
    numerator = spec.numerator
    denominator = spec.denominator
    kind = spec.isQuality ? "quality" : "time"
    func figure(_ figure: RatioSpec.Figure, of row: ResultRow) -> Double? {
      guard row.status == .measured else { return nil }
      switch figure {
      case .time: return row.medianNs
      case .quality(let key): return row.figures.number(key)
      }
    }
    var points: [Point] = []
    for top in rows where top.strategy == spec.numerator {
      guard let bottom = rows.first(where: { $0.strategy == spec.denominator && $0.n == top.n }),
        let a = figure(spec.figure, of: top), let b = figure(spec.denominatorFigure, of: bottom),
        b != 0, a.isFinite, b.isFinite
      else { continue }
      points.append(Point(n: top.n, value: a / b))
    }
    self.points = points.sorted { $0.n < $1.n }
  }

  /// Creates a series from values (for tests and decoding).
  init(name: String, numerator: String, denominator: String, kind: String, points: [Point]) {
    self.name = name
    self.numerator = numerator
    self.denominator = denominator
    self.kind = kind
    self.points = points
  }
}
