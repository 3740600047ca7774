import Testing
import TrellisCore
import TrellisSolver
import TrellisTestSupport

/// Random rows of boxes with random distinct hugging and compression resistance priorities, against a brute-force
/// oracle of Auto Layout's rule: extra space goes to the box with the lowest hugging priority; a deficit is taken
/// from the lowest compression resistance first, each box down to 0 before the next gives anything.
@Suite struct ConstraintLayoutPropertyTests {
  struct Item {
    var width: Double
    var height: Double
    var hugging: Double
    var resistance: Double
  }

  /// The widths the rule gives `items` in a row of `available` points (margins and gaps already taken).
  static func oracle(_ items: [Item], available: Double) -> [Double] {
    var widths = items.map(\.width)
    let total = widths.reduce(0, +)
    if available >= total {
      let loosest = items.indices.min { items[$0].hugging < items[$1].hugging }!
      widths[loosest] += available - total
      return widths
    }
    var deficit = total - available
    for k in items.indices.sorted(by: { items[$0].resistance < items[$1].resistance }) where deficit > 0 {
      let given = min(deficit, widths[k])
      widths[k] -= given
      deficit -= given
    }
    return widths
  }

  /// Distinct priorities in [1, 998] (none ties with the proposal's 999 or with another).
  static func distinctPriorities(_ count: Int, _ random: inout SplitMix64) -> [Double] {
    var pool = Array(1...998)
    var picked: [Double] = []
    for _ in 0..<count { picked.append(Double(pool.remove(at: random.int(0...(pool.count - 1))))) }
    return picked
  }

  static func row(_ items: [Item], gap: Double) throws -> Node {
    ConstraintLayout {
      for (k, item) in items.enumerated() {
        Box(width: item.width, height: item.height)
          .contentHuggingPriority(ConstraintPriority(item.hugging), for: .horizontal)
          .compressionResistancePriority(ConstraintPriority(item.resistance), for: .horizontal).id("i\(k)")
      }
    } constraints: { p in
      for k in items.indices {
        let item = p["i\(k)"]
        if k == 0 { item.leading == p.container.leading + gap } else { item.leading == p["i\(k - 1)"].trailing + gap }
        item.top == p.container.top
        p.container.bottom >= item.bottom
      }
      p.container.trailing == p["i\(items.count - 1)"].trailing + gap
    }.node
  }

  @Test(arguments: 0..<40)
  func rowsMatchTheOracle(seed: Int) throws {
    var random = SplitMix64(seed: 0xC0_4E7A + UInt64(seed))
    let count = random.int(1...6)
    let hugging = Self.distinctPriorities(count, &random)
    let resistance = Self.distinctPriorities(count, &random)
    let items = (0..<count).map { k in
      Item(width: random.whole(0...120), height: random.whole(1...40), hugging: hugging[k], resistance: resistance[k])
    }
    let gap = 8.0
    let margins = gap * Double(count + 1)
    let natural = margins + items.reduce(0) { $0 + $1.width }
    let width = margins + random.whole(0...Int(natural - margins + 200))
    let result = try Self.row(items, gap: gap).layout(
      proposal: ProposedViewSize(width: width, height: nil), configuration: .monospaced)
    let expected = Self.oracle(items, available: width - margins)
    #expect(Double(result.size.width) == width, "seed \(seed)")
    #expect(Double(result.size.height) == items.map(\.height).max(), "seed \(seed)")
    var x = gap
    for k in items.indices {
      let frame = try #require(result["i\(k)"])
      #expect(abs(frame.width - expected[k]) <= 1e-6, "seed \(seed) item \(k): \(frame.width) vs \(expected[k])")
      #expect(abs(frame.minX - x) <= 1e-6, "seed \(seed) item \(k) x")
      x += expected[k] + gap
    }
  }
}
