import Synchronization

/// A variable of a constraint system: an identity, as kiwi's `Variable` is. Its name is for display, errors and the
/// text formats.
///
/// Each `ConstraintVariable(_:)` makes a new variable, even for a name already in use: two variables named `x` are
/// two variables, and a solution holds a value for each. Keep the value and use it wherever the variable is meant
/// (copies are the same variable). The text formats (``Constraint/init(parsing:symbols:)``, the Visual Format
/// Language, scene files, `trellis solve`) resolve names through a ``ConstraintSymbolTable``, so that the same name in
/// one system is the same variable there. The type is deliberately not `Equatable`: `==` between variables builds a
/// ``Constraint``, as in kiwi; compare ``id``s to ask whether two values are the same variable.
///
/// ```swift
/// let x = ConstraintVariable("x"), y = ConstraintVariable("y")
/// let solution = try ConstraintSystem([x + y == 100, (x >= 10).priority(.strong), x - y == 20]).solve()
/// solution[x]   // 60
/// ```
///
/// - Complexity: O(1) for every member whose documentation does not say otherwise.
public struct ConstraintVariable: Sendable, Identifiable, CustomStringConvertible, LinearExpressionConvertible {
  /// A variable's identity: an integer, unique in the process, in the order variables were made.
  public struct ID: Hashable, Sendable, CustomStringConvertible {
    /// The creation order (the first variable made is 1).
    let order: Int

    /// `#` and the creation order.
    public var description: String { "#\(order)" }
  }

  /// The variable's identity: equal for copies of this value, different for every other variable.
  public let id: ID
  /// The variable's name (need not be unique).
  public let name: String

  /// A new variable named `name`, distinct from every other variable.
  public init(_ name: String) {
    id = ID(order: Self.made.add(1, ordering: .relaxed).newValue)
    self.name = name
  }

  /// The name.
  public var description: String { name }

  /// The expression `1·self`.
  public var linearExpression: LinearExpression { LinearExpression(self) }

  /// The variables made so far: the source of identities (a counter, not a registry: nothing else is kept).
  private static let made = Atomic<Int>(0)
}

extension ConstraintVariable {
  /// The order of names, then of identities for equal names: how solutions list variables and how presolve ranks
  /// them (so a system whose names are distinct solves as it always did, whatever order its variables were made in).
  ///
  /// - Complexity: O(length of the names).
  static func precedesByName(_ a: ConstraintVariable, _ b: ConstraintVariable) -> Bool {
    a.name != b.name ? a.name < b.name : a.id.order < b.id.order
  }
}
