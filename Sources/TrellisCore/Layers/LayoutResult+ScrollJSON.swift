extension LayoutResult {
  /// The `"scrollViews"` object of the scene output: for every shown ``ScrollView`` with an id, by its key (as
  /// `"frames"`), its
  /// ``scrollGeometry(of:)`` as `{"contentSize": {"width", "height"}, "visibleRect": {"x", "y", "width", "height"}}`;
  /// `nil` when there is none.
  ///
  /// - Complexity: O(entries × scroll views).
  func scrollViewsJSON() -> JSONValue? {
    var pairs: [(key: String, value: JSONValue)] = []
    for entry in entries where Self.isScrollView(entry.typeName) {
      guard let id = entry.key, let geometry = scrollGeometry(of: id) else { continue }
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
