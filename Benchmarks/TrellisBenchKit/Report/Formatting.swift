import Foundation

// Number formatting shared by the report, the charts and the progress lines. Every function accepts any Double and
// returns "—" (or "nan"/"inf" for figures) for missing or non-finite values rather than trapping.

/// `value` with `digits` significant digits, without exponent ("12.3", "0.00123", "123457").
///
/// - Complexity: O(1).
func formatSignificant(_ value: Double, digits: Int = 3) -> String {
  guard value.isFinite else { return value.isNaN ? "nan" : (value > 0 ? "inf" : "-inf") }
  if value == 0 { return "0" }
  let magnitude = Int(floor(log10(abs(value))))
  let decimals = max(0, min(12, digits - 1 - magnitude))
  let scale = pow(10, Double(decimals))
  let rounded = (value * scale).rounded() / scale
  return String(format: "%.\(decimals)f", rounded)
}

/// Seconds for settings and messages: "1 s", "0.25 s", "3.2 s".
///
/// - Complexity: O(1).
func formatSeconds(_ seconds: Double) -> String {
  "\(formatSignificant(seconds, digits: 3).trimmingTrailingZeros) s"
}

/// A duration in nanoseconds with a unit that keeps three significant digits: "850 ns", "12.3 µs", "1.20 s".
///
/// - Complexity: O(1).
func formatDuration(_ nanoseconds: Double?) -> String {
  guard let ns = nanoseconds, ns.isFinite else { return "—" }
  let units: [(Double, String)] = [(1e9, "s"), (1e6, "ms"), (1e3, "µs")]
  for (scale, unit) in units where abs(ns) >= scale { return "\(formatSignificant(ns / scale)) \(unit)" }
  return "\(formatSignificant(ns)) ns"
}

/// A byte count in binary units: "512 B", "3.50 KiB", "12.0 MiB".
///
/// - Complexity: O(1).
func formatBytes(_ bytes: Double?) -> String {
  guard let bytes, bytes.isFinite else { return "—" }
  let units: [(Double, String)] = [(1_073_741_824, "GiB"), (1_048_576, "MiB"), (1024, "KiB")]
  for (scale, unit) in units where abs(bytes) >= scale { return "\(formatSignificant(bytes / scale)) \(unit)" }
  return "\(Int(bytes)) B"
}

/// An item count with thousands separators: "1,000,000".
///
/// - Complexity: O(digits).
func formatCount(_ n: Int) -> String {
  let digits = String(n.magnitude)
  var out = ""
  for (offset, character) in digits.enumerated() {
    if offset > 0, (digits.count - offset) % 3 == 0 { out.append(",") }
    out.append(character)
  }
  return n < 0 ? "-" + out : out
}

/// A quality figure: integers as integers, other numbers with four significant digits, texts as they are.
///
/// - Complexity: O(1).
func formatFigure(_ value: FigureValue?) -> String {
  switch value {
  case nil: return "—"
  case .text(let text)?: return text
  case .number(let number)?:
    if number.isFinite, number == number.rounded(), abs(number) < 1e15 { return String(Int64(number)) }
    return formatSignificant(number, digits: 4)
  }
}

/// A ratio: time ratios as "12.4×", quality ratios with four significant digits ("1.021").
///
/// - Complexity: O(1).
func formatRatio(_ value: Double?, kind: String) -> String {
  guard let value else { return "" }
  return kind == "time" ? "\(formatSignificant(value))×" : formatSignificant(value, digits: 4)
}

/// A fraction as a percentage with up to three significant digits: 0.0213 → "2.13%".
///
/// - Complexity: O(1).
func formatPercent(_ fraction: Double) -> String { "\(formatSignificant(fraction * 100))%" }

extension String {
  /// "0.250" → "0.25", "3.00" → "3"; strings without a decimal point are unchanged.
  var trimmingTrailingZeros: String {
    guard contains(".") else { return self }
    var text = self
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text
  }
}
