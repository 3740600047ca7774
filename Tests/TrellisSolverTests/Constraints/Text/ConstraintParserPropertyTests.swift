import Testing
import TrellisSolver
import TrellisTestSupport

/// Random linear expressions written with the fewest parentheses precedence allows, with random spacing: the parsed
/// constraint evaluates like the expression tree it was printed from.
@Suite struct ConstraintParserPropertyTests {
  indirect enum Tree {
    case number(Double)
    case name(String)
    case negate(Tree)
    case sum(Tree, Tree, subtract: Bool)
    case product(Tree, Tree)
    case quotient(Tree, Tree)

    func value(_ values: [String: Double]) -> Double {
      switch self {
      case .number(let n): n
      case .name(let name): values[name] ?? 0
      case .negate(let t): -t.value(values)
      case .sum(let a, let b, let subtract): a.value(values) + (subtract ? -1 : 1) * b.value(values)
      case .product(let a, let b): a.value(values) * b.value(values)
      case .quotient(let a, let b): a.value(values) / b.value(values)
      }
    }

    /// 0 for sums, 1 for products and quotients, 2 for the rest.
    var precedence: Int {
      switch self {
      case .sum: 0
      case .product, .quotient: 1
      default: 2
      }
    }

    func text(_ rng: inout SplitMix64) -> String {
      func space() -> String { rng.chance(0.3) ? " " : "" }
      func wrapped(_ t: Tree, below level: Int) -> String {
        let inner = t.text(&rng)
        return t.precedence < level || rng.chance(0.1) ? "(" + space() + inner + space() + ")" : inner
      }
      switch self {
      case .number(let n): return String(n)
      case .name(let name): return name
      case .negate(let t): return "-" + space() + wrapped(t, below: 1)
      case .sum(let a, let b, let subtract):
        return wrapped(a, below: 0) + space() + (subtract ? "-" : "+") + space() + wrapped(b, below: subtract ? 1 : 0)
      case .product(let a, let b): return wrapped(a, below: 1) + space() + "*" + space() + wrapped(b, below: 2)
      case .quotient(let a, let b): return wrapped(a, below: 1) + space() + "/" + space() + wrapped(b, below: 2)
      }
    }
  }

  /// A constant subtree: a number, its negation or a product of two.
  static func constant(_ rng: inout SplitMix64) -> Tree {
    let n = Tree.number(rng.whole(1...9) / (rng.chance(0.3) ? 4 : 1))
    switch rng.int(0...3) {
    case 0: return .negate(n)
    case 1: return .product(n, .number(rng.whole(1...3)))
    default: return n
    }
  }

  static func tree(_ rng: inout SplitMix64, depth: Int) -> Tree {
    if depth == 0 || rng.chance(0.2) {
      return rng.chance(0.6) ? .name(["a", "b.width", "c_1"][rng.int(0...2)]) : .number(rng.whole(0...20))
    }
    switch rng.int(0...4) {
    case 0: return .negate(tree(&rng, depth: depth - 1))
    case 1: return .sum(tree(&rng, depth: depth - 1), tree(&rng, depth: depth - 1), subtract: rng.chance(0.5))
    case 2:
      let variable = tree(&rng, depth: depth - 1)
      return rng.chance(0.5) ? .product(constant(&rng), variable) : .product(variable, constant(&rng))
    case 3: return .quotient(tree(&rng, depth: depth - 1), constant(&rng))
    default: return .sum(tree(&rng, depth: depth - 1), .number(rng.whole(1...5)), subtract: true)
    }
  }

  @Test func parsedExpressionsEvaluateLikeTheirTrees() throws {
    var rng = SplitMix64(seed: 0x5EED_C0DE)
    for _ in 0..<500 {
      let lhs = Self.tree(&rng, depth: 5)
      let rhs = Self.tree(&rng, depth: 3)
      let text = lhs.text(&rng) + " <= " + rhs.text(&rng)
      let constraint = try Constraint(parsing: text)
      #expect(constraint.relation == .lessOrEqual)
      for _ in 0..<3 {
        let values = [
          "a": rng.double(in: -10...10), "b.width": rng.double(in: -10...10), "c_1": rng.double(in: -10...10),
        ]
        let expected = lhs.value(values) - rhs.value(values)
        let actual = constraint.expression.value { values[$0.name] }
        #expect(abs(actual - expected) <= 1e-9 * max(1, abs(expected)), "\(text): \(actual) vs \(expected)")
      }
    }
  }
}
