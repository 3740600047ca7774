extension LayoutResult {
  /// The layout between this one (fraction 0) and `end` (fraction 1), for animating a change of layout over the
  /// same children (`AnyLayout`, ``LayoutThatFits``).
  ///
  /// The result has `end`'s entries, in its order, with interpolated frames:
  /// - an entry with an id present in both layouts, or without an id in both at the same path (the same rank among the
  ///   modifiers sharing that path; whatever its type, so a root `HStack` becoming a `VStack` is interpolated),
  ///   has its origin and size interpolated linearly: `start + fraction · (end − start)`;
  /// - an entry only in `end` (inserted) is at its end frame throughout;
  /// - an entry with an id only in this layout (removed) keeps its start frame and is appended after `end`'s
  ///   entries (as a child of the root entry, at its old depth) while `fraction < 1`; at 1 it is gone, so fraction 1
  ///   gives exactly `end`'s frames.
  /// The size is interpolated too. `fraction` is clamped to 0…1 (NaN counts as 0). Statistics are `end`'s.
  ///
  /// ```swift
  /// let a = try HStack { for i in 0..<5 { Box(width: 10, height: 10).id("\(i)") } }.layout(in: size)
  /// let b = try VStack { for i in 0..<5 { Box(width: 10, height: 10).id("\(i)") } }.layout(in: size)
  /// a.interpolated(to: b, fraction: 0.5)["0"]  // halfway between a["0"] and b["0"]
  /// ```
  /// - Complexity: O(n) entries of both layouts.
  public func interpolated(to end: LayoutResult, fraction: Double) -> LayoutResult {
    let t = fraction.isNaN ? 0 : min(1, max(0, fraction))
    // Entries without ids, keyed by path and rank among the entries of that path (a modifier shares its view's path).
    var byPath: [String: Rect] = [:]
    for (key, entry) in zip(Self.pathKeys(entries), entries) where entry.id == nil { byPath[key] = entry.frame }
    let endKeys = Self.pathKeys(end.entries)
    var result = end
    result.size = Self.lerp(Rect(origin: .zero, size: size), Rect(origin: .zero, size: end.size), t).size
    for k in result.entries.indices {
      let entry = result.entries[k]
      let start = entry.id.flatMap { frames[$0] } ?? (entry.id == nil ? byPath[endKeys[k]] : nil)
      guard let start else { continue }
      let frame = Self.lerp(start, entry.frame, t)
      result.entries[k].frame = frame
      if let id = entry.id { result.frames[id] = frame }
    }
    if t < 1 {
      for entry in entries {
        guard let id = entry.id, end.frames[id] == nil else { continue }
        var removed = entry
        removed.parent = result.entries.isEmpty ? nil : 0
        result.entries.append(removed)
        result.frames[id] = entry.frame
      }
    }
    return result
  }

  /// Which ids were inserted, removed, moved (frame changed beyond ``Tolerance/epsilon``) or unchanged between this
  /// layout and `end`. Nodes without ids are not compared.
  ///
  /// - Complexity: O(n) entries of both layouts.
  public func diff(to end: LayoutResult) -> LayoutDiff {
    var diff = LayoutDiff()
    for entry in end.entries {
      guard let id = entry.id else { continue }
      guard let start = frames[id] else {
        diff.inserted.append(id)
        continue
      }
      if Self.same(start, entry.frame) { diff.unchanged.append(id) } else { diff.moved.append(id) }
    }
    for entry in entries {
      if let id = entry.id, end.frames[id] == nil { diff.removed.append(id) }
    }
    return diff
  }

  private static func pathKeys(_ entries: [Entry]) -> [String] {
    var seen: [String: Int] = [:]
    return entries.map { entry in
      let rank = seen[entry.path, default: 0]
      seen[entry.path] = rank + 1
      return "\(entry.path)#\(rank)"
    }
  }

  private static func lerp(_ a: Rect, _ b: Rect, _ t: Double) -> Rect {
    func mix(_ x: Double, _ y: Double) -> Double { t == 1 ? y : x + t * (y - x) }
    return Rect(
      x: mix(a.minX, b.minX), y: mix(a.minY, b.minY), width: mix(a.width, b.width), height: mix(a.height, b.height))
  }

  private static func same(_ a: Rect, _ b: Rect) -> Bool {
    Tolerance.isApproximatelyEqual(a.minX, b.minX) && Tolerance.isApproximatelyEqual(a.minY, b.minY)
      && Tolerance.isApproximatelyEqual(a.width, b.width) && Tolerance.isApproximatelyEqual(a.height, b.height)
  }
}
