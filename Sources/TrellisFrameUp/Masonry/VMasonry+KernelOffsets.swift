import TrellisCore

extension VMasonry: KernelOffsets {
  func kernelOffsets(_ sizes: [Size], extraBreaks: [Int]) throws(KernelError) -> [Point] { try masonry(sizes).offsets }
}
