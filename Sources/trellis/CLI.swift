import Foundation
import Trellis

/// Exit codes: 0 success, 1 layout or solve failure, 64 bad usage or bad input (BSD's EX_USAGE / EX_DATAERR class).
enum ExitCode {
  static let success: Int32 = 0
  static let failure: Int32 = 1
  static let usage: Int32 = 64
}

/// A command-line error: its message (one line) and exit code.
struct CLIError: Error {
  var message: String
  var code: Int32
  static func usage(_ message: String) -> CLIError { CLIError(message: message, code: ExitCode.usage) }
  static func failure(_ message: String) -> CLIError { CLIError(message: message, code: ExitCode.failure) }
}

enum CLI {
  static let commands: [(name: String, summary: String)] = [
    ("layout", "lay out a scene file and print its frames (JSON) or an SVG picture"),
    ("render", "lay out a scene file and write an SVG picture (same as layout --format svg)"),
    ("demo", "print an example scene file"),
    ("solve", "solve a file of linear constraints with priorities and print the values (JSON)"),
  ]

  static var help: String {
    """
    trellis: headless layout (SwiftUI's layout model, FrameUp's layouts, GLPK-solved constraints)

    USAGE: trellis <command> [options]

    COMMANDS:
    \(commands.map { "  " + $0.name.padding(toLength: 8, withPad: " ", startingAt: 0) + $0.summary }.joined(separator: "\n"))

    Run 'trellis <command> --help' for a command's options.
    Exit codes: 0 success, 1 layout or solve failure, 64 bad usage or bad input.

    """
  }

  static func run(_ arguments: [String]) -> Int32 {
    guard let command = arguments.first else {
      FileHandle.standardError.write(Data(help.utf8))
      return ExitCode.usage
    }
    do {
      switch command {
      case "--help", "-h", "help":
        print(help, terminator: "")
        return ExitCode.success
      case "layout": try LayoutCommand.run(Array(arguments.dropFirst()), defaultFormat: "json")
      case "render": try LayoutCommand.run(Array(arguments.dropFirst()), defaultFormat: "svg")
      case "demo": try DemoCommand.run(Array(arguments.dropFirst()))
      case "solve": try SolveCommand.run(Array(arguments.dropFirst()))
      default: throw CLIError.usage("unknown command '\(command)' (try 'trellis --help')")
      }
      return ExitCode.success
    } catch let error as CLIError {
      FileHandle.standardError.write(Data("trellis: \(error.message)\n".utf8))
      return error.code
    } catch {
      FileHandle.standardError.write(Data("trellis: \(error)\n".utf8))
      return ExitCode.failure
    }
  }

  /// Reads a file, or standard input for `-`.
  static func readInput(_ path: String) throws(CLIError) -> String {
    let data: Data?
    if path == "-" {
      data = FileHandle.standardInput.readDataToEndOfFile()
    } else {
      data = FileManager.default.contents(atPath: path)
    }
    guard let data else { throw .usage("cannot read '\(path)'") }
    guard let text = String(data: data, encoding: .utf8) else { throw .usage("'\(path)' is not UTF-8 text") }
    return text
  }

  /// Writes `text` to a file, or standard output for `nil` or `-`.
  static func writeOutput(_ text: String, to path: String?) throws(CLIError) {
    guard let path, path != "-" else {
      FileHandle.standardOutput.write(Data(text.utf8))
      return
    }
    guard FileManager.default.createFile(atPath: path, contents: Data(text.utf8)) else {
      throw .failure("cannot write '\(path)'")
    }
  }
}

/// A small option parser: `--name value`, `-o value`, flags, and positional arguments.
struct Options {
  var positional: [String] = []
  var values: [String: String] = [:]
  var flags: Set<String> = []

