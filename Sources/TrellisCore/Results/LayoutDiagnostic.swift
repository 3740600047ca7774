/// A remark a container made during a pass that asked for diagnostics (``LayoutEngine/collectsDiagnostics``): for a
/// constraint layout, one per variable the constraints leave ambiguous, with its range; for a ``Text``, the
/// characters no installed font covers (``TextMeasurement/uncoveredScalars``).
///
/// - Complexity: O(1) for every member whose documentation does not say otherwise.
public struct LayoutDiagnostic: Sendable, Hashable, CustomStringConvertible {
  /// The container's path, as in scene files (`root.children[0]`).
  public internal(set) var path: String
  /// The container's id, if it has one.
  public internal(set) var id: String?
  /// What the container reports (`ambiguous: a.top = 0, feasible in [-infinity, infinity]`).
  public internal(set) var message: String

  /// A diagnostic of the container at `path`.
  init(path: String, id: String?, message: String) {
    self.path = path
    self.id = id
    self.message = message
  }

  /// `path (id "x"): message`.
  public var description: String {
    path + (id.map { " (id \"\($0)\")" } ?? "") + ": " + message
  }
}
