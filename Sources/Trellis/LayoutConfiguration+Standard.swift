extension LayoutConfiguration {
  /// Texts shaped in real fonts (``ShapingTextMeasurer/shared``: HarfBuzz, fontconfig, UAX #14 line breaking), the
  /// default limits, no diagnostics: what `LayoutEngine()` and `view.layout(in:)` run with.
  ///
  /// ```swift
  /// import Trellis
  /// let result = try Text("Hello").font(.title).layout(proposal: .unspecified)   // DejaVu Sans at 28 pt
  /// ```
  public static let standard = LayoutConfiguration(textMeasurer: ShapingTextMeasurer.shared)
}

extension LayoutEngine {
  /// An engine with the standard configuration (texts in real fonts), `limits` and `collectsDiagnostics` set.
  ///
  /// - Complexity: O(1).
  public init(limits: LayoutLimits = .default, collectsDiagnostics: Bool = false) {
    var configuration = LayoutConfiguration.standard
    configuration.limits = limits
    configuration.collectsDiagnostics = collectsDiagnostics
    self.init(configuration: configuration)
  }
}

extension View {
  /// Lays out this view proposing exactly `size`, with the standard configuration and `limits`, in an engine made for
  /// this layout alone (it keeps nothing for the next one: keep a ``LayoutEngine`` to lay out again).
  ///
  /// - Throws: ``LayoutError``.
  /// - Complexity: as ``LayoutEngine/layout(_:proposal:)``.
  public func layout(in size: Size, limits: LayoutLimits = .default) throws(LayoutError) -> LayoutResult {
    try LayoutEngine(limits: limits).layout(self, in: size)
  }

  /// Lays out this view for `proposal`, with the standard configuration and `limits`, in an engine made for this
  /// layout alone (see ``layout(in:limits:)``).
  ///
  /// - Throws: ``LayoutError``.
  /// - Complexity: as ``LayoutEngine/layout(_:proposal:)``.
  public func layout(proposal: ProposedViewSize, limits: LayoutLimits = .default) throws(LayoutError) -> LayoutResult {
    try LayoutEngine(limits: limits).layout(self, proposal: proposal)
  }
}
