import TrellisCore

extension HMasonry: KernelOffsets {
  func kernelOffsets(_ sizes: [Size], extraBreaks: [Int]) throws(KernelError) -> [Point] { try masonry(sizes).offsets }
}
