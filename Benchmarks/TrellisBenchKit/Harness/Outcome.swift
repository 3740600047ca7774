/// What one strategy run returns: why it stopped, and (computed only when asked, outside the timing) its quality
/// figures and frames.
///
/// The figures and the layout are closures so that the timed run pays only for the layout itself: the harness calls
/// `figures` once per row, after the measured runs, and `layout` only for the side-by-side pictures.
///
/// ```swift
/// return Outcome(stoppedBecause: "optimal") { ["tallestColumn": tallest, "provenOptimal": true] }
/// ```
struct Outcome {
  /// Why the run ended: "finished", "optimal", "time limit 1 s", "iteration limit", ….
  var stoppedBecause: String
  /// Computes the quality figures (called outside the timed region).
  var figures: () -> Figures
  /// Produces the frames for a picture, when the strategy can; `nil` otherwise.
  var layout: (() -> LayoutSnapshot)?

  /// Creates an outcome.
  ///
  /// - Complexity: O(1); the closures run later.
  init(
    stoppedBecause: String = "finished", figures: @escaping () -> Figures = { Figures() },
    layout: (() -> LayoutSnapshot)? = nil
  ) {
    self.stoppedBecause = stoppedBecause
    self.figures = figures
    self.layout = layout
  }
}
