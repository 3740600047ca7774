/// The type names of layouts whose nodes are named after their type (`HFlow`'s FrameUp layouts, a `Layout` made
/// into a node without a `typeName`), described once per type: `String(describing:)`
/// of a type demangles its name, which costs more than the rest of making even a 1000-child `HFlow` node.
///
/// The one table kept for the whole process, on purpose: a type's name belongs to the program, not to an engine
/// (nodes are made before any engine sees them), it never changes, and the table holds one string per layout type
/// the program makes nodes of, so it neither grows with the work done nor holds layout memory.
package enum LayoutTypeNames {
  private static let names = Lock<[ObjectIdentifier: String]>([:])

  /// `String(describing: type)`, remembered.
  ///
  /// - Complexity: O(1) after the first call for a type.
  package static func name(of type: Any.Type) -> String {
    let key = ObjectIdentifier(type)
    if let known = names.withLock({ $0[key] }) { return known }
    let name = String(describing: type)
    names.withLock { $0[key] = name }
    return name
  }
}
