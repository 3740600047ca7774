/// Everything a layout runs with, in one value (as Yoga's `YGConfig`): the measurer of every ``Text`` that names none,
/// the limits, whether containers report diagnostics, and what the engine keeps between layouts (``memoryPolicy``).
///
/// A ``LayoutEngine`` holds one; the layouts nested inside a pass (readers, fits, scaled content) run with their
/// pass's engine, so nothing about a layout depends on which module a file imports or on state kept elsewhere.
/// `TrellisCore` offers ``monospaced``; the `Trellis` module adds `LayoutConfiguration.standard`, which shapes real
/// fonts and is what `LayoutEngine()` and `view.layout(in:)` use there.
///
/// ```swift
/// var configuration = LayoutConfiguration(textMeasurer: MonospacedTextMeasurer(characterWidth: 7, lineHeight: 14))
/// configuration.limits.maxDepth = 64
/// let result = try LayoutEngine(configuration: configuration).layout(Text("Hello"), proposal: .unspecified)
/// ```
///
/// - Complexity: O(1) for every member.
public struct LayoutConfiguration: Sendable {
  /// Measures every ``Text`` that was not given a measurer of its own (`Text("…", measurer: …)`).
  public var textMeasurer: any TextMeasurer {
    get { measurer.measurer }
    set { measurer = TextMeasurerBox(newValue) }
  }
  /// Limits on the tree's depth and size.
  public var limits: LayoutLimits
  /// Whether containers report diagnostics into ``LayoutResult/diagnostics`` (off by default: a constraint layout
  /// then also runs its ambiguity analysis, a few extra LPs per pass, and every text is asked which of its
  /// characters no font covers).
  public var collectsDiagnostics: Bool
  /// What the engine keeps between layouts: pass memory up to a budget, flattened templates, layout memos (default
  /// ``LayoutMemoryPolicy/standard``).
  public var memoryPolicy: LayoutMemoryPolicy

  /// The measurer in a box whose identity stands for it: what a text's prepared measurements and a ``LayoutCache``'s
  /// sizes are kept under, so that they are never reused under another measurer.
  private(set) var measurer: TextMeasurerBox
  /// The deadline of the pass a nested pass runs inside (readers, `ViewThatFits`, scaled content share it), as a
  /// ``PassClock`` offset; `nil` for a layout called directly, whose deadline is ``LayoutLimits/timeLimit`` from its
  /// start.
  var outerDeadline: Duration?
  /// Where a nested pass sits in the outermost layout, for the frames its readers' closures read (``ReaderScope``);
  /// `nil` for the outermost pass's first run.
  var readers: ReaderScope?

  /// Creates a configuration.
  public init(
    textMeasurer: any TextMeasurer, limits: LayoutLimits = .default, collectsDiagnostics: Bool = false,
    memoryPolicy: LayoutMemoryPolicy = .standard
  ) {
    self.measurer = TextMeasurerBox(textMeasurer)
    self.limits = limits
    self.collectsDiagnostics = collectsDiagnostics
    self.memoryPolicy = memoryPolicy
  }

  /// Texts measured by the monospaced 8×16 measurer (``MonospacedTextMeasurer/standard``), the default limits, no
  /// diagnostics, the standard memory policy: everything `TrellisCore` offers without the text libraries.
  public static let monospaced = LayoutConfiguration(textMeasurer: MonospacedTextMeasurer.standard)

  /// Whether a pass run with `other` may reuse sizes from a pass run with this configuration: the same limits and the
  /// same measurer (diagnostics change what is reported, not the sizes).
  func measuresAs(_ other: LayoutConfiguration) -> Bool {
    measurer === other.measurer && limits == other.limits
  }
}

/// A text measurer held by reference, so that its identity can key what was measured with it.
final class TextMeasurerBox: Sendable {
  let measurer: any TextMeasurer

  init(_ measurer: any TextMeasurer) { self.measurer = measurer }
}
