extension Text {
  /// Text measured with real fonts (``ShapingTextMeasurer/shared``): what `Text("…")` means wherever `Trellis` is
  /// imported.
  ///
  /// The core's initializer, `init(_:measurer:attributes:)`, defaults to the monospaced measurer because
  /// `TrellisCore` links no C library. This overload has no defaulted parameters, so Swift's overload ranking
  /// prefers it for `Text("…")` in any file that imports `Trellis`; naming a measurer still selects the core one.
  /// Nothing global is installed: a file importing only `TrellisCore` keeps the monospaced default
  /// (Documentation/Text.md, "Which measurer").
  ///
  /// ```swift
  /// import Trellis
  /// Text("Hello").font(.title)     // shaped in DejaVu Sans at 28 pt
  /// ```
  ///
  /// - Complexity: O(1); measuring is O(characters) once per string and face, then O(segments).
  public init(_ string: String) {
    self.init(string, measurer: ShapingTextMeasurer.shared)
  }
}
