import Testing

@testable import TrellisCore

/// The buffers of a pass (``PassBuffers``): every array carved inside its block, aligned, initialized; a copy of the
/// per-node arrays holds the same values.
@Suite struct PassBuffersTests {
  /// Each array's start, element count and stride.
  static func arrays(_ nodes: PassBuffers.NodeArrays) -> [(UnsafeRawPointer?, Int, Int)] {
    func entry<T>(_ buffer: UnsafeMutableBufferPointer<T>) -> (UnsafeRawPointer?, Int, Int) {
      (UnsafeRawPointer(buffer.baseAddress), buffer.count, MemoryLayout<T>.stride)
    }
    return [
      entry(nodes.references), entry(nodes.frames), entry(nodes.parent),
      entry(nodes.firstChild), entry(nodes.slot), entry(nodes.layoutSlot),
      entry(nodes.flags), entry(nodes.sizeState), entry(nodes.placed),
    ]
  }

  @Test(arguments: [0, 1, 7, 1000])
  func everyNodeArrayFitsItsBlockAligned(count: Int) {
    let nodes = PassBuffers.NodeArrays(count: count, pool: PassBlockPool(budget: 0))
    let arrays = Self.arrays(nodes)
    for (index, (start, elements, stride)) in arrays.enumerated() {
      // The first children (the fourth array) have one more element: the node count, where a node after the last
      // would start.
      #expect(elements == (index == 3 ? count + 1 : count))
      #expect(Int(bitPattern: start) % PassBuffers.alignment == 0)
      #expect(elements * stride <= PassBuffers.NodeArrays.bytes(for: count))
    }
    // No two arrays overlap.
    let ranges = arrays.map { Int(bitPattern: $0.0)..<(Int(bitPattern: $0.0) + $0.1 * $0.2) }.sorted {
      $0.lowerBound < $1.lowerBound
    }
    for (a, b) in zip(ranges, ranges.dropFirst()) { #expect(a.upperBound <= b.lowerBound) }
    #expect(nodes.flags.allSatisfy { $0 == 0 })
    #expect(nodes.sizeState.allSatisfy { $0 == 0 })
    #expect(nodes.layoutSlot.allSatisfy { $0 == -1 })
    #expect(!nodes.placed.contains(true))
  }

  @Test(arguments: [(0, 0, 0, 0), (1, 1, 1, 0), (7, 3, 2, 5), (1000, 400, 150, 999)])
  func everySlotArrayIsInitialized(slots: Int, layouts: Int, stacks: Int, stackChildren: Int) {
    let buffers = PassBuffers(
      nodes: PassBuffers.NodeArrays(count: 1, pool: PassBlockPool(budget: 0)), slots: slots, layouts: layouts,
      stacks: stacks,
      stackChildren: stackChildren)
    #expect(buffers.firstProposal.count == slots && buffers.proposals.count == slots)
    #expect(buffers.moreHead.count == slots && buffers.firstPass.count == slots)
    #expect(buffers.cacheBoxes.count == layouts && buffers.stackHeaders.count == stacks)
    #expect(buffers.stackArena.count == stackChildren)
    #expect(buffers.firstProposal.allSatisfy { $0.proposal == .unspecified })
    #expect(buffers.proposals.allSatisfy { $0.proposal == .unspecified })
    #expect(buffers.moreHead.allSatisfy { $0 == -1 })
    #expect(buffers.cacheBoxes.allSatisfy { $0 == nil })
    #expect(buffers.stackHeaders.allSatisfy { !$0.isValid })
  }

  @Test func aCopyOfTheNodeArraysHoldsTheSameValues() {
    let nodes = PassBuffers.NodeArrays(count: 300, pool: PassBlockPool(budget: 0))
    for k in 0..<300 {
      nodes.parent[k] = Int32(k - 1)
      nodes.frames[k] = Rect(x: Double(k), y: 1, width: 2, height: 3)
      nodes.flags[k] = UInt16(k)
      nodes.sizeState[k] = UInt8(k % 8)
      nodes.placed[k] = k % 3 == 0
    }
    let copy = PassBuffers.NodeArrays(copying: nodes, into: nodes.pool)
    #expect(copy.count == 300)
    #expect(Array(copy.parent) == Array(nodes.parent))
    #expect(Array(copy.frames) == Array(nodes.frames))
    #expect(Array(copy.flags) == Array(nodes.flags))
    #expect(Array(copy.sizeState) == Array(nodes.sizeState))
    #expect(Array(copy.placed) == Array(nodes.placed))
    #expect(copy.frames.baseAddress != nodes.frames.baseAddress)
  }

  @Test func aKeptPassMovesToACopyOfItsNodeArrays() {
    let buffers = PassBuffers(
      nodes: PassBuffers.NodeArrays(count: 4, pool: PassBlockPool(budget: 0)), slots: 2, layouts: 1, stacks: 1,
      stackChildren: 0)
    let before = buffers.nodes
    before.frames[2] = Rect(x: 1, y: 2, width: 3, height: 4)
    buffers.separateNodeArrays(into: buffers.nodes.pool)
    #expect(buffers.nodes !== before)
    #expect(buffers.nodes.frames[2] == before.frames[2])
    buffers.nodes.frames[2] = .zero
    #expect(before.frames[2] == Rect(x: 1, y: 2, width: 3, height: 4))
  }
}
