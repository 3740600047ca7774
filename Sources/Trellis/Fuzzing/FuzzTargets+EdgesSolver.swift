/// The `edges` target's calls of TrellisSolver. Every solve runs under short limits (200 ms, 20,000 iterations), so
/// that a run stays fast whatever the drawn values ask for.
extension EdgeCall {
  static func solveOptions() -> LinearProgram.SolveOptions {
    LinearProgram.SolveOptions(timeLimit: .milliseconds(200), iterationLimit: 20_000)
  }

  /// A constraint between two expressions of the layout, with drawn constants, coefficients and priority, through
  /// one of the operators or initialisers that take a number.
  static func constraint(_ a: LinearExpression, _ b: LinearExpression, _ d: inout EdgeDrawer) -> Constraint {
    let c = d.double("+(_:_:) rhs")
    var constraint: Constraint
    switch d.byte() % 12 {
    case 0: constraint = a == b + c
    case 1: constraint = a <= d.double("-(_:_:) rhs") - b
    case 2: constraint = a >= d.double("*(_:_:) lhs") * b
    case 3: constraint = a == b * d.double("*(_:_:) rhs") + d.double("+(_:_:) lhs")
    case 4: constraint = a == b / d.double("/(_:_:) rhs")
    case 5: constraint = a - d.double("-(_:_:) lhs") <= b
    case 6: constraint = a == d.double("==(_:_:) rhs")
    case 7: constraint = d.double("==(_:_:) lhs") == a
    case 8: constraint = a <= d.double("<=(_:_:) rhs")
    case 9: constraint = d.double("<=(_:_:) lhs") <= b
    case 10: constraint = a >= d.double(">=(_:_:) rhs")
    default: constraint = d.double(">=(_:_:) lhs") >= b
    }
    switch d.byte() % 4 {
    case 0: constraint = constraint.priority(d.priority("Constraint.priority(_:) priority"))
    case 1: constraint = constraint | d.priority("|(_:_:) priority")
    case 2:
      constraint = Constraint(
        a.scaled(by: d.double("LinearExpression.scaled(by:) factor")), .greaterOrEqual,
        b.adding(
          LinearExpression(d.double("LinearExpression.init(_:) constant")),
          times: d.double("LinearExpression.adding(_:times:) factor")),
        priority: d.priority("Constraint.init(_:_:_:priority:label:) priority"))
    default:
      constraint = Constraint(
        expression: LinearExpression(
          terms: a.terms.map { ($0.0, d.double("LinearExpression.init(terms:constant:) terms")) },
          constant: d.double("LinearExpression.init(terms:constant:) constant")),
        relation: .lessOrEqual, priority: d.priority("Constraint.init(expression:relation:priority:label:) priority"))
    }
    return constraint
  }

  static func constraintLayout(_ d: inout EdgeDrawer) {
    let children = [
      Box(width: 40, height: 20).id("a"),
      Text("hello").id("b")
        .contentHuggingPriority(d.priority("View.contentHuggingPriority(_:for:) priority"), for: .horizontal)
        .compressionResistancePriority(
          d.priority("View.compressionResistancePriority(_:for:) priority"), for: .vertical),
    ]
    let priority = d.priority("ConstraintLayout.init(proposalPriority:_:constraints:) proposalPriority")
    var drawer = d
    let layout = ConstraintLayout(proposalPriority: priority) {
      children
    } constraints: { p in
      constraint(p["a"].leading, p.container.leading, &drawer)
      constraint(p["b"].leading, p["a"].trailing, &drawer)
      constraint(p[drawer.int("ConstraintLayout.Proxy.subscript(_:) index")].width, p["b"].width, &drawer)
      p["b"].trailing == p.container.trailing
      p["a"].top == p.container.top
    }
    d = drawer
    lay(layout.node, &d)
    // The system of a drawn proposal and drawn child sizings, solved.
    let k = "ConstraintLayout.ChildSizing.init(intrinsicWidth:intrinsicHeight:hugging:resistance:) "
    var sizings = [
      ConstraintLayout.ChildSizing(
        intrinsicWidth: d.optionalDouble(k + "intrinsicWidth"),
        intrinsicHeight: d.optionalDouble(k + "intrinsicHeight"),
        hugging: (d.priority(k + "hugging"), 250), resistance: (750, d.priority(k + "resistance"))),
      ConstraintLayout.ChildSizing(
        intrinsicSize: Size(width: d.length("Box.init(width:height:) width"), height: 10),
        hugging: (d.priority("ConstraintLayout.ChildSizing.init(intrinsicSize:hugging:resistance:) hugging"), 250),
        resistance: (d.priority("ConstraintLayout.ChildSizing.init(intrinsicSize:hugging:resistance:) resistance"), 750)
      ),
    ]
    let m = "ConstraintLayout.ChildSizing.measured(ideal:maximum:hugging:resistance:) "
    sizings.append(
      .measured(
        ideal: Size(width: d.length("Box.init(width:height:) width"), height: 10),
        maximum: Size(width: d.length("Box.init(width:height:) width"), height: .infinity),
        hugging: (d.priority(m + "hugging"), 250), resistance: (750, d.priority(m + "resistance"))))
    let proposal = ProposedViewSize(width: d.optionalLength("ProposedViewSize.init(width:height:) width"), height: nil)
    if var system = try? layout.system(for: proposal, sizes: sizings) {
      system.options = solveOptions()
      if let solution = try? system.solve() { for value in solution.values { precondition(value.isFinite) } }
    }
  }

