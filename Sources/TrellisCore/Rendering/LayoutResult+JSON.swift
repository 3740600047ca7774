extension LayoutResult {
  /// The result as the scene format's output object:
  /// `{"size": {"width": W, "height": H}, "frames": {"<key>": {"x": …, "y": …, "width": …, "height": …}, …}}`,
  /// frames in document order, relative to the root's top-left corner, keyed by ``Entry/key``: a node's id when no
  /// other shown node has it, else the shortest unique id path (`"row1/title"`). With `includeEntries`, an
  /// `"entries"` array also lists every visible node (with or without id) with its type, role, path and frame (and its
  /// `"key"` where that is not its id). A `"diagnostics"` array (path, id, message) follows the frames when the pass
  /// collected any (``LayoutEngine/collectsDiagnostics``); before it, a `"scrollViews"` object gives each identified
  /// scroll view's content size and visible rect; after it, a `"fallbacks"` array (path, id, strategy, reason,
  /// message) lists the strategies that settled for less (``fallbacks``), whenever there are any.
  ///
  /// - Complexity: O(entries).
  public func jsonValue(includeEntries: Bool = false) -> JSONValue {
    var frames: [(key: String, value: JSONValue)] = []
    for entry in entries {
      if let key = entry.key { frames.append((key, Self.json(entry.frame))) }
    }
    let pairs: [(key: String, value: JSONValue)] = [
      ("size", .object([("width", .number(size.width)), ("height", .number(size.height))])),
      ("frames", .object(frames)),
    ]
    return .object(pairs + trailingMembers(includeEntries: includeEntries, scrollViews: scrollViewsJSON()))
  }

  /// The members after `"frames"`: scroll views, diagnostics, fallbacks and (with `includeEntries`) entries, each
  /// only when there is something to say.
  ///
  /// - Complexity: O(entries).
  private func trailingMembers(includeEntries: Bool, scrollViews: JSONValue?) -> [(key: String, value: JSONValue)] {
    var pairs: [(key: String, value: JSONValue)] = []
    if let scrollViews { pairs.append(("scrollViews", scrollViews)) }
    if !diagnostics.isEmpty {
      pairs.append(
        ("diagnostics", .array(diagnostics.map { Self.json(at: $0.path, id: $0.id, [("message", $0.message)]) })))
    }
    if !fallbacks.isEmpty {
      let reports = fallbacks.map { f in
        Self.json(
          at: f.path, id: f.id, [("strategy", f.strategy), ("reason", f.reason.rawValue), ("message", f.message)])
      }
      pairs.append(("fallbacks", .array(reports)))
    }
    if includeEntries {
      pairs.append(
        (
          "entries",
          .array(
            entries.map { entry in
              var fields: [(key: String, value: JSONValue)] = [
                ("type", .string(entry.typeName)), ("role", .string(entry.role.rawValue)),
                ("path", .string(entry.path)),
              ]
              if let key = entry.key, key != entry.id { fields.insert(("key", .string(key)), at: 0) }
              if let id = entry.id { fields.insert(("id", .string(id)), at: 0) }
              fields.append(("frame", Self.json(entry.frame)))
              return .object(fields)
            })
        ))
    }
    return pairs
  }

  /// `{"x": …, "y": …, "width": …, "height": …}`.
  private static func json(_ r: Rect) -> JSONValue {
    .object([
      ("x", .number(r.minX)), ("y", .number(r.minY)), ("width", .number(r.width)), ("height", .number(r.height)),
    ])
  }

  /// A report about the node at `path`: `{"path": …, "id": …, …fields}`, the id only when there is one.
  private static func json(at path: String, id: String?, _ fields: [(key: String, value: String)]) -> JSONValue {
    var members: [(key: String, value: JSONValue)] = [("path", .string(path))]
    if let id { members.append(("id", .string(id))) }
    for (key, value) in fields { members.append((key, .string(value))) }
    return .object(members)
  }

  /// The JSON text of ``jsonValue(includeEntries:)``, indented, ending with a line break.
  ///
  /// - Complexity: O(entries), written straight from the result (no ``JSONValue`` of the frames is made).
  public func jsonString(includeEntries: Bool = false) -> String {
    jsonText(includeEntries: includeEntries, pretty: true, endsWithNewline: true)
  }

  /// The text of ``jsonValue(includeEntries:)`` with `leading` members first (the batch command's line number),
  /// indented (`pretty`) or compact on one line, written member by member: byte for byte
  /// `jsonValue(includeEntries:).serialized(pretty:)` with `leading` prepended.
  ///
  /// - Complexity: O(entries).
  package func jsonText(
    includeEntries: Bool = false, pretty: Bool, leading: [(key: String, value: JSONValue)] = [],
    endsWithNewline: Bool = false
  ) -> String {
    let out = JSONTextWriter(pretty: pretty, capacity: 64 + (pretty ? 80 : 64) * statistics.nodeCount)
    out.byte(UInt8(ascii: "{"))
    var first = true
    for (key, value) in leading {
      out.member(key, level: 1, first: first)
      out.value(value, level: 1)
      first = false
    }
    out.member("size", level: 1, first: first)
    out.size(size)
    out.member("frames", level: 1, first: false)
    var empty = true
    out.byte(UInt8(ascii: "{"))
    // The scroll views are found in the same walk: each entry is made once.
    var scrollKeys: [String] = []
    for entry in entries {
      guard let key = entry.key else { continue }
      out.member(key, level: 2, first: empty)
      out.rect(entry.frame)
      empty = false
      if Self.isScrollView(entry.typeName) { scrollKeys.append(key) }
    }
    if !empty { out.newline(1) }
    out.byte(UInt8(ascii: "}"))
    let scrollViews = scrollKeys.isEmpty ? nil : scrollViewsJSON(keys: scrollKeys)
    for (key, value) in trailingMembers(includeEntries: includeEntries, scrollViews: scrollViews) {
      out.member(key, level: 1, first: false)
      out.value(value, level: 1)
    }
    out.newline(0)
    out.byte(UInt8(ascii: "}"))
    if endsWithNewline { out.byte(0x0A) }
    return out.text
  }
}
