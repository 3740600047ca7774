import Testing
import TrellisCore

/// One row of a table-driven layout test: a tree, a proposal, the size it must have and the frames of its ids.
struct FrameCase: CustomTestStringConvertible, Sendable {
  let name: String
  let tree: @Sendable () -> Node
  let proposal: ProposedViewSize
  let size: Size
  let frames: [String: Rect]
  var testDescription: String { name }

  init(
    _ name: String, _ proposal: ProposedViewSize, size: Size, frames: [String: Rect],
    tree: @escaping @Sendable () -> Node
  ) {
    self.name = name
    self.tree = tree
    self.proposal = proposal
    self.size = size
    self.frames = frames
  }

  /// Lays the tree out and checks the size and every listed frame.
  func check() throws {
    let result = try tree().layout(proposal: proposal, configuration: .monospaced)
    #expect(result.size == size, "\(name): size")
    for (id, frame) in frames.sorted(by: { $0.key < $1.key }) {
      #expect(result[id] == frame, "\(name): \(id)")
    }
  }
}

extension ProposedViewSize {
  /// A proposal of exactly `width` × `height`.
  static func size(_ width: Double, _ height: Double) -> ProposedViewSize {
    ProposedViewSize(width: width, height: height)
  }
}