  static func constraintFormats(_ d: inout EdgeDrawer) {
    let formats = ["H:|-m-[a]-n-[b(==a)]-m-|", "V:|-n-[a(>=m)]|", "H:[b(m@n)]"]
    let children = [Box(width: 10, height: 10).id("a"), Box(width: 20, height: 5).id("b")]
    switch d.byte() % 4 {
    case 0:
      let k = "ConstraintLayout.init(formats:metrics:proposalPriority:_:) "
      lay(
        ConstraintLayout(
          formats: formats, metrics: d.metrics(k + "metrics"), proposalPriority: d.priority(k + "proposalPriority")
        ) { children }.node, &d)
    case 1:
      let k = "ConstraintLayout.init(formats:metrics:proposalPriority:_:constraints:) "
      let constant = d.double("==(_:_:) rhs")
      lay(
        ConstraintLayout(
          formats: formats, metrics: d.metrics(k + "metrics"), proposalPriority: d.priority(k + "proposalPriority")
        ) {
          children
        } constraints: { p in
          p["a"].height == constant
        }.node, &d)
    case 2:
      let k = "ConstraintLayout.init(children:formats:metrics:anchorConstraints:proposalPriority:) "
      let anchor = LayoutAnchors(key: "a").width == d.double("==(_:_:) rhs")
      guard
        let layout = try? ConstraintLayout(
          children: children, formats: formats, metrics: d.metrics(k + "metrics"), anchorConstraints: [anchor],
          proposalPriority: d.priority(k + "proposalPriority"))
      else { return }
      lay(layout.node, &d)
    default:
      let k = "ConstraintLayout.init(children:anchorConstraints:proposalPriority:) "
      let anchors = [
        constraint(LayoutAnchors(key: "a").width, LayoutAnchors(key: "container").width, &d),
        constraint(LayoutAnchors(key: "b").leading, LayoutAnchors(key: "a").trailing, &d),
      ]
      guard
        let layout = try? ConstraintLayout(
          children: children, anchorConstraints: anchors, proposalPriority: d.priority(k + "proposalPriority"))
      else { return }
      lay(layout.node, &d)
      var symbols = ConstraintSymbolTable()
      let k2 = "VisualFormat.constraints(_:views:metrics:symbols:) metrics"
      _ = try? VisualFormat.constraints(formats[0], views: nil, metrics: d.metrics(k2), symbols: &symbols)
      _ = try? VisualFormat.constraints(
        formats[1], views: ["a"], metrics: d.metrics("VisualFormat.constraints(_:views:metrics:) metrics"))
    }
  }

  static func constraintSystem(_ d: inout EdgeDrawer) {
    let x = ConstraintVariable("x")
    let y = ConstraintVariable("y")
    var system = ConstraintSystem()
    system.options = solveOptions()
    let budget = "ConstraintSystem.IterationBudget."
    let iterations = ConstraintSystem.IterationBudget(
      base: d.int(budget + "init(base:perRowAndColumn:) base"),
      perRowAndColumn: d.int(budget + "init(base:perRowAndColumn:) perRowAndColumn"))
    _ = iterations.limit(
      rows: d.int(budget + "limit(rows:columns:) rows"), columns: d.int(budget + "limit(rows:columns:) columns"))
    if d.byte() % 2 == 0 { system.iterationBudget = iterations }
    _ = try? system.add(constraint(x.linearExpression, y.linearExpression, &d))
    _ = try? system.add(y.linearExpression >= 0)
    _ = try? system.addEditVariable(
      x, priority: d.priority("ConstraintSystem.addEditVariable(_:priority:value:) priority"),
      value: d.double("ConstraintSystem.addEditVariable(_:priority:value:) value"))
    _ = try? system.suggestValue(d.double("ConstraintSystem.suggestValue(_:for:) value"), for: x)
    if let solution = try? system.solve() { for value in solution.values { precondition(value.isFinite) } }
    guard let solver = try? ConstraintSolver(system) else { return }
    _ = try? solver.addEditVariable(
      y, priority: d.priority("ConstraintSolver.addEditVariable(_:priority:value:) priority"),
      value: d.double("ConstraintSolver.addEditVariable(_:priority:value:) value"))
    for _ in 0..<(1 + d.byte() % 3) {
      _ = try? solver.suggestValue(d.double("ConstraintSolver.suggestValue(_:for:) value"), for: x)
      if let solution = try? solver.solve() { for value in solution.values { precondition(value.isFinite) } }
    }
  }

