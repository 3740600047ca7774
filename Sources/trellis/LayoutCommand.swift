import Foundation
import Trellis

enum LayoutCommand {
  static let help = """
    USAGE: trellis layout SCENE.json [--width W] [--height H] [--format json|svg] [--scale S] [--entries]
                   [--diagnostics] [--time-limit SECONDS] [--font-file PATH]... [-o FILE]

    Lays out a scene file ('-' reads standard input) and prints the root size and every frame by id.
      --width W, --height H   override the scene's proposal
      --format json|svg       output format (default json; svg: the debugging picture, every frame outlined and
                              labelled; 'trellis render' draws what the view draws)
      --scale S               with svg: pixels per point (default 1)
      --entries               with json: also list every node (with or without id) in document order
      --diagnostics           with json: also list what containers report (ambiguous constraint variables,
                              characters no font covers)
      --time-limit SECONDS    the layout's time limit (default \(Int(TrellisLimits.layoutTimeLimit.components.seconds))),
                              shared by solver strategies, text and constraint solves;
                              a strategy past it answers greedy's layout, listed under
                              "fallbacks" in json and on standard error
      --font-file PATH        register a font file (.ttf, .otf, .ttc) or a directory of them, so that fonts
                              name its families; may be repeated (a scene's "fonts" member does the same,
                              relative to the scene file)
      -o FILE                 write to FILE instead of standard output

    """

  static func run(_ arguments: [String]) throws(CLIError) {
    let options = try Options(
      arguments, valued: ["--width", "--height", "--format", "--scale", "--time-limit", "--font-file", "-o"],
      flags: ["--help", "-h", "--entries", "--diagnostics"])
    if options.flags.contains("--help") || options.flags.contains("-h") {
      print(help, terminator: "")
      return
    }
    guard options.positional.count == 1 else { throw .usage("layout needs exactly one scene file (see --help)") }
    let format = options.values["--format"] ?? "json"
    guard format == "json" || format == "svg" else { throw .usage("--format must be json or svg, got '\(format)'") }
    let result = try layout(options)
    var svgOptions = LayoutResult.SVGOptions()
    if let scale = try options.number("--scale") {
      guard scale > 0 && scale.isFinite else { throw .usage("--scale must be a positive number, got \(scale)") }
      svgOptions.scale = scale
    }
    let text =
      format == "svg" ? result.svg(svgOptions) : result.jsonString(includeEntries: options.flags.contains("--entries"))
    try CLI.writeOutput(text, to: options.values["-o"])
  }

  /// Reads the scene file named by the one positional argument and lays it out for its proposal, overridden by
  /// `--width` and `--height`.
  static func layout(_ options: Options) throws(CLIError) -> LayoutResult {
    let path = options.positional[0]
    let input = try CLI.readInput(path)
    let scene: SceneTree
    do throws(SceneError) {
      // The scene's fonts are relative to its file (to the current directory for standard input).
      let directory = path == "-" ? nil : (path as NSString).deletingLastPathComponent
      scene = try Scene.readTree(input, fontDirectory: directory)
    } catch {
      throw .usage("\(path == "-" ? "stdin" : path): \(error)")
    }
    try options.registerFontFiles()
    var proposal = scene.proposal
    if let w = try options.number("--width") { proposal.width = w }
    if let h = try options.number("--height") { proposal.height = h }
    let engine = LayoutEngine(
      limits: LayoutLimits(timeLimit: try options.layoutTimeLimit()),
      collectsDiagnostics: options.flags.contains("--diagnostics"))
    let result: LayoutResult
    do throws(LayoutError) {
      result = try engine.layout(scene.root, proposal: proposal)
    } catch {
      // Errors that name bad input (shared ids, limits) exit 64 like any other bad scene.
      throw CLIError(
        message: "layout failed: \(error)", code: error.isInputError ? ExitCode.usage : ExitCode.failure)
    }
    // What fell back is never silent: it is in the JSON, and named on standard error whatever the output.
    for fallback in result.fallbacks { CLI.warn("fell back: \(fallback)") }
    return result
  }
}
