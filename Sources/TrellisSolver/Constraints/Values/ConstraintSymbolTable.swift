/// Names and the variables they stand for in the text formats: the first time a name is met it makes a variable, and
/// every later use of the name is that variable. One table per system makes "the same name is the same variable"
/// true there, as it is for text a user writes; ``ConstraintVariable`` values made in code are identities instead.
///
/// ```swift
/// var symbols = ConstraintSymbolTable()
/// let constraints = try ["x + y == 100", "x >= 10 @strong", "x == 2*y @weak"].map {
///   try Constraint(parsing: $0, symbols: &symbols)
/// }
/// let solution = try ConstraintSystem(constraints).solve()
/// solution[symbols["x"]!]   // 66.67
/// ```
///
/// - Complexity: O(1) expected per look-up (a hash of the name), for every member whose documentation does not say
///   otherwise.
public struct ConstraintSymbolTable: Sendable {
  /// The variables by name.
  public private(set) var variables: [String: ConstraintVariable] = [:]

  /// An empty table.
  public init() {}

  /// A table that resolves each of `variables` by its name (the first of several with one name wins), so text can
  /// refer to variables made in code.
  ///
  /// - Complexity: O(n).
  public init(_ variables: [ConstraintVariable]) {
    for variable in variables where self.variables[variable.name] == nil { self.variables[variable.name] = variable }
  }

  /// The variable named `name`, if the table has one.
  public subscript(name: String) -> ConstraintVariable? { variables[name] }

  /// The variable named `name`, made (and kept) the first time.
  public mutating func variable(named name: String) -> ConstraintVariable {
    if let known = variables[name] { return known }
    let made = ConstraintVariable(name)
    variables[name] = made
    return made
  }
}
