extension LayoutResult {
  /// The `"scrollViews"` object of the scene output: for every shown ``ScrollView`` with an id, by its key (as
  /// `"frames"`), its
  /// ``scrollGeometry(of:)`` as `{"contentSize": {"width", "height"}, "visibleRect": {"x", "y", "width", "height"}}`;
  /// `nil` when there is none.
  ///
  /// - Complexity: O(entries × scroll views).
  func scrollViewsJSON() -> JSONValue? {
    var keys: [String] = []
    for entry in entries where Self.isScrollView(entry.typeName) {
      if let key = entry.key { keys.append(key) }
    }
    return scrollViewsJSON(keys: keys)
  }

  /// The `"scrollViews"` object for the shown scroll views with these keys, in order (found by the caller's walk).
  ///
  /// - Complexity: O(entries × keys).
  func scrollViewsJSON(keys: [String]) -> JSONValue? {
    var pairs: [(key: String, value: JSONValue)] = []
    for id in keys {
      guard let geometry = scrollGeometry(of: id) else { continue }
      let size = geometry.contentSize
      let r = geometry.visibleRect
      pairs.append(
        (
          id,
          .object([
            ("contentSize", .object([("width", .number(size.width)), ("height", .number(size.height))])),
            (
              "visibleRect",
              .object([
                ("x", .number(r.minX)), ("y", .number(r.minY)), ("width", .number(r.width)),
                ("height", .number(r.height)),
              ])
            ),
          ])
        ))
    }
    return pairs.isEmpty ? nil : .object(pairs)
  }
}