  static func rowBounds(_ d: inout EdgeDrawer) -> LinearProgram.RowBounds {
    switch d.byte() % 5 {
    case 0: .lessOrEqual(d.double("LinearProgram.RowBounds.lessOrEqual(_:) #0"))
    case 1: .greaterOrEqual(d.double("LinearProgram.RowBounds.greaterOrEqual(_:) #0"))
    case 2: .equal(d.double("LinearProgram.RowBounds.equal(_:) #0"))
    case 3:
      .ranged(d.double("LinearProgram.RowBounds.ranged(_:_:) #0"), d.double("LinearProgram.RowBounds.ranged(_:_:) #1"))
    default:
      LinearProgram.RowBounds(
        lower: d.double("LinearProgram.RowBounds.init(lower:upper:) lower"),
        upper: d.double("LinearProgram.RowBounds.init(lower:upper:) upper"))
    }
  }

  static func linearProgram(_ d: inout EdgeDrawer) {
    var program = LinearProgram(direction: d.byte() % 2 == 0 ? .minimize : .maximize)
    let k = "LinearProgram.addVariable(_:lowerBound:upperBound:kind:objective:) "
    guard
      let x = try? program.addVariable(
        lowerBound: d.optionalDouble(k + "lowerBound"), upperBound: d.optionalDouble(k + "upperBound"),
        kind: d.byte() % 3 == 0 ? .integer : .continuous, objective: d.double(k + "coefficient"))
    else { return }
    let l = "LinearProgram.addVariables(count:lowerBound:upperBound:kind:) "
    let first =
      (try? program.addVariables(
        count: d.int(l + "count"), lowerBound: d.optionalDouble(l + "lowerBound"),
        upperBound: d.optionalDouble(l + "upperBound"))) ?? x
    // Made-up handles: a variable or row index the program does not have must be refused, not passed to GLPK.
    let stray = LinearProgram.Variable(d.int("LinearProgram.Variable.init(_:) index"))
    let strayRow = LinearProgram.Row(d.int("LinearProgram.Row.init(_:) index"))
    let row = try? program.addRow("edge", [x: d.double("LinearProgram.addRow(_:_:_:) coefficients")], rowBounds(&d))
    _ = try? program.addRow(
      variables: [x, first, stray],
      coefficients: (0..<3).map { _ in d.double("LinearProgram.addRow(_:variables:coefficients:_:) coefficients") },
      rowBounds(&d))
    _ = try? program.setBounds(
      of: d.byte() % 2 == 0 ? x : stray, lower: d.optionalDouble("LinearProgram.setBounds(of:lower:upper:) lower"),
      upper: d.optionalDouble("LinearProgram.setBounds(of:lower:upper:) upper"))
    _ = try? program.setCoefficient(
      row: d.byte() % 2 == 0 ? (row ?? strayRow) : strayRow, variable: x,
      d.double("LinearProgram.setCoefficient(row:variable:_:) value"))
    _ = try? program.setObjectiveCoefficient(of: x, d.double("LinearProgram.setObjectiveCoefficient(of:_:) value"))
    _ = try? program.setObjectiveConstant(d.double("LinearProgram.setObjectiveConstant(_:) constant"))
    _ = try? program.setObjective(
      [x: d.double("LinearProgram.setObjective(_:constant:) coefficients")],
      constant: d.double("LinearProgram.setObjective(_:constant:) constant"))
    _ = (program.bounds(of: stray), program.objectiveCoefficient(of: stray))
    let m =
      "LinearProgram.SolveOptions.init(method:presolve:timeLimit:iterationLimit:relativeGap:incumbent:relaxIntegrality:captureLog:) "
    var options = LinearProgram.SolveOptions(
      presolve: d.byte() % 2 == 0, timeLimit: d.duration(m + "timeLimit"), iterationLimit: d.int(m + "iterationLimit"),
      relativeGap: d.double(m + "relativeGap"),
      incumbent: d.byte() % 3 == 0 ? d.doubles(m + "incumbent", limit: 3) : nil)
    // The drawn limits are kept only when they are short: a long one would let one input run for a minute.
    if options.timeLimit > .milliseconds(200) || options.timeLimit < .zero { options.timeLimit = .milliseconds(200) }
    if options.iterationLimit > 20_000 { options.iterationLimit = 20_000 }
    guard let solution = try? program.solve(options), solution.status == .optimal else { return }
    precondition(solution[x].isFinite, "non-finite LP value \(solution[x])")
  }

