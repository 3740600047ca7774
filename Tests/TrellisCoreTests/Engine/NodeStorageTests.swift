import Testing

@testable import TrellisCore

#if canImport(Glibc)
  /// glibc's `malloc_usable_size` (in `<malloc.h>`, which the Glibc module does not export): the usable bytes of a
  /// block.
  @_silgen_name("malloc_usable_size")
  private func mallocUsableSize(_ block: UnsafeMutableRawPointer) -> Int
#endif

/// A node is one small allocation: the allocator serves and takes back blocks of up to 128 bytes (120 usable) from
/// its fast bins, and building and freeing large trees depends on it. A modifier keeps its one child without an
/// array, and a `Box` keeps its size inline.
@Suite struct NodeStorageTests {
  #if canImport(Glibc)
    /// The usable size of the blocks nodes made by `make` take: the smallest of 64 (a block may be larger than
    /// asked for when the allocator hands out a whole free block, never smaller).
    private static func blockSize(_ make: () -> Node) -> Int {
      let nodes = (0..<64).map { _ in make() }
      return nodes.map { mallocUsableSize(Unmanaged.passUnretained($0).toOpaque()) }.min() ?? 0
    }

    @Test func everyKindOfNodeFitsInAFastBinBlock() {
      let box = Box(width: 10, height: 20).node
      let makers: [(String, () -> Node)] = [
        ("Box", { Box(width: 10, height: 20).node }), ("padding", { box.padding(4) }), ("id", { box.id("a") }),
        (
          "HStack",
          {
            HStack {
              box
              box
            }.node
          }
        ), ("Text", { Text("hello").node }), ("Spacer", { Spacer().node }),
        ("Divider", { Divider().node }), ("frame", { Rectangle().frame(maxWidth: 80) }),
        ("layoutPriority", { box.layoutPriority(1) }),
      ]
      for (name, make) in makers {
        let size = Self.blockSize(make)
        #expect(size <= 120, "\(name): \(size) bytes")
      }
    }
  #endif

  @Test func aModifierKeepsItsChildWithoutAnArray() {
    let box = Box(width: 10, height: 20).node
    let padded = box.padding(4)
    #expect(padded.children.count == 1)
    #expect(padded.children[0] === box)
    #expect(padded.firstChild === box)
    padded.withChildren { children in
      #expect(children.count == 1)
      #expect(children[0] === box)
    }
    #expect(padded.traits.childCount == 1)
    #expect(padded.traits.subtreeCount == 2)
    #expect(padded.traits.height == 1)
  }

  @Test func aBoxKeepsItsSizeInline() throws {
    let node = Box(width: 10, height: 20).node
    guard case .fixed(let size) = node.content else {
      Issue.record("a valid Box is stored as a fixed size")
      return
    }
    #expect(size == Size(width: 10, height: 20))
    #expect(node.traits.isFixed)
    #expect(node.fixedSize == Size(width: 10, height: 20))
    #expect(try node.layout(in: Size(width: 100, height: 100)).size == Size(width: 10, height: 20))
  }

  @Test(arguments: [Size(width: -1, height: 2), Size(width: .nan, height: 2), Size(width: .infinity, height: 1)])
  func anInvalidBoxIsStillReportedWhenLaidOut(size: Size) {
    let node = Box(width: size.width, height: size.height).node
    #expect(!node.traits.isFixed)
    #expect(node.fixedSize == nil)
    #expect(throws: LayoutError.self) { try node.layout(in: Size(width: 100, height: 100)) }
  }

  @Test func traitsCountTheSubtree() {
    let leaf = Box(width: 1, height: 1).node
    let stack = VStack {
      leaf
      leaf.padding(1)
      HStack {
        leaf
        leaf
        leaf
      }
    }.node
    #expect(stack.traits.childCount == 3)
    #expect(stack.traits.subtreeCount == 1 + 1 + 2 + 4)
    #expect(stack.traits.height == 2)
    #expect(VStack {}.node.traits.childCount == 0)
  }

  /// Chains deeper than the release recursion bound are taken apart iteratively; a chain of 10⁵ modifiers, shared
  /// or not in its middle, frees without exhausting the stack of a secondary thread.
  @Test func deepChainsAreFreedOnASmallStack() async {
    await Task.detached {
      var node = Box(width: 1, height: 1).node
      for k in 0..<100_000 { node = k % 2 == 0 ? node.padding(1) : VStack { node }.node }
      let middle = node.children[0].children[0]
      node = Box(width: 1, height: 1).node
      #expect(middle.traits.height == 99_998)
    }.value
  }
}

/// Subtree counts saturate at `Int32.max` (shared subtrees count once per occurrence, so a small graph can stand for a
/// huge tree); such a tree is refused by any limit, never flattened.
@Suite struct NodeCountSaturationTests {
  @Test func aHugeSharedTreeIsRefusedWhateverTheLimit() {
    var node = Box(width: 1, height: 1).node
    // 2^40 leaves in 41 levels of two references to the same child.
    for _ in 0..<40 {
      node =
        HStack {
          node
          node
        }.node
    }
    #expect(node.traits.subtreeCount == Int(Int32.max))
    let engine = LayoutEngine(limits: LayoutLimits(maxNodes: .max))
    #expect(throws: LayoutError.nodeLimitExceeded(limit: Int(Int32.max) - 1, count: Int(Int32.max))) {
      try engine.layout(node, in: Size(width: 10, height: 10))
    }
  }
}
