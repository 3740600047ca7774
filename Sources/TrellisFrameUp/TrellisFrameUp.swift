import TrellisCore

/// FrameUp's and HuggingGeometryReader's catalogue, headless, under FrameUp's own names, on top of `TrellisCore`:
///
/// - ``FULayout`` and its layouts: ``HFlow``, ``VFlow``, ``VMasonry``, ``HMasonry``, the FrameUp stacks, fits
///   (``FUViewThatFits``, ``FULayoutThatFits``, ``LayoutThatFits``) and their `…Layout` forms;
/// - readers (``HuggingGeometryReader``, ``WidthReader``, ``HeightReader``, …), frame tools (``ScaledView``,
///   ``RelativePadding``, `Proportionable`), widget sizes, ``TabMenu``, two-sided and rotating views.
///
/// Imports no C module. The umbrella module `Trellis` re-exports it.
public enum TrellisFrameUp {}
