import Testing

@testable import TrellisCore

/// Interpolating and diffing two layouts of the same children.
@Suite struct TransitionTests {
  static func boxes() -> [Node] { (0..<5).map { Box(width: 20, height: 10).id("i\($0)").node } }
  static let size = Size(width: 300, height: 300)

  @Test func hStackToVStackAtZeroHalfAndOne() throws {
    let a = try Node(layout: HStackLayout(spacing: 10), children: Self.boxes()).layout(
      in: Self.size, configuration: .monospaced)
    let b = try Node(layout: VStackLayout(spacing: 10), children: Self.boxes()).layout(
      in: Self.size, configuration: .monospaced)
    #expect(a.size == Size(width: 140, height: 10))
    #expect(b.size == Size(width: 20, height: 90))
    let start = a.interpolated(to: b, fraction: 0)
    let middle = a.interpolated(to: b, fraction: 0.5)
    let end = a.interpolated(to: b, fraction: 1)
    for i in 0..<5 {
      let id = "i\(i)"
      #expect(start[id] == a[id])
      #expect(end[id] == b[id])
      // HStack: x = 30i, y = 0; VStack: x = 0, y = 20i.
      #expect(a[id] == Rect(x: Double(30 * i), y: 0, width: 20, height: 10))
      #expect(b[id] == Rect(x: 0, y: Double(20 * i), width: 20, height: 10))
      #expect(middle[id] == Rect(x: Double(15 * i), y: Double(10 * i), width: 20, height: 10))
    }
    #expect(middle.size == Size(width: 80, height: 50))
    #expect(end == b)
    // The root (no id) is matched by path: interpolated too.
    #expect(middle.entries[0].frame == Rect(x: 0, y: 0, width: 80, height: 50))
    #expect(a.interpolated(to: b, fraction: 7)["i4"] == b["i4"])
    #expect(a.interpolated(to: b, fraction: .nan)["i4"] == a["i4"])
  }

  @Test func diffNamesInsertedRemovedMovedUnchanged() throws {
    let a = try VStack(spacing: 0) {
      Box(width: 10, height: 10).id("same")
      Box(width: 10, height: 10).id("gone")
      Box(width: 10, height: 10).id("moves")
    }.layout(in: Self.size, configuration: .monospaced)
    let b = try VStack(spacing: 0) {
      Box(width: 10, height: 10).id("same")
      Box(width: 10, height: 10).id("new")
      Box(width: 10, height: 10).id("spacer")
      Box(width: 10, height: 10).id("moves")
    }.layout(in: Self.size, configuration: .monospaced)
    let diff = a.diff(to: b)
    #expect(diff == LayoutDiff(inserted: ["new", "spacer"], removed: ["gone"], moved: ["moves"], unchanged: ["same"]))
    #expect(!diff.isEmpty && a.diff(to: a).isEmpty)

    let half = a.interpolated(to: b, fraction: 0.5)
    #expect(half["new"] == b["new"])  // inserted: at its end frame
    #expect(half["gone"] == a["gone"])  // removed: keeps its start frame until the end
    #expect(half["moves"] == Rect(x: 0, y: 25, width: 10, height: 10))
    #expect(a.interpolated(to: b, fraction: 1)["gone"] == nil)
  }
}

extension TransitionTests {
  @Test func modifiersWithoutIdsMatchByPathAndRank() throws {
    let a = try Box(width: 10, height: 10).padding(5).frame(width: 100, height: 100).layout(
      in: Self.size, configuration: .monospaced)
    let b = try Box(width: 10, height: 10).padding(5).frame(width: 200, height: 100).layout(
      in: Self.size, configuration: .monospaced)
    let half = a.interpolated(to: b, fraction: 0.5)
    // frame, padding, Box all share the path "root".
    #expect(
      half.entries.map(\.frame) == [
        Rect(x: 0, y: 0, width: 150, height: 100), Rect(x: 65, y: 40, width: 20, height: 20),
        Rect(x: 70, y: 45, width: 10, height: 10),
      ])
  }
}
