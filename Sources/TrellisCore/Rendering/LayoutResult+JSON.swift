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
    func rect(_ r: Rect) -> JSONValue {
      .object([
        ("x", .number(r.minX)), ("y", .number(r.minY)), ("width", .number(r.width)), ("height", .number(r.height)),
      ])
    }
    var frames: [(key: String, value: JSONValue)] = []
    for entry in entries {
      if let key = entry.key { frames.append((key, rect(entry.frame))) }
    }
    var pairs: [(key: String, value: JSONValue)] = [
      ("size", .object([("width", .number(size.width)), ("height", .number(size.height))])),
      ("frames", .object(frames)),
    ]
    if let scrollViews = scrollViewsJSON() { pairs.append(("scrollViews", scrollViews)) }
    if !diagnostics.isEmpty {
      pairs.append(
        (
          "diagnostics",
          .array(
            diagnostics.map { d in
              var fields: [(key: String, value: JSONValue)] = [("path", .string(d.path))]
              if let id = d.id { fields.append(("id", .string(id))) }
              fields.append(("message", .string(d.message)))
              return .object(fields)
            })
        ))
    }
    if !fallbacks.isEmpty {
      pairs.append(
        (
          "fallbacks",
          .array(
            fallbacks.map { f in
              var fields: [(key: String, value: JSONValue)] = [("path", .string(f.path))]
              if let id = f.id { fields.append(("id", .string(id))) }
              fields.append(("strategy", .string(f.strategy)))
              fields.append(("reason", .string(f.reason.rawValue)))
              fields.append(("message", .string(f.message)))
              return .object(fields)
            })
        ))
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
              fields.append(("frame", rect(entry.frame)))
              return .object(fields)
            })
        ))
    }
    return .object(pairs)
  }

  /// The JSON text of ``jsonValue(includeEntries:)``, indented.
  ///
  /// - Complexity: O(entries).
  public func jsonString(includeEntries: Bool = false) -> String {
    jsonValue(includeEntries: includeEntries).serialized(pretty: true) + "\n"
  }
}
