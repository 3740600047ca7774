import TrellisCore

extension FlowKernel.Options {
  /// Two lists of forced breaks as one sorted list without repeats.
  static func union(_ a: [Int], _ b: [Int]) -> [Int] { b.isEmpty ? a : Array(Set(a + b)).sorted() }
}

/// HFlow and VFlow: offsets with their kernel error, and forced breaks from ``LineBreak`` children added to theirs.
protocol FlowingLayout: KernelOffsets {
  var options: FlowKernel.Options { get set }
  func flow(_ sizes: [Size]) throws(KernelError) -> FlowKernel.Result
}

extension FlowingLayout {
  /// The flow's offsets, every item hidden when the kernel rejects the input (containers report that error instead).
  func offsetsOrHidden(_ sizes: [Size]) -> [Point?] {
    (try? flow(sizes)).map { padded($0.offsets, count: sizes.count) } ?? Array(repeating: nil, count: sizes.count)
  }

  func kernelOffsets(_ sizes: [Size], extraBreaks: [Int]) throws(KernelError) -> [Point] {
    var layout = self
    layout.options.forcedBreaks = FlowKernel.Options.union(options.forcedBreaks, extraBreaks)
    return try layout.flow(sizes).offsets
  }
}
