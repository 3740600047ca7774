/// The ids of a result's shown nodes and how they nest: each identified node with its nearest identified ancestor.
/// It turns ids into the result's unique keys (``LayoutResult/frames``): a node's id when no other shown node has it,
/// else the shortest unique id path.
struct IDForest {
  /// Each identified node's id, in document or breadth-first order.
  let ids: [String]
  /// Each node's nearest identified ancestor (an index into ``ids``), or −1.
  let ancestor: [Int32]

  /// The unique keys and the ids that more than one node has (in order of their first node).
  ///
  /// A repeated id's node is keyed by the shortest path `a/…/id` that matches it alone, where the segments before
  /// its own id are the ids of its nearest identified ancestors (each segment an ancestor of the next, as
  /// ``LayoutResult/lookup(_:)`` reads a path). When no such path is unique (the same ids all the way up: two
  /// `ForEach`es over the same data in one container, or two unidentified rows), the key is `id@` followed by the
  /// node's path (`title@root.children[1].children[0]`, from `path`). A key that would equal another node's is
  /// replaced by that form too.
  ///
  /// - Complexity: O(ids) when every id is unique; else O(r · d · m) more for r nodes with repeated ids at depth d,
  ///   where m is how many of them share the candidate path's rarest ancestor id.
  func keys(path: (Int) -> String) -> (keys: [String], ambiguous: [String]) {
    var first: [String: Int] = [:]
    first.reserveCapacity(ids.count)
    var groups: [String: [Int]] = [:]
    var ambiguous: [String] = []
    for (k, id) in ids.enumerated() {
      guard let f = first[id] else {
        first[id] = k
        continue
      }
      if groups[id] == nil {
        groups[id] = [f]
        ambiguous.append(id)
      }
      groups[id]!.append(k)
    }
    var keys = ids
    guard !ambiguous.isEmpty else { return (keys, []) }
    var used = Set(first.keys.filter { groups[$0] == nil })
    for id in ambiguous {
      let members = groups[id]!
      let found = pathKeys(members, id: id)
      for (m, key) in zip(members, found) {
        var key = key ?? "\(id)@\(path(m))"
        if used.contains(key) { key = "\(id)@\(path(m))" }
        while used.contains(key) { key += "#\(m)" }
        used.insert(key)
        keys[m] = key
      }
    }
    return (keys, ambiguous)
  }

  /// For the nodes `members` (all with id `id`): each one's shortest unique id path, or `nil` when none is unique.
  private func pathKeys(_ members: [Int], id: String) -> [String?] {
    // Each member's identified ancestors' ids, nearest first, and which members have a given id above them.
    let chains = members.map { m in
      var chain: [String] = []
      var a = Int(ancestor[m])
      while a >= 0 {
        chain.append(ids[a])
        a = Int(ancestor[a])
      }
      return chain
    }
    var above: [String: [Int]] = [:]
    for (position, chain) in chains.enumerated() {
      for segment in Set(chain) { above[segment, default: []].append(position) }
    }
    return chains.map { chain -> String? in
      for length in stride(from: 1, through: chain.count, by: 1) {
        let segments = Array(chain[0..<length].reversed())
        // Only members with every segment above them can match; scan the rarest segment's list.
        let rarest = segments.min { above[$0]!.count < above[$1]!.count }!
        var matches = 0
        for other in above[rarest]! where Self.matches(chains[other], segments) {
          matches += 1
          if matches > 1 { break }
        }
        if matches == 1 { return (segments + [id]).joined(separator: "/") }
      }
      return nil
    }
  }

  /// Whether `segments` (outermost first) are ids of ancestors on `chain` (nearest first), each segment above the
  /// next. Greedy from the nearest ancestor, which is exact for this subsequence test.
  static func matches(_ chain: [String], _ segments: [String]) -> Bool {
    var next = segments.count - 1
    guard next >= 0 else { return true }
    for id in chain where id == segments[next] {
      next -= 1
      if next < 0 { return true }
    }
    return false
  }
}
