/// Builds a list of constraints from a closure: expressions, `if`/`else`, `for … in` and arrays.
///
/// ```swift
/// ConstraintLayout { … } constraints: { p in
///   p["a"].leading == p.container.leading + 8
///   for k in 1..<3 { p[k].leading == p[k - 1].trailing + 8 }
/// }
/// ```
@resultBuilder
public enum ConstraintBuilder {
  /// One constraint.
  public static func buildExpression(_ constraint: Constraint) -> [Constraint] { [constraint] }
  /// Several constraints.
  public static func buildExpression(_ constraints: [Constraint]) -> [Constraint] { constraints }
  /// Concatenation.
  public static func buildBlock(_ parts: [Constraint]...) -> [Constraint] { parts.flatMap { $0 } }
  /// `if` without `else`.
  public static func buildOptional(_ part: [Constraint]?) -> [Constraint] { part ?? [] }
  /// `if`/`else`, first branch.
  public static func buildEither(first: [Constraint]) -> [Constraint] { first }
  /// `if`/`else`, second branch.
  public static func buildEither(second: [Constraint]) -> [Constraint] { second }
  /// `for … in`.
  public static func buildArray(_ parts: [[Constraint]]) -> [Constraint] { parts.flatMap { $0 } }
}
