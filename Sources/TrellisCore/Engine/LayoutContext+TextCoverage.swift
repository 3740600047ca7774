extension LayoutContext {
  /// Reports, as diagnostics of each ``Text`` concerned, a custom font family that no registered or installed font
  /// has (``TextMeasurement/missingFontFamily``): `font family "Nope" is neither registered nor installed; measured
  /// in DejaVu Sans`, and the characters no installed font covers (``TextMeasurement/uncoveredScalars``):
  /// `no font covers U+E000, U+10FFFF; measured as the missing-glyph box`, at most 32 of them listed, then
  /// `and 7 more`. Run once at the end of a pass that collects diagnostics.
  ///
  /// - Complexity: O(nodes) plus one measurement per text, at no width (a prepared text answers it in O(1)).
  func reportUncoveredCharacters() {
    let environments = tree.textEnvironments
    for k in 0..<tree.count {
      guard let text = textLeaf(k) else { continue }
      let node = NodeIndex(k)
      let measurement = text.measurement(
        .unspecified, environment: environments.isEmpty ? nil : environments[node], measurer: configuration.measurer)
      if let family = measurement.missingFontFamily {
        let used = measurement.fontFamily.map { " in " + ($0.split(separator: ",").first.map(String.init) ?? $0) }
        reportDiagnostic(
          node, message: "font family \"\(family)\" is neither registered nor installed; measured\(used ?? "")")
      }
      guard !measurement.uncoveredScalars.isEmpty else { continue }
      var names = measurement.uncoveredScalars.map(Self.codePoint).joined(separator: ", ")
      let unlisted = measurement.uncoveredScalarCount - measurement.uncoveredScalars.count
      if unlisted > 0 { names += " and \(unlisted) more" }
      reportDiagnostic(node, message: "no font covers \(names); measured as the missing-glyph box")
    }
  }

  /// `U+E000`: the scalar's code point, at least four hexadecimal digits.
  static func codePoint(_ scalar: Unicode.Scalar) -> String {
    let digits = String(scalar.value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }

  /// Reports, as a diagnostic of each image concerned, a named image the environment's ``ImageCatalog`` lacks:
  /// `no image named "photo" in the environment's image catalogue; laid out as an empty image`. Run once at the end
  /// of a pass that collects diagnostics.
  ///
  /// - Complexity: O(nodes).
  func reportMissingImages() {
    for k in 0..<tree.count {
      let name = tree.references[k]._withUnsafeGuaranteedRef { node -> String? in
        guard case .leaf(let leaf) = node.content else { return nil }
        return (leaf as? MissingImageLeaf)?.name
      }
      guard let name else { continue }
      reportDiagnostic(
        NodeIndex(k),
        message: "no image named \"\(name)\" in the environment's image catalogue; laid out as an empty image")
    }
  }
}
