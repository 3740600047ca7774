/// Formats a coordinate for messages and text output: integers without a fraction, others with up to 6 digits.
///
/// - Complexity: O(1).
package func formatNumber(_ value: Double) -> String {
  if value.isNaN { return "nan" }
  if value.isInfinite { return value > 0 ? "inf" : "-inf" }
  if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
  var s = String(value)
  // Shorten binary noise such as 0.30000000000000004 to at most six decimals.
  let rounded = (value * 1e6).rounded() / 1e6
  if rounded != value, abs(value) < 1e9 { s = String(rounded) }
  return s
}
