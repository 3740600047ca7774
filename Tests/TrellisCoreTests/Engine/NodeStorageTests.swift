import Testing

@testable import TrellisCore

#if canImport(Glibc)
  import Glibc

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
    #expect(
      try node.layout(in: Size(width: 100, height: 100), configuration: .monospaced).size == Size(width: 10, height: 20)
    )
  }

  @Test(arguments: [
    Size(width: -1, height: 2), Size(width: CGFloat.nan, height: 2), Size(width: CGFloat.infinity, height: 1),
  ])
  func anInvalidBoxIsStillReportedWhenLaidOut(size: Size) {
    let node = Box(width: size.width, height: size.height).node
    #expect(!node.traits.isFixed)
    #expect(node.fixedSize == nil)
    #expect(throws: LayoutError.self) { try node.layout(in: Size(width: 100, height: 100), configuration: .monospaced) }
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

  #if canImport(Glibc)
    /// Trees deeper than the release recursion bound are taken apart iteratively: 10⁵ levels of modifiers and
    /// two-child stacks (children arrays), with a subtree still held elsewhere, free on a thread with a 512 KiB stack
    /// (Apple's secondary-thread size; Linux's threads default to 8 MiB).
    @Test func deepTreesAreFreedOnA512KiBStack() {
      Self.onThread(stackSize: 512 << 10) {
        var node = Box(width: 1, height: 1).node
        for k in 0..<100_000 {
          node =
            k % 2 == 0
            ? node.padding(1) : Node(layout: VStackLayout(), children: [node, Box(width: 1, height: 1).node])
        }
        let middle = node.children[0].children[0].children[0]
        node = Box(width: 1, height: 1).node
        #expect(middle.traits.height == 99_997)
      }
    }

    /// Runs `body` on a new thread with a stack of `stackSize` bytes and waits for it.
    private static func onThread(stackSize: Int, _ body: @escaping @Sendable () -> Void) {
      final class Work: Sendable {
        let body: @Sendable () -> Void
        init(_ body: @escaping @Sendable () -> Void) { self.body = body }
      }
      var attributes = pthread_attr_t()
      pthread_attr_init(&attributes)
      defer { pthread_attr_destroy(&attributes) }
      pthread_attr_setstacksize(&attributes, stackSize)
      var thread = pthread_t()
      let work = Unmanaged.passRetained(Work(body)).toOpaque()
      let created = pthread_create(
        &thread, &attributes,
        { raw in
          Unmanaged<Work>.fromOpaque(raw!).takeRetainedValue().body()
          return nil
        }, work)
      #expect(created == 0)
      if created == 0 { pthread_join(thread, nil) } else { Unmanaged<Work>.fromOpaque(work).release() }
    }
  #endif
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
    let engine = LayoutEngine(
      configuration: LayoutConfiguration(
        textMeasurer: MonospacedTextMeasurer.standard, limits: LayoutLimits(maxNodes: .max)))
    #expect(throws: LayoutError.nodeLimitExceeded(limit: Int(Int32.max) - 1, count: Int(Int32.max))) {
      try engine.layout(node, in: Size(width: 10, height: 10))
    }
  }
}

/// What the 120-byte node keeps through copies and edits (line breaks, modifiers, groups, images, loops).
@Suite struct NodeStorageBehaviourTests {
  @Test func aLineBreakKeepsItsFixedZeroSizeThroughIDAndAttributes() {
    let lineBreak = Node(leaf: LineBreakLeaf(), typeName: "LineBreak")
    for node in [lineBreak, lineBreak.id("x"), lineBreak.layoutPriority(1), lineBreak.replacingID("y")] {
      #expect(node.traits.isLineBreak)
      #expect(node.traits.isFixed)
      #expect(node.fixedSize == .zero)
      #expect(node.isLeaf)
    }
  }

  @Test func aModifierStaysAModifierThroughIDAndAttributes() {
    let padded = Box(width: 1, height: 1).node.padding(1)
    for node in [padded, padded.id("x"), padded.layoutPriority(2), padded.replacingID("z")] {
      #expect(node.isModifier)
      #expect(node.traits.childCount == 1)
      #expect(node.children.count == 1)
    }
  }

