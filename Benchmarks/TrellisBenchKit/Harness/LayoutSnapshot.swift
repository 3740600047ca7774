import Trellis

/// The frames one strategy produced, kept to draw the side-by-side pictures.
struct LayoutSnapshot: Codable, Equatable, Sendable {
  /// The container's size; a non-finite height means "as tall as the content".
  var container: Size
  /// Every item's frame, in item order (item `i` gets the same colour in every picture).
  var frames: [Rect]

  /// Creates a snapshot.
  init(container: Size, frames: [Rect]) {
    self.container = container
    self.frames = frames
  }

  private enum CodingKeys: String, CodingKey { case width, height, frames }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.container = Size(
      width: try container.decode(Double.self, forKey: .width),
      height: try container.decodeIfPresent(Double.self, forKey: .height) ?? .infinity)
    let numbers = try container.decode([[Double]].self, forKey: .frames)
    frames = numbers.compactMap { $0.count == 4 ? Rect(x: $0[0], y: $0[1], width: $0[2], height: $0[3]) : nil }
  }

  /// Encoded as `{"width", "height", "frames": [[x, y, width, height], …]}`; an unbounded height is left out.
  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(self.container.width, forKey: .width)
    if self.container.height.isFinite { try container.encode(self.container.height, forKey: .height) }
    try container.encode(frames.map { [$0.minX, $0.minY, $0.width, $0.height] }, forKey: .frames)
  }
}
