/// The same small input laid out by two strategies, ready to draw side by side.
struct LayoutPicture: Codable, Equatable, Sendable {
  /// One side.
  struct Panel: Codable, Equatable, Sendable {
    /// The strategy's name (the panel title).
    var title: String
    /// A line under the panel ("tallestColumn 812").
    var caption: String
    /// The frames.
    var layout: LayoutSnapshot
  }

  /// The item count.
  var n: Int
  /// The left panel.
  var left: Panel
  /// The right panel.
  var right: Panel
}
