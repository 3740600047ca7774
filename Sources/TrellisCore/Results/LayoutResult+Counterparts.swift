extension LayoutResult {
  /// For each entry of this result, the frame of the same node in `other`, or `nil` (no key, or not there).
  ///
  /// Keys match first. A node's key can differ between two layouts when its id stops or starts repeating (`badge`
  /// alone, `row1/badge` beside another badge), so a key that `other` lacks is looked up there as the entry's full
  /// id path (the ids of all its identified ancestors, then its own), which names it whenever one node matches.
  ///
  /// - Complexity: O(entries) when the keys match; O(entries × depth) more per entry whose key does not, and whose
  ///   id `other` has.
  func counterpartFrames(in other: LayoutResult) -> [Rect?] {
    let all = entries
    var otherIDs: Set<String>?
    return all.indices.map { k -> Rect? in
      guard let key = all[k].key, let id = all[k].id else { return nil }
      if let frame = other.frames[key] { return frame }
      if otherIDs == nil { otherIDs = Set(other.entries.lazy.filter { $0.key != nil }.compactMap(\.id)) }
      guard otherIDs!.contains(id) else { return nil }
      var path = [id]
      var p = all[k].parent
      while let a = p {
        if all[a].key != nil, let above = all[a].id { path.append(above) }
        p = all[a].parent
      }
      return try? other.lookup(path: path.reversed())
    }
  }
}