  init(_ arguments: [String], valued: Set<String>, flags known: Set<String>) throws(CLIError) {
    var k = 0
    while k < arguments.count {
      let argument = arguments[k]
      if argument == "-" || !argument.hasPrefix("-") {
        positional.append(argument)
      } else if valued.contains(argument) {
        guard k + 1 < arguments.count else { throw .usage("\(argument) needs a value") }
        values[argument] = arguments[k + 1]
        k += 1
      } else if known.contains(argument) {
        flags.insert(argument)
      } else {
        throw .usage("unknown option '\(argument)'")
      }
      k += 1
    }
  }

  func number(_ name: String) throws(CLIError) -> Double? {
    guard let text = values[name] else { return nil }
    guard let value = Double(text), value.isFinite, value >= 0 else {
      throw .usage("\(name) must be a non-negative number, got '\(text)'")
    }
    return value
  }
}

enum LayoutCommand {
  static func help(_ name: String) -> String {
    """
    USAGE: trellis \(name) SCENE.json [--width W] [--height H] [--format json|svg] [--entries] [-o FILE]

    Lays out a scene file ('-' reads standard input) and prints the root size and every frame by id.
      --width W, --height H   override the scene's proposal
      --format json|svg       output format (default \(name == "render" ? "svg" : "json"))
      --entries               with json: also list every node (with or without id) in document order
      -o FILE                 write to FILE instead of standard output

    """
  }

  static func run(_ arguments: [String], defaultFormat: String) throws(CLIError) {
    let name = defaultFormat == "svg" ? "render" : "layout"
    let options = try Options(
      arguments, valued: ["--width", "--height", "--format", "-o"], flags: ["--help", "-h", "--entries"])
    if options.flags.contains("--help") || options.flags.contains("-h") {
      print(help(name), terminator: "")
      return
    }
    guard options.positional.count == 1 else { throw .usage("\(name) needs exactly one scene file (see --help)") }
    let format = options.values["--format"] ?? defaultFormat
    guard format == "json" || format == "svg" else { throw .usage("--format must be json or svg, got '\(format)'") }
    let path = options.positional[0]
    let input = try CLI.readInput(path)
    let scene: Scene
    do throws(SceneError) {
      scene = try Scene.read(input)
    } catch {
      throw .usage("\(path == "-" ? "stdin" : path): \(error)")
    }
    var proposal = scene.proposal
    if let w = try options.number("--width") { proposal.width = w }
    if let h = try options.number("--height") { proposal.height = h }
    let result: LayoutResult
    do throws(SceneError) {
      result = try scene.layout(proposal: proposal)
    } catch {
      if case .layoutFailed(let failure) = error.reason { throw .failure("layout failed: \(failure)") }
      throw .usage("\(path): \(error)")
    }
    let text = format == "svg" ? result.svg() : result.jsonString(includeEntries: options.flags.contains("--entries"))
    try CLI.writeOutput(text, to: options.values["-o"])
  }
}

enum DemoCommand {
  static let scene = """
    {
      "proposal": {"width": 390, "height": null},
      "root": {"type": "VStack", "id": "page", "alignment": "leading", "spacing": 12, "children": [
        {"type": "Text", "id": "title", "text": "Trellis"},
        {"type": "HStack", "id": "toolbar", "spacing": 8, "children": [
          {"type": "Box", "id": "back", "width": 44, "height": 44},
          {"type": "Spacer"},
          {"type": "Box", "id": "share", "width": 44, "height": 44}
        ]},
        {"type": "Rectangle", "id": "hero", "modifiers": [{"type": "aspectRatio", "ratio": 1.5}]},
        {"type": "Text", "id": "body", "text": "Layouts computed headlessly, as plain numbers.",
         "modifiers": [{"type": "padding", "edges": "horizontal", "length": 16}]}
      ]}
    }

    """

  static func run(_ arguments: [String]) throws(CLIError) {
    if arguments.contains("--help") || arguments.contains("-h") {
      print("USAGE: trellis demo\n\nPrints an example scene; try: trellis demo | trellis layout -")
      return
    }
    guard arguments.isEmpty else { throw .usage("demo takes no arguments") }
    print(scene, terminator: "")
  }
}
