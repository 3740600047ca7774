import Testing
import TrellisSolver

/// Variables are identities (kiwi's `Variable`): a name is for display and for the text formats, which resolve names
/// through a symbol table.
@Suite struct ConstraintVariableTests {
  @Test func variablesWithEqualNamesAreDistinct() throws {
    let a = ConstraintVariable("x")
    let b = ConstraintVariable("x")
    #expect(a.id != b.id)
    #expect(a.name == b.name)
    // Two variables: no conflict between `x == 1` and `x == 2`.
    let solution = try ConstraintSystem([a == 1, b == 2]).solve()
    #expect(solution[a] == 1)
    #expect(solution[b] == 2)
    #expect(solution.names == ["x", "x"])
    // A name several variables share finds none of them.
    #expect(solution[name: "x"] == nil)
    #expect(solution.dictionary["x"] == nil)
    // A variable the system never saw is unknown, whatever its name.
    #expect(solution[ConstraintVariable("x")] == nil)
  }

  @Test func copiesAreTheSameVariable() throws {
    let x = ConstraintVariable("x")
    let copy = x
    #expect(copy.id == x.id)
    let sum = x + copy
    #expect(sum.terms.count == 1)
    #expect(sum.coefficient(of: x) == 2)
    let solution = try ConstraintSystem([x + copy == 10]).solve()
    #expect(solution[x] == 5)
    #expect(solution[name: "x"] == 5)
  }

  @Test func expressionsAndConstraintsCompareByIdentity() {
    let a = ConstraintVariable("x")
    let b = ConstraintVariable("x")
    let difference = a - b
    #expect(difference.terms.count == 2)
    #expect(difference.description == "x - x")
    #expect(difference.coefficient(of: a) == 1 && difference.coefficient(of: b) == -1)
    #expect((a == 1) == (a == 1))
    // Same text, different variables: different constraints.
    #expect((a == 1).description == (b == 1).description)
    #expect((a == 1) != (b == 1))
    #expect(Set([a == 1, a == 1, b == 1]).count == 2)
  }

  @Test func textListsVariablesByNameWhateverOrderTheyWereMade() throws {
    let y = ConstraintVariable("y")
    let x = ConstraintVariable("x")
    #expect((y + 2 * x == 4).description == "2*x + y == 4")
    var symbols = ConstraintSymbolTable()
    #expect(
      try Constraint(parsing: "b.leading == a.trailing + 8", symbols: &symbols).expressionText
        == "-a.trailing + b.leading == 8")
  }

  @Test func theTextFormatsSameNameIsTheSameVariable() throws {
    var symbols = ConstraintSymbolTable()
    let constraints = try ["x + y == 10", "x - y == 2"].map { try Constraint(parsing: $0, symbols: &symbols) }
    let x = try #require(symbols["x"])
    #expect(constraints[0].expression.coefficient(of: x) == 1)
    #expect(constraints[1].expression.coefficient(of: x) == 1)
    let solution = try ConstraintSystem(constraints).solve()
    #expect(solution[x] == 6)
    #expect(solution[name: "y"] == 4)
    #expect(solution.names == ["x", "y"])
    // Parsed one at a time, each constraint has variables of its own: `x == 1` and `x == 2` do not conflict.
    let apart = try ConstraintSystem([try Constraint(parsing: "x == 1"), try Constraint(parsing: "x == 2")]).solve()
    #expect(apart.values.sorted() == [1, 2])
    // Within one constraint a name is one variable.
    #expect(try Constraint(parsing: "x - x + 2 == 2").expression.isConstant)
  }

  @Test func aTableResolvesVariablesMadeInCode() throws {
    let width = ConstraintVariable("w")
    var symbols = ConstraintSymbolTable([width])
    let constraint = try Constraint(parsing: "w >= 40", symbols: &symbols)
    #expect(constraint.expression.coefficient(of: width) == 1)
    #expect(try ConstraintSystem([constraint, (width <= 10) | .weak]).solve()[width] == 40)
  }

  @Test func formatsAndStringsShareOneTable() throws {
    var symbols = ConstraintSymbolTable()
    var system = try ConstraintSystem(
      VisualFormat.constraints("H:|-8-[a(40)]-[b]-8-|", views: nil, symbols: &symbols))
    try system.add(try Constraint(parsing: "container.width == 200", symbols: &symbols))
    let solution = try system.solve()
    #expect(solution[name: "b.leading"] == 56)
    #expect(solution[name: "b.width"] == 136)
    #expect(solution[try #require(symbols["a.width"])] == 40)
    // The anchors of a name are the table's variables.
    let b = LayoutAnchors(key: "b", symbols: &symbols)
    #expect(solution.value(of: b.trailing) == 192)
  }

  @Test func editAndDeclaredVariablesAreIdentities() throws {
    let w = ConstraintVariable("w")
    let other = ConstraintVariable("w")
    var system = try ConstraintSystem([w >= 0, other >= 0])
    try system.addEditVariable(w, value: 10)
    // Another variable of the same name is another edit variable.
    try system.addEditVariable(other, value: 20)
    #expect(throws: ConstraintError.duplicateEditVariable(name: "w")) { try system.addEditVariable(w) }
    #expect(throws: ConstraintError.notAnEditVariable(name: "w")) {
      try system.suggestValue(1, for: ConstraintVariable("w"))
    }
    let solver = try ConstraintSolver(system)
    try solver.suggestValue(30, for: other)
    let solution = try solver.solve()
    #expect(solution[w] == 10)
    #expect(solution[other] == 30)
    let top = ConstraintVariable("top")
    try system.declare(top)
    try system.declare(top)
    try system.declare(ConstraintVariable("top"))
    #expect(system.declaredVariables.count == 2)
  }
}
