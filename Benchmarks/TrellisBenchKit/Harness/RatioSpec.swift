/// A ratio worth showing for a workload, computed from the numbers at every N where both sides were measured:
/// "solver/greedy time", "greedy tallest column / optimal", "Swift/C".
///
/// ```swift
/// RatioSpec("solver/greedy time", numerator: "MIP", denominator: "greedy", figure: .time)
/// RatioSpec("greedy/optimal height", numerator: "greedy", denominator: "MIP", figure: .quality("tallestColumn"))
/// RatioSpec("greedy/bound", numerator: "greedy", denominator: "greedy",
///           figure: .quality("tallestColumn"), denominatorFigure: .quality("lowerBound"))
/// ```
struct RatioSpec: Equatable, Sendable {
  /// What is divided.
  enum Figure: Equatable, Sendable {
    /// The median time of a run.
    case time
    /// A numeric quality figure, by name.
    case quality(String)
  }

  /// The column title.
  var name: String
  /// The strategy on top; the ratio is shown on its row.
  var numerator: String
  /// The strategy below.
  var denominator: String
  /// The numerator's figure.
  var figure: Figure
  /// The denominator's figure (defaults to ``figure``).
  var denominatorFigure: Figure

  /// Declares a ratio.
  ///
  /// - Complexity: O(1).
  init(_ name: String, numerator: String, denominator: String, figure: Figure, denominatorFigure: Figure? = nil) {
    self.name = name
    self.numerator = numerator
    self.denominator = denominator
    self.figure = figure
    self.denominatorFigure = denominatorFigure ?? figure
  }

  /// Whether this compares quality (charted on the quality chart) rather than time.
  var isQuality: Bool {
    if case .quality = figure { true } else { false }
  }
}
