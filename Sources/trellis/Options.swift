import Foundation
import Trellis

/// A small option parser: `--name value`, `-o value`, flags, and positional arguments.
struct Options {
  var positional: [String] = []
  var values: [String: String] = [:]
  /// Every value of each valued option, in order (an option given twice, such as `--font-file`, keeps both).
  var lists: [String: [String]] = [:]
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
        lists[argument, default: []].append(arguments[k + 1])
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

  /// The layout's time limit from `--time-limit SECONDS` (in (0, 86400], rounded up to whole milliseconds), or the
  /// default (``TrellisLimits/layoutTimeLimit``): the one reading `layout`, `render` and `batch` share.
  func layoutTimeLimit() throws(CLIError) -> Duration {
    guard let seconds = try number("--time-limit") else { return TrellisLimits.layoutTimeLimit }
    guard seconds > 0 && seconds <= 86_400 else {
      throw .usage("--time-limit must be a number of seconds in (0, 86400], got \(seconds)")
    }
    return .milliseconds((seconds * 1_000).rounded(.up))
  }

  /// Registers the fonts of every `--font-file PATH` (a font file or a directory of them) in the shared font
  /// library, before any scene is laid out.
  func registerFontFiles() throws(CLIError) {
    for path in lists["--font-file"] ?? [] {
      do throws(FontRegistrationError) {
        try FontLibrary.shared.register(paths: [path])
      } catch {
        throw .usage("--font-file: \(error)")
      }
    }
  }
}
