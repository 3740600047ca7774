import Foundation
import Testing
import Trellis

/// `trellis solve` run as a process.
@Suite struct ConstraintCLITests {
  @Test func solvesAFile() throws {
    let input = #"{"constraints": ["x + y == 100", "x - y == 20", "w >= x @strong"], "edits": {"w": 400}}"#
    let output = try runTrellis(["solve", "-"], input: input)
    #expect(output.status == 0, "\(output.stderr)")
    #expect(output.stdout == #"{"status":"optimal","values":{"w":400,"x":60,"y":40}}"# + "\n")
  }

  @Test func lexicographicPrioritiesFromText() throws {
    let input = #"{"constraints": ["x == 0 @medium", "x == 10 @weak", "x == 10 @weak", "x == 10 @ weak"]}"#
    let output = try runTrellis(["solve", "-"], input: input)
    #expect(output.stdout == #"{"status":"optimal","values":{"x":0}}"# + "\n")
  }

  @Test func unsatisfiableExitsOneWithAMinimalConflict() throws {
    let input = #"{"constraints": ["x + y == 100", "z == 3", "x >= 200", "y >= 0", "z <= 9"]}"#
    let output = try runTrellis(["solve", "-"], input: input)
    #expect(output.status == 1)
    #expect(output.stdout == #"{"status":"unsatisfiable","conflict":["x + y == 100","x >= 200","y >= 0"]}"# + "\n")
  }

  @Test(arguments: [
    (
      #"{"constraints": ["x == 1", "x >= 0", "x + y 100"]}"#,
      "constraints[2], column 7: expected a relation (==, <=, >=)"
    ),
    (#"{"constraints": ["x == 1 @loud"]}"#, "constraints[0], column 9: unknown priority 'loud'"),
    (#"{"constraints": ["x == 1"], "extra": true}"#, "extra: unknown field"),
    (#"{"constraints": ["x == 1"], "edits": {"w": "wide"}}"#, "edits.w: expected a number"),
    (#"{"constraints": [3]}"#, "constraints[0]: expected a string"),
    (#"{"edits": {}}"#, "constraints: missing"),
    (#"{"constraints": ["x == 1",]}"#, "JSON syntax error"),
    (#"[]"#, "must be a JSON object"),
    (
      #"{"constraints": ["x >= 0", "x + 1e-12*y >= 1"]}"#,
      "constraints[1]: constraint 'x + 1e-12*y >= 1': coefficients from 1e-12 to 1.0"
    ),
  ])
  func badInputExits64(input: String, message: String) throws {
    let output = try runTrellis(["solve", "-"], input: input)
    #expect(output.status == 64)
    #expect(output.stderr.contains(message), "\(output.stderr)")
    #expect(output.stdout.isEmpty)
  }

  /// `--iteration-budget N,PER` bounds each LP's simplex iterations (the same failure on any machine), and
  /// `--time-limit` is the wall-clock backstop.
  @Test func iterationBudgetAndTimeLimit() throws {
    // x0 = 0, x{i} ≥ x{i−1} + 1, every x{i} == 0 @weak: about one pivot per variable.
    var constraints = ["x0 == 0"]
    for i in 1..<100 { constraints.append("x\(i) >= x\(i - 1) + 1") }
    for i in 0..<100 { constraints.append("x\(i) == 0 @weak") }
    let input = #"{"constraints": ["# + constraints.map { "\"\($0)\"" }.joined(separator: ",") + "]}"
    let solved = try runTrellis(["solve", "-", "--time-limit", "30", "--iteration-budget", "10000"], input: input)
    #expect(solved.status == 0, "\(solved.stderr)")
    #expect(solved.stdout.contains(#""x99":99"#))
    let stopped = try runTrellis(["solve", "-", "--time-limit", "3600", "--iteration-budget", "20,0"], input: input)
    #expect(stopped.status == 1)
    #expect(stopped.stderr.contains("out of work at level weak: one LP spent its budget of 20 simplex iterations"))
    for bad in [["--iteration-budget", "0"], ["--iteration-budget", "5,x"], ["--time-limit", "0"]] {
      let output = try runTrellis(["solve", "-"] + bad, input: input)
      #expect(output.status == 64, "\(bad)")
      #expect(output.stderr.contains(bad[0]), "\(output.stderr)")
    }
  }

  @Test func ambiguitiesAndDump() throws {
    let input = #"{"constraints": ["a + b == 10", "a >= 0", "b >= 0", "c == 2 @weak"]}"#
    let output = try runTrellis(["solve", "-", "--ambiguities"], input: input)
    #expect(output.status == 0)
    #expect(
      output.stdout == #"{"status":"optimal","values":{"a":0,"b":10,"c":2},"ambiguous":["#
        + #"{"name":"a","value":0,"minimum":0,"maximum":10},{"name":"b","value":10,"minimum":0,"maximum":10}]}"#
        + "\n")
    let dump = try runTrellis(["solve", "-", "--dump"], input: input)
    #expect(dump.stdout.hasPrefix("required (1000): 3 constraints\n"))
    #expect(dump.stdout.contains("weak (250): 1 constraint\n  c == 2\n"))
  }

  @Test func listedInHelp() throws {
    let output = try runTrellis(["--help"])
    #expect(output.stdout.contains("solve"))
  }

  @Test func solvesFormats() throws {
    let input = #"{"formats": ["H:|-8-[a(40)]-[b]-8-|"], "constraints": ["container.width == 200"]}"#
    let output = try runTrellis(["solve", "-"], input: input)
    #expect(output.status == 0, "\(output.stderr)")
    #expect(
      output.stdout
        == #"{"status":"optimal","values":{"a.leading":8,"a.width":40,"b.leading":56,"b.width":136,"container.width":200}}"#
        + "\n")
  }

  @Test(arguments: [
    (#"{"formats": ["H:|-pad-[a]"]}"#, "formats[0], column 5: unknown metric 'pad'"),
    (#"{"formats": ["H:|-[a]"], "metrics": {"pad": "8"}}"#, "metrics.pad: expected a number"),
    (#"{"formats": "H:|-[a]"}"#, "formats: expected an array of strings"),
    (#"{"constraints": ["x == 1 / y"]}"#, "constraints[0], column 8: not linear"),
  ])
  func badFormatsExit64(input: String, message: String) throws {
    let output = try runTrellis(["solve", "-"], input: input)
    #expect(output.status == 64)
    #expect(output.stderr.contains(message), "\(output.stderr)")
  }

  /// `trellis layout` of a scene with a malformed format exits 64 naming the JSON path and the column.
  @Test func layoutWithABadFormatExits64() throws {
    let scene =
      #"{"root": {"type": "ConstraintLayout", "formats": ["H:|-8-[a]-8-|", "V:|-8-[a(>=20@1200)]"], "#
      + #""children": [{"type": "Box", "id": "a", "width": 40, "height": 20}]}}"#
    let output = try runTrellis(["layout", "-"], input: scene)
    #expect(output.status == 64)
    #expect(
      output.stderr.contains("root.formats[1]: column 15: priority 1200 is outside (0, 1000]"), "\(output.stderr)")
    #expect(output.stdout.isEmpty)
  }
}
