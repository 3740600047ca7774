extension LayoutResult {
  /// The frame of the one shown node that `name` names, or why there is none.
  ///
  /// `name` is a key of ``frames`` (a node's id when no other shown node has it, or the id path a repeated id is
  /// keyed by), else an id path: ids separated by `/`, each segment the id of an ancestor of the next (not
  /// necessarily its parent), the last one the node's own id. `"title"` alone names the node when exactly one shown
  /// node has that id; `"row1/title"` the one with id `title` below a node with id `row1`. Use ``lookup(path:)`` for
  /// ids that contain `/`.
  ///
  /// ```swift
  /// let result = try VStack {
  ///   HStack { Box(width: 40, height: 20).id("title") }.id("row1")
  ///   HStack { Box(width: 60, height: 20).id("title") }.id("row2")
  /// }.layout(in: Size(width: 100, height: 100))
  /// try result.lookup("row2/title")   // the 60 × 20 box
  /// try result.lookup("title")        // throws .ambiguous("title", keys: ["row1/title", "row2/title"])
  /// ```
  ///
  /// - Throws: ``LookupError/notFound(_:)``, ``LookupError/ambiguous(_:keys:)``.
  /// - Complexity: O(1) on average for a key or an unrepeated id; O(entries × depth) for a path (the entries are
  ///   built if they were not).
  public func lookup(_ name: String) throws(LookupError) -> Rect {
    if let frame = frames[name] { return frame }
    return try entries[entryIndex(matching: name)].frame
  }

  /// The frame of the one shown node that the ids `path` name, outermost first (see ``lookup(_:)``); no segment is
  /// split at `/`.
  ///
  /// - Throws: ``LookupError/notFound(_:)``, ``LookupError/ambiguous(_:keys:)`` (named by the segments joined with
  ///   `/`).
  /// - Complexity: O(entries × depth).
  public func lookup(path: [String]) throws(LookupError) -> Rect {
    try entries[entryIndex(segments: path, name: path.joined(separator: "/"))].frame
  }

  /// The index in ``entries`` of the one shown node `name` names, read as ``lookup(_:)`` reads it.
  func entryIndex(matching name: String) throws(LookupError) -> Int {
    if frames[name] != nil, let index = entries.firstIndex(where: { $0.key == name }) { return index }
    let segments =
      name.contains("/") ? name.split(separator: "/", omittingEmptySubsequences: false).map(String.init) : [name]
    // An unrepeated single id that is not a key has no node: no need to build the entries.
    if segments.count == 1, !ambiguousIDs.contains(name) { throw .notFound(name) }
    return try entryIndex(segments: segments, name: name)
  }

  private func entryIndex(segments: [String], name: String) throws(LookupError) -> Int {
    guard let own = segments.last else { throw .notFound(name) }
    let all = entries
    let above = Array(segments.dropLast())
    var matches: [Int] = []
    for (k, entry) in all.enumerated() where entry.key != nil && entry.id == own {
      var chain: [String] = []
      var p = entry.parent
      while let a = p {
        if all[a].key != nil, let id = all[a].id { chain.append(id) }
        p = all[a].parent
      }
      if IDForest.matches(chain, above) { matches.append(k) }
    }
    guard let first = matches.first else { throw .notFound(name) }
    guard matches.count == 1 else { throw .ambiguous(name, keys: matches.map { all[$0].key ?? own }) }
    return first
  }

  /// Gives every entry with a key its unique key (``IDForest``) and returns the frames by key and the repeated ids.
  ///
  /// - Complexity: O(entries × depth) when ids repeat, O(entries) otherwise.
  static func assignKeys(_ entries: inout [Entry]) -> (frames: [String: Rect], ambiguous: [String]) {
    var positions: [Int] = []
    var slot = [Int32](repeating: -1, count: entries.count)
    for (k, entry) in entries.enumerated() where entry.key != nil && entry.id != nil {
      slot[k] = Int32(positions.count)
      positions.append(k)
    }
    let ancestor = positions.map { k -> Int32 in
      var p = entries[k].parent
      while let a = p {
        if slot[a] >= 0 { return slot[a] }
        p = entries[a].parent
      }
      return -1
    }
    let forest = IDForest(ids: positions.map { entries[$0].id! }, ancestor: ancestor)
    let snapshot = entries
    let (keys, ambiguous) = forest.keys { snapshot[positions[$0]].path }
    var frames: [String: Rect] = [:]
    frames.reserveCapacity(keys.count)
    for (k, key) in zip(positions, keys) {
      entries[k].key = key
      frames[key] = entries[k].frame
    }
    return (frames, ambiguous)
  }
}
