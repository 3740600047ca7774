/// - Complexity: O(1) for every member whose documentation does not say otherwise.
extension LinearProgram {
  /// A handle to a linear row (a constraint) of a ``LinearProgram``: its zero-based index.
  ///
  /// Returned by ``LinearProgram/addRow(_:_:_:)``; an index out of range is reported as
  /// ``LinearProgramError/unknownRow(index:)``.
  public struct Row: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The zero-based row index.
    public let index: Int

    /// Makes a handle for the row at `index` (zero-based).
    public init(_ index: Int) { self.index = index }

    /// Orders handles by index.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.index < rhs.index }

    /// `"r<index>"`.
    public var description: String { "r\(index)" }
  }
}
