import Foundation
import Trellis

/// `trellis solve FILE.json`: solves a constraint file and prints the values as JSON.
///
/// The file is `{"constraints": ["x + y == 100", "x >= 10 @strong", …], "edits": {"w": 400}}`; each constraint is
/// `EXPR REL EXPR [@PRIORITY]` (no priority means required), each edit a strong suggestion for a variable.
/// `"formats"` (visual format strings, with `"metrics"`) add constraints over `<view>.leading`, `.top`, `.width`,
/// `.height` and `container.width` / `container.height`. Values are
/// printed sorted by name. An unsatisfiable file prints a minimal conflicting subset (as written) and exits 1;
/// malformed input exits 64 naming the JSON path (and the column inside a constraint).
enum SolveCommand {
  static let help = """
    USAGE: trellis solve FILE.json [--ambiguities] [--dump] [--time-limit SECONDS] [--iteration-budget N] [-o FILE]

    Solves a constraint file ('-' reads standard input) and prints {"status": "optimal", "values": {…}}.
      FILE.json        {"constraints": ["x + y == 100", "x >= 10 @strong"], "edits": {"w": 400}}
                       constraint: EXPR REL EXPR [@required|strong|medium|weak|NUMBER]; REL is ==, <= or >=
                       also "formats": ["H:|-8-[a]-[b]-|"] with "metrics": {"pad": 8} (Visual Format Language)
      --ambiguities    also list every variable the constraints do not determine, with its feasible range
      --dump           print the system grouped by priority level instead of solving
      --time-limit S   wall-clock backstop for the whole solve, in seconds (default 60)
      --iteration-budget N[,PER]
                       simplex iterations each LP may take: N + PER per row and column of the LP
                       (default 10000,10); past it the solve fails the same way on any machine
      -o FILE          write to FILE instead of standard output
    Exit codes: 0 solved, 1 unsatisfiable or solver failure, 64 bad usage or malformed file.

    """

  static func run(_ arguments: [String]) throws(CLIError) {
    let options = try Options(
      arguments, valued: ["-o", "--time-limit", "--iteration-budget"],
      flags: ["--help", "-h", "--ambiguities", "--dump"])
    if options.flags.contains("--help") || options.flags.contains("-h") {
      print(help, terminator: "")
      return
    }
    guard options.positional.count == 1 else { throw .usage("solve needs exactly one constraint file (see --help)") }
    let path = options.positional[0]
    let text = try CLI.readInput(path)
    var system = try read(text, source: path == "-" ? "stdin" : path)
    if let seconds = try options.number("--time-limit") {
      // GLPK takes whole milliseconds: at least one, at most a day.
      guard seconds >= 0.001, seconds <= 86_400 else {
        throw .usage(
          "--time-limit must be between 0.001 and 86400 seconds, got '\(options.values["--time-limit"] ?? "")'")
      }
      system.options.timeLimit = .milliseconds(Int((seconds * 1000).rounded()))
    }
    if let text = options.values["--iteration-budget"] { system.iterationBudget = try iterationBudget(text) }
    if options.flags.contains("--dump") {
      try CLI.writeOutput(system.dump, to: options.values["-o"])
      return
    }
    let output: JSONValue
    var failure: CLIError?
    do throws(ConstraintError) {
      let solution = try system.solve()
      var fields: [(key: String, value: JSONValue)] = [
        ("status", .string("optimal")),
        ("values", .object(zip(solution.names, solution.values).map { ($0, .number($1)) })),
      ]
      if options.flags.contains("--ambiguities") {
        let report = try system.ambiguities()
        let items = report.map { item -> JSONValue in
          .object([
            ("name", .string(item.name)), ("value", .number(item.value)), ("minimum", bound(item.minimum)),
            ("maximum", bound(item.maximum)),
          ])
        }
        fields.append(("ambiguous", .array(items)))
      }
      output = .object(fields)
    } catch {
      let conflict: [Constraint]
      var fields: [(key: String, value: JSONValue)] = [("status", .string("unsatisfiable"))]
      switch error {
      case .unsatisfiable(let minimal): conflict = minimal
      case .unsatisfiableNotProvenMinimal(let subset):
        conflict = subset
        fields.append(("minimal", .bool(false)))
      default: throw .failure("\(error)")
      }
      fields.insert(("conflict", .array(conflict.map { .string($0.label ?? $0.expressionText) })), at: 1)
      output = .object(fields)
      failure = .failure("unsatisfiable: \(conflict.count) conflicting required constraints")
    }
    try CLI.writeOutput(output.serialized() + "\n", to: options.values["-o"])
    if let failure { throw failure }
  }

  /// `N` or `N,PER`: whole numbers, N from 1 and PER from 0, both at most 10⁹.
  static func iterationBudget(_ text: String) throws(CLIError) -> ConstraintSystem.IterationBudget {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { Int($0) }
    let limit = 1_000_000_000
    if parts.count <= 2, let base = parts[0], (1...limit).contains(base) {
      if parts.count == 1 { return .init(base: base, perRowAndColumn: 10) }
      if let per = parts[1], (0...limit).contains(per) { return .init(base: base, perRowAndColumn: per) }
    }
    throw .usage("--iteration-budget must be N or N,PER (whole numbers, N >= 1, PER >= 0, at most 1e9), got '\(text)'")
  }

