import Foundation
import Trellis

enum CLI {
  static let commands: [(name: String, summary: String)] = [
    ("layout", "lay out a scene file and print its frames (JSON) or an SVG picture"),
    ("render", "lay out a scene file and draw it as PNG, PDF or SVG"),
    ("batch", "lay out a stream of scenes (JSON Lines) on every core, one answer line per scene"),
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
      case "layout": try LayoutCommand.run(Array(arguments.dropFirst()))
      case "render": try RenderCommand.run(Array(arguments.dropFirst()))
      case "batch": return try BatchCommand.run(Array(arguments.dropFirst()))
      case "demo": try DemoCommand.run(Array(arguments.dropFirst()))
      case "solve": try SolveCommand.run(Array(arguments.dropFirst()))
      default: throw CLIError.usage("unknown command '\(command)' (try 'trellis --help')")
      }
      return ExitCode.success
    } catch let error as CLIError {
      // Messages echo input: escaping control characters keeps each on one line.
      FileHandle.standardError.write(Data("trellis: \(escapingControlCharacters(error.message))\n".utf8))
      return error.code
    } catch {
      FileHandle.standardError.write(Data("trellis: \(escapingControlCharacters("\(error)"))\n".utf8))
      return ExitCode.failure
    }
  }

  /// Writes a warning line (`trellis: warning: …`) to standard error, control characters escaped.
  static func warn(_ message: String) {
    FileHandle.standardError.write(Data("trellis: warning: \(escapingControlCharacters(message))\n".utf8))
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