  static func incrementalProgram(_ d: inout EdgeDrawer) {
    var program = LinearProgram(direction: .minimize)
    guard let x = try? program.addVariable(lowerBound: 0, upperBound: 10, objective: 1) else { return }
    let solver = LinearProgram.Solver(program)
    let stray = LinearProgram.Variable(d.int("LinearProgram.Variable.init(_:) index"))
    let y = try? solver.addVariable(
      lowerBound: d.optionalDouble("LinearProgram.Solver.addVariable(lowerBound:upperBound:) lowerBound"),
      upperBound: d.optionalDouble("LinearProgram.Solver.addVariable(lowerBound:upperBound:) upperBound"))
    let row = try? solver.addRow(
      variables: [x, y ?? stray],
      coefficients: (0..<2).map { _ in d.double("LinearProgram.Solver.addRow(variables:coefficients:_:) coefficients")
      },
      rowBounds(&d))
    _ = try? solver.setBounds(
      of: d.byte() % 2 == 0 ? x : stray,
      lower: d.optionalDouble("LinearProgram.Solver.setBounds(of:lower:upper:) lower"),
      upper: d.optionalDouble("LinearProgram.Solver.setBounds(of:lower:upper:) upper"))
    _ = try? solver.setObjectiveCoefficient(
      of: x, d.double("LinearProgram.Solver.setObjectiveCoefficient(of:_:) value"))
    _ = try? solver.setCoefficient(
      row: row ?? LinearProgram.Row(d.int("LinearProgram.Row.init(_:) index")), variable: x,
      d.double("LinearProgram.Solver.setCoefficient(row:variable:_:) value"))
    guard let solution = try? solver.solve(solveOptions()), solution.status == .optimal else { return }
    precondition(solution[x].isFinite, "non-finite LP value \(solution[x])")
  }

  /// The solver strategies, directly and inside their containers, with drawn time limits and gaps on at most ten
  /// items (so that even the longest limit bounds a solve that ends quickly).
  static func strategies(_ d: inout EdgeDrawer) {
    let lengths = d.doubles("BalancedFlow.solve(lengths:maxLength:spacing:timeLimit:) lengths", limit: 10)
    switch d.byte() % 4 {
    case 0:
      let k = "BalancedFlow.solve(lengths:maxLength:spacing:timeLimit:) "
      guard
        let report = try? BalancedFlow.solve(
          lengths: lengths, maxLength: d.double(k + "maxLength"), spacing: d.double(k + "spacing"),
          timeLimit: d.duration(k + "timeLimit"))
      else { return }
      precondition(report.squaredSlack.isFinite, "non-finite slack \(report.squaredSlack)")
      _ = report.rowRanges(count: d.int("BalancedFlow.Report.rowRanges(count:) n"))
    case 1:
      let k = "OptimalMasonry.solve(lengths:lanes:spacing:timeLimit:relativeGap:) "
      guard
        let report = try? OptimalMasonry.solve(
          lengths: d.doubles(k + "lengths", limit: 10), lanes: d.int(k + "lanes"), spacing: d.double(k + "spacing"),
          timeLimit: d.duration(k + "timeLimit"), relativeGap: d.double(k + "relativeGap"))
      else { return }
      precondition(report.tallestColumn.isFinite, "non-finite tallest column \(report.tallestColumn)")
    case 2:
      let children = children(&d, limit: 10)
      lay(
        HFlow(maxWidth: 200, strategy: .balanced(timeLimit: d.duration("FlowStrategy.balanced(timeLimit:) timeLimit")))
        {
          children
        }, &d)
    default:
      let children = children(&d, limit: 10)
      let strategy = MasonryStrategy.optimal(
        timeLimit: d.duration("MasonryStrategy.optimal(timeLimit:relativeGap:) timeLimit"),
        relativeGap: d.double("MasonryStrategy.optimal(timeLimit:relativeGap:) relativeGap"))
      lay(VMasonry(columns: 3, maxWidth: 200, strategy: strategy) { children }, &d)
    }
  }
}
