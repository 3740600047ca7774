import Testing
import TrellisCore
import TrellisSolver

/// Height for width that never settles: the pass fails with a `LayoutError` naming the child.
@Suite struct ConstraintLayoutHeightForWidthTests {
  /// 50 × 50 ideally; proposed a width of at least 100 it is 150 high, else 50 — with `width == 200 - height` the
  /// solved width flips between 150 and 50 every round.
  struct Flipping: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
      guard let width = proposal.width, width.isFinite else { return Size(width: 50, height: 50) }
      return Size(width: width, height: width >= 100 ? 150 : 50)
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
  }

  @Test func contentThatNeverSettlesIsALayoutErrorNamingTheChild() throws {
    let tree = ConstraintLayout {
      Node(layout: Flipping(), children: []).id("flip")
    } constraints: { p in
      p["flip"].leading == p.container.leading
      p["flip"].top == p.container.top
      p["flip"].width == 200 - p["flip"].height
    }.node.id("form")
    do {
      _ = try tree.layout(proposal: .unspecified, configuration: .monospaced)
      Issue.record("expected a layout error")
    } catch {
      guard case .containerFailed(_, let id, let message) = error else {
        Issue.record("wrong error \(error)")
        return
      }
      #expect(id == "form")
      #expect(message == "height for width of 'flip' does not settle after 8 rounds", "\(message)")
    }
  }
}
