import Foundation

/// One chart axis: maps data values to pixels, on a log₁₀ or linear scale, and chooses readable ticks.
struct ChartAxis {
  /// Logarithmic (ticks at powers of 10) or linear (ticks at 1, 2 or 5 × 10ᵏ steps).
  enum Scale { case log, linear }

  /// The scale.
  var scale: Scale
  /// The lowest value shown.
  var lower: Double
  /// The highest value shown.
  var upper: Double
  /// The tick values.
  var ticks: [Double]
  /// On a linear scale, the decimals that tell neighbouring ticks apart (0 for steps of 1 or more); 0 on a log scale.
  var decimals = 0

  /// An axis covering `values` (non-finite values, and non-positive ones on a log scale, are ignored; with none left
  /// the axis spans 1…10).
  ///
  /// - Complexity: O(number of values).
  init(scale: Scale, covering values: [Double]) {
    self.scale = scale
    let usable = values.filter { $0.isFinite && (scale == .linear || $0 > 0) }
    switch scale {
    case .log:
      var low = floor(log10(usable.min() ?? 1))
      var high = ceil(log10(usable.max() ?? 10))
      if high <= low { high = low + 1 }
      lower = pow(10, low)
      upper = pow(10, high)
      let decades = Int(high - low)
      let step = max(1, Int((Double(decades) / 8).rounded(.up)))
      var ticks: [Double] = []
      while low <= high + 1e-9 {
        ticks.append(pow(10, low))
        low += Double(step)
      }
      self.ticks = ticks
    case .linear:
      var low = usable.min() ?? 0
      var high = usable.max() ?? 1
      if high - low < 1e-12 {
        let pad = max(abs(low) * 0.05, 0.01)
        low -= pad
        high += pad
      }
      let step = Self.niceStep((high - low) / 5)
      decimals = max(0, Int(-floor(log10(step) + 1e-9)))
      lower = floor(low / step) * step
      upper = ceil(high / step) * step
      var ticks: [Double] = []
      var value = lower
      while value <= upper + step * 1e-6 {
        ticks.append(abs(value) < step * 1e-9 ? 0 : value)
        value += step
      }
      self.ticks = ticks
    }
  }

  /// The position of `value` from 0 (lower) to 1 (upper); values outside are not clamped.
  ///
  /// - Complexity: O(1).
  func fraction(_ value: Double) -> Double {
    switch scale {
    case .log:
      guard value > 0 else { return 0 }
      return (log10(value) - log10(lower)) / (log10(upper) - log10(lower))
    case .linear: return (value - lower) / (upper - lower)
    }
  }

  /// A linear tick's label with ``decimals`` decimals: "1.0002", "1.05", "200".
  ///
  /// - Complexity: O(1).
  func label(_ tick: Double) -> String {
    let text = String(format: "%.\(decimals)f", tick)
    return text.hasPrefix("-") && Double(text) == 0 ? String(text.dropFirst()) : text
  }

  /// 1, 2 or 5 × 10ᵏ, the smallest at least `rough`.
  static func niceStep(_ rough: Double) -> Double {
    guard rough > 0, rough.isFinite else { return 1 }
    let power = pow(10, floor(log10(rough)))
    for multiple in [1.0, 2, 5, 10] where multiple * power >= rough * (1 - 1e-9) { return multiple * power }
    return 10 * power
  }
}
