extension LayoutResult {
  /// The layout between this one (fraction 0) and `end` (fraction 1), for animating a change of layout over the
  /// same children (`AnyLayout`, ``LayoutThatFits``).
  ///
  /// The result has `end`'s entries, in its order, with interpolated frames:
  /// - an entry with a key (``Entry/key``: its id, or its id path where the id repeats) present in both layouts
  ///   (or matched by its full id path when its key changed, as ``diff(to:)`` does), or without one in both at the
  ///   same path (the same rank among the
  ///   modifiers sharing that path; whatever its type, so a root `HStack` becoming a `VStack` is interpolated),
  ///   has its origin and size interpolated linearly: `start + fraction · (end − start)`;
  /// - an entry only in `end` (inserted) is at its end frame throughout;
  /// - an entry with a key only in this layout (removed) keeps its start frame and is appended after `end`'s
  ///   entries (as a child of the root entry, at its old depth) while `fraction < 1`; at 1 it is gone, so fraction 1
  ///   gives exactly `end`'s frames.
  /// The size is interpolated too. `fraction` is clamped to 0…1 (NaN counts as 0). Statistics are `end`'s.
  ///
  /// ```swift
  /// let a = try HStack { for i in 0..<5 { Box(width: 10, height: 10).id("\(i)") } }.layout(in: size)
  /// let b = try VStack { for i in 0..<5 { Box(width: 10, height: 10).id("\(i)") } }.layout(in: size)
  /// a.interpolated(to: b, fraction: 0.5)["0"]  // halfway between a["0"] and b["0"]
  /// ```
  /// - Complexity: O(n) entries of both layouts, plus O(n × depth) per node whose key changed (see
  ///   `counterpartFrames(in:)`).
  public func interpolated(to end: LayoutResult, fraction: CGFloat) -> LayoutResult {
    let t = fraction.isNaN ? 0 : min(1, max(0, fraction))
    // Entries without ids, keyed by path and rank among the entries of that path (a modifier shares its view's path).
    var byPath: [String: Rect] = [:]
    for (key, entry) in zip(Self.pathKeys(entries), entries) where entry.key == nil { byPath[key] = entry.frame }
    let endKeys = Self.pathKeys(end.entries)
    let starts = end.counterpartFrames(in: self)
    var result = end
    result.size = Self.lerp(Rect(origin: .zero, size: size), Rect(origin: .zero, size: end.size), t).size
    for k in result.entryValues.indices {
      let entry = result.entryValues[k]
      let start = entry.key == nil ? byPath[endKeys[k]] : starts[k]
      guard let start else { continue }
      let frame = Self.lerp(start, entry.frame, t)
      result.entryValues[k].frame = frame
      if let key = entry.key { result.frames[key] = frame }
    }
    if t < 1 {
      for (entry, kept) in zip(entries, counterpartFrames(in: end)) {
        guard let key = entry.key, kept == nil else { continue }
        var removed = entry
        removed.parent = result.entryValues.isEmpty ? nil : 0
        result.entryValues.append(removed)
        result.frames[key] = entry.frame
      }
    }
    return result
  }

  /// Which keys (``Entry/key``: ids, or id paths where an id repeats) were inserted, removed, moved (frame changed
  /// beyond ``Tolerance/epsilon``) or unchanged between this layout and `end`, each named by its key in the layout
  /// it is in (`end`'s for all but the removed). A node whose key differs between the two (its id stopped or started
  /// repeating) is matched by its full id path. Nodes without ids are not compared.
  ///
  /// - Complexity: O(n) entries of both layouts, plus O(n × depth) per node whose key changed (see
  ///   `counterpartFrames(in:)`).
  public func diff(to end: LayoutResult) -> LayoutDiff {
    var diff = LayoutDiff()
    for (entry, start) in zip(end.entries, end.counterpartFrames(in: self)) {
      guard let key = entry.key else { continue }
      guard let start else {
        diff.inserted.append(key)
        continue
      }
      if Self.same(start, entry.frame) { diff.unchanged.append(key) } else { diff.moved.append(key) }
    }
    for (entry, kept) in zip(entries, counterpartFrames(in: end)) {
      if let key = entry.key, kept == nil { diff.removed.append(key) }
    }
    return diff
  }

  private static func pathKeys(_ entries: Entries) -> [String] {
    var seen: [String: Int] = [:]
    return entries.map { entry in
      let rank = seen[entry.path, default: 0]
      seen[entry.path] = rank + 1
      return "\(entry.path)#\(rank)"
    }
  }

  private static func lerp(_ a: Rect, _ b: Rect, _ t: CGFloat) -> Rect {
    func mix(_ x: CGFloat, _ y: CGFloat) -> CGFloat { t == 1 ? y : x + t * (y - x) }
    return Rect(
      x: mix(a.minX, b.minX), y: mix(a.minY, b.minY), width: mix(a.width, b.width), height: mix(a.height, b.height))
  }

  private static func same(_ a: Rect, _ b: Rect) -> Bool {
    Tolerance.isApproximatelyEqual(a.minX, b.minX) && Tolerance.isApproximatelyEqual(a.minY, b.minY)
      && Tolerance.isApproximatelyEqual(a.width, b.width) && Tolerance.isApproximatelyEqual(a.height, b.height)
  }
}
