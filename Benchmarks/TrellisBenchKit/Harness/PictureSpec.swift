/// Asks for the side-by-side picture of one small input laid out by two strategies (e.g. greedy and the solver).
struct PictureSpec: Equatable, Sendable {
  /// The item count of the pictured input (40 in the issue).
  var n: Int
  /// The strategy drawn on the left.
  var left: String
  /// The strategy drawn on the right.
  var right: String
  /// Figures to print under each panel (e.g. `["tallestColumn"]`).
  var captionFigures: [String]

  /// Declares a picture.
  ///
  /// - Complexity: O(1).
  init(n: Int = 40, left: String, right: String, captionFigures: [String] = []) {
    self.n = n
    self.left = left
    self.right = right
    self.captionFigures = captionFigures
  }
}