  /// Editing below a node keeps what it is: a group stays a group, a modifier a modifier with its id.
  @Test func replacingADescendantKeepsKindIDAndGroup() {
    let a = Box(width: 1, height: 1).node
    let b = Box(width: 2, height: 2).node
    let c = Box(width: 3, height: 3).node
    let edited = Node(grouping: [a, b]).replacingDescendant(at: [0], with: c)
    #expect(edited.isGroup)
    #expect(edited.children[0] === c && edited.children[1] === b)
    let editedPadded = a.padding(1).id("p").replacingDescendant(at: [0], with: c)
    #expect(editedPadded.isModifier)
    #expect(editedPadded.id == "p")
    #expect(editedPadded.firstChild === c)
    let editedSingle = Node(layout: HStackLayout(), children: [a]).replacingDescendant(at: [0], with: c)
    #expect(!editedSingle.isModifier)
    #expect(editedSingle.children.count == 1 && editedSingle.children[0] === c)
  }

  @Test func aNonResizableImageAndAFixedLeafMadeByHandAreStoredInline() {
    let image = Image(width: 10, height: 20).node
    let byHand = Node(typeName: "Box", content: .leaf(FixedLeaf(size: Size(width: 3, height: 4))))
    for (node, size) in [(image, Size(width: 10, height: 20)), (byHand, Size(width: 3, height: 4))] {
      guard case .fixed(let stored) = node.content else {
        Issue.record("\(node.typeName) is stored as a fixed size")
        continue
      }
      #expect(stored == size)
      #expect(node.traits.isFixed)
    }
  }

  /// A builder loop moves its nodes into the children array (the same objects, in order); an empty loop gives none.
  @Test func aLoopMovesItsNodesAndKeepsTheirIdentity() {
    let made = (0..<5).map { Box(width: Double($0 + 1), height: 1).node }
    let stack = HStack { for node in made { node } }.node
    #expect(stack.children.count == 5)
    for k in 0..<5 { #expect(stack.children[k] === made[k]) }
    #expect(HStack { for node in [Node]() { node } }.node.children.isEmpty)
  }

  /// In a loop where only some views have ids, those are scoped to the loop and the others are left as they are.
  @Test func aLoopScopesOnlyTheViewsWithIDs() throws {
    let root = HStack {
      for i in 0..<2 { if i == 0 { Box(width: 5, height: 5).id("k") } else { Box(width: 5, height: 5) } }
      for i in 0..<2 { if i == 0 { Box(width: 7, height: 7).id("k") } else { Box(width: 7, height: 7) } }
    }.node
    #expect(root.children.count == 4)
    #expect(root.children[0].idScope != nil && root.children[2].idScope != nil)
    #expect(root.children[0].idScope !== root.children[2].idScope)
    #expect(root.children[1].idScope == nil && root.children[3].idScope == nil)
    // The two "k"s are in different loops, so the tree lays out.
    _ = try root.layout(proposal: .unspecified, configuration: .monospaced)
  }

  /// A kept pass given a box of another size lays it out anew, and a box made invalid is reported.
  @Test func theKeptPassSeesABoxChangeSize() throws {
    let root = HStack {
      Box(width: 10, height: 10)
      Box(width: 20, height: 10)
    }.node
    let cache = LayoutCache()
    let engine = LayoutEngine(configuration: .monospaced)
    _ = try engine.layout(root, in: Size(width: 100, height: 20), cache: cache)
    let resized = root.replacingDescendant(at: [1], with: Box(width: 30, height: 10).node)
    let kept = try engine.layout(resized, in: Size(width: 100, height: 20), cache: cache)
    let cold = try LayoutEngine(configuration: .monospaced).layout(resized, in: Size(width: 100, height: 20))
    #expect(kept.entries.map(\.frame) == cold.entries.map(\.frame))
    #expect(kept.entries.map(\.frame)[2].width == 30)
    let invalid = root.replacingDescendant(at: [1], with: Box(width: -1, height: 10).node)
    #expect(throws: LayoutError.self) { try engine.layout(invalid, in: Size(width: 100, height: 20), cache: cache) }
  }
}
