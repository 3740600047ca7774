extension LayoutContext {
  /// Reports, as a diagnostic of each ``Text`` concerned, the characters no installed font covers
  /// (``TextMeasurement/uncoveredScalars``): `no font covers U+E000, U+10FFFF; measured as the missing-glyph box`.
  /// Run once at the end of a pass that collects diagnostics.
  ///
  /// - Complexity: O(nodes) plus one measurement per text, at no width (a prepared text answers it in O(1)).
  func reportUncoveredCharacters() {
    let environments = tree.textEnvironments
    for k in 0..<tree.count {
      guard let text = textLeaf(k) else { continue }
      let node = NodeIndex(k)
      let measurement = text.measurement(
        .unspecified, environment: environments.isEmpty ? nil : environments[node], measurer: configuration.measurer)
      guard !measurement.uncoveredScalars.isEmpty else { continue }
      let names = measurement.uncoveredScalars.map(Self.codePoint).joined(separator: ", ")
      reportDiagnostic(node, message: "no font covers \(names); measured as the missing-glyph box")
    }
  }

  /// `U+E000`: the scalar's code point, at least four hexadecimal digits.
  static func codePoint(_ scalar: Unicode.Scalar) -> String {
    let digits = String(scalar.value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }
}
