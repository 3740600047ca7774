import Testing
import TrellisCore
import TrellisSolver

/// A constraint layout places each child's cell at the frame its system solves to (the engine writes a cell's frame
/// directly, without measuring it), and the child's content centred in the cell.
@Suite struct ConstraintLayoutPlacementTests {
  static let labels = ConstraintLayoutReLayoutTests.labels

  /// Each child's sizing as the layout measures it: label boxes with their intrinsic size, stretching fields.
  static var sizes: [ConstraintLayout.ChildSizing] {
    labels.flatMap { w -> [ConstraintLayout.ChildSizing] in
      [.init(intrinsicSize: Size(width: w, height: 20)), .init(intrinsicWidth: nil, intrinsicHeight: nil)]
    }
  }

  static let proposals: [ProposedViewSize] = [
    ProposedViewSize(width: 300, height: nil), ProposedViewSize(width: 171, height: nil),
    ProposedViewSize(width: 420, height: 900), .unspecified, ProposedViewSize(width: 0, height: 0),
  ]

  static func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-9 * max(1, abs(b)) }

  @Test(arguments: 0..<5)
  func cellsAreAtTheirSolvedFramesAndContentIsCentred(proposal index: Int) throws {
    let proposal = Self.proposals[index]
    let layout = ConstraintLayoutReLayoutTests.form(Self.labels)
    let node = layout.node
    let solution = try layout.system(for: proposal, sizes: Self.sizes).solve()
    // Twice: the first pass and a pass over the same node (which starts from its kept solver and template).
    for pass in 0..<2 {
      let result = try node.layout(proposal: proposal, configuration: .monospaced)
      for (k, w) in Self.labels.enumerated() {
        for (id, content) in [("l\(k)", Size(width: w, height: 20)), ("f\(k)", nil)] {
          let frame = try #require(result[id], "\(id)")
          let solved = [".leading", ".top", ".width", ".height"].map { solution[name: id + $0] ?? 0 }
          #expect(
            Self.close(frame.minX, solved[0]) && Self.close(frame.minY, solved[1])
              && Self.close(frame.width, max(0, solved[2])) && Self.close(frame.height, max(0, solved[3])),
            "pass \(pass), \(id): \(frame) vs \(solved)")
          let inner = try #require(result.childFrames(of: id)?.first, "\(id)'s content")
          let size = content ?? frame.size
          #expect(inner.size == size, "\(id)'s content is its own size (a box) or the cell's (a rectangle)")
          #expect(Self.close(inner.midX, frame.midX) && Self.close(inner.midY, frame.midY), "\(id) centred")
        }
      }
    }
  }
}
