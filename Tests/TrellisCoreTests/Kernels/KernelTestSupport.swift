import TrellisTestSupport

@testable import TrellisCore

/// Test helpers shared by the kernel suites.
enum KernelTestSupport {
  /// Whether two frames share interior area beyond rounding noise.
  static func overlaps(_ a: Rect, _ b: Rect) -> Bool {
    let e = 1e-7
    return a.minX < b.maxX - e && b.minX < a.maxX - e && a.minY < b.maxY - e && b.minY < a.maxY - e
  }

  /// Points from (x, y) pairs.
  static func points(_ pairs: [(Double, Double)]) -> [Point] { pairs.map { Point(x: $0.0, y: $0.1) } }

  /// Sizes from (w, h) pairs.
  static func sizes(_ pairs: [(Double, Double)]) -> [Size] { pairs.map { Size(width: $0.0, height: $0.1) } }

  /// The alignment with its two parts swapped (top↔leading, bottom↔trailing), for transpose checks.
  static func transposed(_ a: KernelAlignment) -> KernelAlignment {
    KernelAlignment(
      vertical: KernelAlignment.Vertical.allCases[a.horizontal.index],
      horizontal: KernelAlignment.Horizontal.allCases[a.vertical.index])
  }

  /// Random alignment.
  static func alignment(_ rng: inout SplitMix64) -> KernelAlignment { KernelAlignment.allCases[rng.int(0...15)] }
}
