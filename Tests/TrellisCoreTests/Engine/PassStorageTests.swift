import Testing

@testable import TrellisCore

@Suite struct PassStorageTests {
  @Test(arguments: [0, 1, 7, 1000])
  func everyArrayFitsItsBlockAligned(count: Int) {
    let storage = PassStorage(count: count)
    let arrays: [(UnsafeRawPointer?, Int, Int)] = [
      (
        UnsafeRawPointer(storage.references.baseAddress), storage.references.count, MemoryLayout<Unmanaged<Node>>.stride
      ),
      (UnsafeRawPointer(storage.frames.baseAddress), storage.frames.count, MemoryLayout<Rect>.stride),
      (UnsafeRawPointer(storage.firstSize.baseAddress), storage.firstSize.count, MemoryLayout<Size>.stride),
      (UnsafeRawPointer(storage.parent.baseAddress), storage.parent.count, MemoryLayout<Int32>.stride),
      (UnsafeRawPointer(storage.placed.baseAddress), storage.placed.count, MemoryLayout<Bool>.stride),
    ]
    for (start, elements, stride) in arrays {
      #expect(elements == count)
      let address = Int(bitPattern: start)
      #expect(address % 16 == 0)
      #expect(elements * stride <= PassStorage.bytes(for: count))
    }
    #expect(storage.flags.allSatisfy { $0 == 0 })
    #expect(storage.layoutSlot.allSatisfy { $0 == -1 })
  }
}
