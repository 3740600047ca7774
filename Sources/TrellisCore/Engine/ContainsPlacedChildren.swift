/// Built-in layouts whose size is the bounding box of the children they place (the FrameUp containers): with
/// `TRELLIS_INTERNAL_CHECKS` the engine checks that every placed child stays inside.
package protocol ContainsPlacedChildren {
  /// Whether this instance guarantees it (a user's FULayout may place children at negative offsets).
  var guaranteesContainment: Bool { get }
}
