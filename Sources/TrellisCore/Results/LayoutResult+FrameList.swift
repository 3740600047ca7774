/// - Complexity: O(1) for every member whose documentation does not say otherwise.
extension LayoutResult {
  /// Frames in order, indexed from 0 (see ``childFrames(of:)``).
  public struct FrameList: RandomAccessCollection, Sendable, Equatable {
    private let storage: PassBuffers.NodeArrays?
    /// The result's deferred entries, kept alive while the frames are read from their storage (a ``LayoutCache``
    /// watches them to know whether the arrays are still read).
    private let owner: (any AnyObject & Sendable)?
    private let range: Range<Int>
    private let copied: ArraySlice<Rect>

    /// Frames shared with a pass's storage (no copy), which `owner` reads.
    init(storage: PassBuffers.NodeArrays, range: Range<Int>, owner: any AnyObject & Sendable) {
      self.storage = storage
      self.owner = owner
      self.range = range
      self.copied = []
    }

    init(_ frames: ArraySlice<Rect>) {
      storage = nil
      owner = nil
      range = 0..<frames.count
      copied = frames
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { range.count }
    /// The `position`th frame.
    public subscript(position: Int) -> Rect {
      precondition(position >= 0 && position < range.count, "FrameList index \(position) out of range")
      if let storage { return storage.frames[range.lowerBound + position] }
      return copied[copied.startIndex + position]
    }

    public static func == (a: FrameList, b: FrameList) -> Bool { a.elementsEqual(b) }
  }
}
