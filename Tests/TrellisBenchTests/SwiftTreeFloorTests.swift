import Testing
import Trellis
import TrellisTestSupport

@testable import TrellisBenchKit

#if canImport(Glibc)
  import Glibc

  /// glibc's `malloc_usable_size` (in `<malloc.h>`, which the Glibc module does not export).
  @_silgen_name("malloc_usable_size")
  private func mallocUsableSize(_ block: UnsafeMutableRawPointer) -> Int
#endif

/// The `Swift tree (object per node)` row stands for Trellis's nodes: the same block size, the same shape.
@Suite struct SwiftTreeFloorTests {
  #if canImport(Glibc)
    /// glibc rounds blocks up (120 usable bytes for anything from 105 to 120); AddressSanitizer's allocator reports the
    /// size asked for, so under it this checks that the object is exactly a node's size.
    ///
    /// glibc hands out a free block one size up whole when splitting it would leave too little, so the blocks earlier
    /// tests freed can give the first allocations larger blocks. Objects and nodes are made in turn, so they meet the
    /// same free lists, and many of them, so that each kind also gets blocks cut to its own size.
    @Test func anObjectTakesTheBlockOfABoxNode() {
      func blockSize(_ object: AnyObject) -> Int { mallocUsableSize(Unmanaged.passUnretained(object).toOpaque()) }
      var objects: [SwiftTreeFloor.Object] = []
      var nodes: [Node] = []
      for k in 0..<2_048 {
        objects.append(SwiftTreeFloor.Object(children: .none, width: 1, height: 2, filler: k))
        nodes.append(Box(width: 1, height: 2).node)
      }
      #expect(objects.map(blockSize).min() == nodes.map(blockSize).min())
      #expect(objects.map(blockSize).min() == 120)
    }
  #endif

  @Test(arguments: [1, 2, 3, 10, 1_000])
  func buildsEveryNodeOfTheWorkloadsShape(n: Int) {
    var rng = SplitMix64(seed: 5)
    let input = FixedTreeInput(n: n, rng: &rng)
    let (childCounts, leafSizes) = FixedTreeWorkload.shape(input)
    #expect(childCounts.count == n)
    #expect(leafSizes.count == 2 * childCounts.filter { $0 == 0 }.count)
    #expect(SwiftTreeFloor.buildAndFree(childCounts: childCounts, leafSizes: leafSizes) == n)
  }
}
