import TrellisCore

/// The built-in layouts backed by a kernel, whose offsets cover a prefix of the items (masonries ignore forced
/// breaks): both ``LineBreakAware`` forms come from one kernel call.
protocol KernelOffsets: LineBreakAware {
  func kernelOffsets(_ sizes: [Size], extraBreaks: [Int]) throws(KernelError) -> [Point]
}

extension KernelOffsets {
  func checkedPrefixOffsets(_ sizes: [Size]) -> Result<[Point], KernelError>? {
    do throws(KernelError) { return .success(try kernelOffsets(sizes, extraBreaks: [])) } catch {
      return .failure(error)
    }
  }

  func checkedOffsets(_ sizes: [Size], extraBreaks: [Int]) -> Result<[Point?], KernelError> {
    do throws(KernelError) {
      return .success(padded(try kernelOffsets(sizes, extraBreaks: extraBreaks), count: sizes.count))
    } catch {
      return .failure(error)
    }
  }
}

/// Pads placed offsets with `nil` for the items the kernel left out (beyond `maxRows`).
func padded(_ offsets: [Point], count: Int) -> [Point?] {
  var out: [Point?] = offsets.map { $0 }
  out.append(contentsOf: repeatElement(nil, count: max(0, count - offsets.count)))
  return out
}
