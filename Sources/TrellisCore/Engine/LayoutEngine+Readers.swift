extension LayoutEngine {
  /// The most passes one layout runs to settle the frames its readers' closures read (``ReaderFrames``).
  ///
  /// A plain reader's frame settles in one more pass per level of readers nested in readers' content that read a
  /// frame; content that moves its own reader (a reader inside a hugging reader's content, sizing it from the
  /// frame it reads) may never settle, and fails here.
  static let maximumReaderPasses = 8

  /// `result`, the outermost pass of `root`, once every frame its readers' closures read (`frames`) is the frame
  /// the reader was placed at: laid out again, with the frames the last pass placed its readers at, while one is
  /// not.
  ///
  /// - Throws: as ``layout(_:proposal:)``; ``LayoutError/containerFailed(path:id:message:)`` for a reader whose frame
  ///   did not settle within ``maximumReaderPasses`` passes.
  /// - Complexity: O(n) per pass to find the readers' frames, plus each further pass.
  func settlingReaders(_ result: LayoutResult, frames: ReaderFrames, root: Node, proposal: ProposedViewSize)
    throws(LayoutError) -> LayoutResult
  {
    var result = result
    var frames = frames
    var passes = 1
    while true {
      let reads = frames.allReads
      if reads.isEmpty { return result }
      var keys = Set(reads.map(\.reader))
      for read in reads { if let space = read.space { keys.insert(space) } }
      let placed = Self.placedFrames(in: result, of: keys)
      // A read settles when its reader was not placed at that size (a probe, or not shown) or was placed where the
      // closure was told; an anchored node's, when it was not placed or was placed where its anchor said.
      let unsettled = reads.first { read in
        guard let frame = placed[read.reader] else { return false }
        guard let size = read.size else { return read.given != frame }
        guard frame.size == size else { return false }
        guard let space = read.space else { return read.given != frame }
        let actual = placed[space].map { ReaderFrames.frame(of: frame, inSpaceAt: $0, size: frame.size) }
        return read.given != actual
      }
      guard let unsettled else { return result }
      if passes >= Self.maximumReaderPasses {
        throw .containerFailed(
          path: unsettled.reader.path.description, id: nil,
          message: "GeometryReader: the frame its content read did not settle after \(passes) layout passes "
            + "(its content moves the reader)")
      }
      passes += 1
      var again = configuration
      frames = ReaderFrames(known: placed)
      again.readers = ReaderScope(frames: frames, node: nil, prefix: .root, spaces: [:])
      let engine = LayoutEngine(configuration: again, storage: storage)
      let context = try LayoutContext(root: root, configuration: again, engine: storage)
      result = try engine.finish(context, proposal: proposal)
    }
  }

  /// The frames `result` placed the nodes `keys` name at.
  ///
  /// - Complexity: O(entries).
  private static func placedFrames(in result: LayoutResult, of keys: Set<PlacedKey>) -> [PlacedKey: Rect] {
    var frames: [PlacedKey: Rect] = [:]
    let entries = result.entries
    var levels = [Int](repeating: 0, count: entries.count)
    var paths = [NodePath?](repeating: nil, count: entries.count)
    for (k, entry) in entries.enumerated() {
      guard let path = entry.nodePath else { continue }
      paths[k] = path
      // Modifiers add no step: an entry under one with the same path is one level further down its chain.
      if let parent = entry.parent, paths[parent] == path { levels[k] = levels[parent] + 1 }
      let key = PlacedKey(path: path, level: levels[k])
      if keys.contains(key) { frames[key] = entry.frame }
    }
    return frames
  }
}
