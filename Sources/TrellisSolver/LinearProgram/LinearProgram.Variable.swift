/// - Complexity: O(1) for every member whose documentation does not say otherwise.
extension LinearProgram {
  /// A handle to a variable (a column) of a ``LinearProgram``: its zero-based index, cheap to copy and hash.
  ///
  /// Handles are returned by ``LinearProgram/addVariable(_:lowerBound:upperBound:kind:objective:)``; bulk builders
  /// may also make them from indices with ``init(_:)``. A handle is only meaningful for the program that issued it;
  /// an index out of range is reported as ``LinearProgramError/unknownVariable(index:context:)``.
  public struct Variable: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The zero-based column index.
    public let index: Int

    /// Makes a handle for the variable at `index` (zero-based).
    public init(_ index: Int) { self.index = index }

    /// Orders handles by index.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.index < rhs.index }

    /// `"v<index>"`.
    public var description: String { "v\(index)" }
  }
}
