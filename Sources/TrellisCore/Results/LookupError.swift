/// Why ``LayoutResult/lookup(_:)`` found no single node.
public enum LookupError: Error, Equatable, Sendable {
  /// No shown node has this key, or matches this id path.
  case notFound(String)
  /// Several shown nodes match the id or path; `keys` are their unique keys (``LayoutResult/frames``), in document
  /// order: use one of them, or a longer path.
  case ambiguous(String, keys: [String])
}

extension LookupError: CustomStringConvertible {
  /// The error as one line.
  public var description: String {
    switch self {
    case .notFound(let name): return "no shown node has the id or path \"\(name)\""
    case .ambiguous(let name, let keys):
      return "\"\(name)\" names \(keys.count) shown nodes (\(keys.joined(separator: ", "))): use a longer id path"
    }
  }
}
