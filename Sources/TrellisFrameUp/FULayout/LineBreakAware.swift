import TrellisCore

/// Built-in FrameUp layouts: offsets with their kernel error (reported as a layout error, never dropped), and forced
/// row breaks from ``LineBreak`` children.
protocol LineBreakAware {
  func checkedOffsets(_ sizes: [Size], extraBreaks: [Int]) -> Result<[Point?], KernelError>
  /// The offsets of the shown items when those are a prefix of the items (all of them, or all but a tail cut by
  /// `maxRows`), straight from the kernel; `nil` when this layout cannot say so.
  func checkedPrefixOffsets(_ sizes: [Size]) -> Result<[Point], KernelError>?
}

extension LineBreakAware {
  func checkedPrefixOffsets(_ sizes: [Size]) -> Result<[Point], KernelError>? { nil }
}