  /// A range end: a number, or the string "infinity" / "-infinity".
  static func bound(_ value: Double) -> JSONValue {
    value.isFinite ? .number(value) : .string(value > 0 ? "infinity" : "-infinity")
  }

  /// Reads and validates a constraint file into a system.
  static func read(_ text: String, source: String) throws(CLIError) -> ConstraintSystem {
    let json: JSONValue
    do throws(JSONSyntaxError) {
      json = try JSONValue.parse(text)
    } catch {
      throw .usage("\(source): \(error)")
    }
    guard case .object(let fields) = json else { throw .usage("\(source): the file must be a JSON object") }
    var system = ConstraintSystem()
    // One table for the whole file: a name is one variable in the constraints, the edits and the formats alike.
    var symbols = ConstraintSymbolTable()
    var sawConstraints = false
    var formats: JSONValue?
    var metrics: JSONValue?
    for (key, value) in fields {
      switch key {
      case "constraints":
        sawConstraints = true
        guard case .array(let items) = value else {
          throw .usage("\(source): constraints: expected an array of strings, got \(value.kindName)")
        }
        var constraints: [Constraint] = []
        constraints.reserveCapacity(items.count)
        for (k, item) in items.enumerated() {
          guard case .string(let string) = item else {
            throw .usage("\(source): constraints[\(k)]: expected a string, got \(item.kindName)")
          }
          do throws(ConstraintParseError) {
            var constraint = try Constraint(parsing: string, symbols: &symbols)
            constraint.label = String(string.drop { $0 == " " }.dropLast(string.reversed().prefix { $0 == " " }.count))
            constraints.append(constraint)
          } catch {
            throw .usage("\(source): constraints[\(k)], column \(error.column): \(error.message)")
          }
        }
        do throws(ConstraintError) {
          try system.add(contentsOf: constraints)
        } catch {
          if case .badlyScaled(let constraint, _, _) = error, let k = constraints.firstIndex(of: constraint) {
            throw .usage("\(source): constraints[\(k)]: \(error)")
          }
          throw .usage("\(source): constraints: \(error)")
        }
      case "edits":
        guard case .object(let edits) = value else {
          throw .usage("\(source): edits: expected an object of numbers, got \(value.kindName)")
        }
        for (name, suggestion) in edits {
          guard case .number(let number) = suggestion else {
            throw .usage("\(source): edits.\(name): expected a number, got \(suggestion.kindName)")
          }
          guard isName(name) else {
            throw .usage("\(source): edits.\(name): not a variable name ([A-Za-z_][A-Za-z0-9_.]*)")
          }
          do throws(ConstraintError) {
            try system.addEditVariable(symbols.variable(named: name), value: number)
          } catch {
            throw .usage("\(source): edits.\(name): \(error)")
          }
        }
      case "formats": formats = value
      case "metrics": metrics = value
      default:
        throw .usage(
          "\(source): \(key): unknown field (a constraint file has constraints, formats, metrics and edits)")
      }
    }
    guard sawConstraints || formats != nil else { throw .usage("\(source): constraints: missing") }
    if let formats { try addFormats(formats, metrics: metrics, to: &system, symbols: &symbols, source: source) }
    return system
  }

  /// Expands `formats` (visual format strings over any view names, with `metrics`) into the system.
  static func addFormats(
    _ formats: JSONValue, metrics: JSONValue?, to system: inout ConstraintSystem,
    symbols: inout ConstraintSymbolTable, source: String
  ) throws(CLIError) {
    var table: [String: Double] = [:]
    if let metrics {
      guard case .object(let entries) = metrics else {
        throw .usage("\(source): metrics: expected an object of numbers, got \(metrics.kindName)")
      }
      for (name, value) in entries {
        guard case .number(let number) = value else {
          throw .usage("\(source): metrics.\(name): expected a number, got \(value.kindName)")
        }
        table[name] = number
      }
    }
    guard case .array(let items) = formats else {
      throw .usage("\(source): formats: expected an array of strings, got \(formats.kindName)")
    }
    for (k, item) in items.enumerated() {
      guard case .string(let format) = item else {
        throw .usage("\(source): formats[\(k)]: expected a string, got \(item.kindName)")
      }
      let constraints: [Constraint]
      do throws(VisualFormatError) {
        constraints = try VisualFormat.constraints(format, views: nil, metrics: table, symbols: &symbols)
      } catch {
        throw .usage("\(source): formats[\(k)], column \(error.column): \(error.message)")
      }
      do throws(ConstraintError) {
        try system.add(contentsOf: constraints)
      } catch {
        throw .usage("\(source): formats[\(k)]: \(error)")
      }
    }
  }

  static func isName(_ name: String) -> Bool {
    guard let first = name.first, first == "_" || (first.isASCII && first.isLetter) else { return false }
    return name.allSatisfy { $0 == "_" || $0 == "." || ($0.isASCII && ($0.isLetter || $0.isNumber)) }
  }
}
