import Foundation
import Trellis
import TrellisRender

enum RenderCommand {
  static let help = """
    USAGE: trellis render SCENE.json -o OUT.png|OUT.pdf|OUT.svg [--format png|pdf|svg] [--scale S]
                   [--width W] [--height H] [--background COLOR] [--images DIR] [--svg-text outlines|text]
                   [--time-limit SECONDS] [--font-file PATH]... [--debug]

    Lays out a scene file ('-' reads standard input) and draws it: shapes, colours, texts (from the shaped glyphs
    the layout measured), pictures from PNG and JPEG files, opacity, clipping; hidden views are skipped.
      -o FILE                 the file to write ('-' or none: standard output); its extension picks the format
      --format png|pdf|svg    the format when -o has no known extension (default png)
      --scale S               with png: pixels per point (2 for @2x, 3 for @3x; default 1)
      --width W, --height H   override the scene's proposal
      --background COLOR      a colour under the drawing (a SwiftUI name or #rrggbb; default: transparent)
      --images DIR            the folder Image names are looked up in (default: the scene file's folder)
      --svg-text MODE         with svg: 'outlines' (default: every glyph a path, the same everywhere) or 'text'
                              (<text> elements, selectable, right only where the fonts are installed)
      --time-limit SECONDS    the layout's time limit (as for 'trellis layout')
      --font-file PATH        register a font file or a directory of them (repeatable; as for 'trellis layout')
      --debug                 the debugging picture instead (SVG: every frame outlined and labelled, as
                              'trellis layout --format svg')

    """

  static func run(_ arguments: [String]) throws(CLIError) {
    let options = try Options(
      arguments,
      valued: [
        "--width", "--height", "--format", "--scale", "-o", "--background", "--images", "--svg-text", "--time-limit",
        "--font-file",
      ],
      flags: ["--help", "-h", "--debug"])
    if options.flags.contains("--help") || options.flags.contains("-h") {
      print(help, terminator: "")
      return
    }
    guard options.positional.count == 1 else { throw .usage("render needs exactly one scene file (see --help)") }
    let output = options.values["-o"]
    let format = try self.format(options, output: output)
    let result = try LayoutCommand.layout(options)
    let scale = try options.number("--scale") ?? 1
    guard scale > 0 else { throw .usage("--scale must be a positive number, got \(scale)") }
    if options.flags.contains("--debug") {
      guard format == .svg else { throw .usage("--debug draws an SVG picture: use -o FILE.svg or --format svg") }
      var svgOptions = LayoutResult.SVGOptions()
      svgOptions.scale = scale
      try CLI.writeOutput(result.svg(svgOptions), to: output)
      return
    }
    var renderOptions = RenderOptions(scale: scale)
    if let name = options.values["--background"] {
      guard let color = color(name) else {
        throw .usage("--background must be a colour name (\"white\") or #rrggbb, got '\(name)'")
      }
      renderOptions.background = color
    }
    if let mode = options.values["--svg-text"] {
      guard let textMode = SVGTextMode(rawValue: mode) else {
        throw .usage("--svg-text must be outlines or text, got '\(mode)'")
      }
      renderOptions.svgText = textMode
    }
    let scenePath = options.positional[0]
    renderOptions.imageDirectory =
      options.values["--images"]
      ?? (scenePath == "-"
        ? FileManager.default.currentDirectoryPath : URL(fileURLWithPath: scenePath).deletingLastPathComponent().path)
    let bytes: [UInt8]
    do throws(RenderError) {
      bytes = try result.rendered(format, options: renderOptions)
    } catch {
      throw CLIError(message: error.description, code: error.exitCode)
    }
    guard let output, output != "-" else {
      FileHandle.standardOutput.write(Data(bytes))
      return
    }
    guard FileManager.default.createFile(atPath: output, contents: Data(bytes)) else {
      throw .failure("cannot write '\(output)'")
    }
  }

  /// The format: the output file's extension, else `--format`, else PNG.
  static func format(_ options: Options, output: String?) throws(CLIError) -> RenderFormat {
    if let name = options.values["--format"] {
      guard let format = RenderFormat(rawValue: name) else {
        throw .usage("--format must be png, pdf or svg, got '\(name)'")
      }
      return format
    }
    let suffix = output.map { URL(fileURLWithPath: $0).pathExtension.lowercased() } ?? ""
    return RenderFormat(rawValue: suffix) ?? .png
  }

  /// A colour from a SwiftUI name or `#rrggbb`.
  static func color(_ text: String) -> Color? {
    if let named = Color.named[text] { return named }
    let digits = Array(text.utf8)
    guard digits.count == 7, digits[0] == UInt8(ascii: "#"), let value = UInt32(text.dropFirst(), radix: 16) else {
      return nil
    }
    return Color(
      red: Double(value >> 16 & 0xFF) / 255, green: Double(value >> 8 & 0xFF) / 255, blue: Double(value & 0xFF) / 255)
  }
}

extension RenderError {
  /// The exit code of a render that failed: 64 when the input is at fault (a picture missing or unreadable, a size
  /// no raster can have), 1 when Cairo failed.
  var exitCode: Int32 {
    switch self {
    case .imageNotFound, .imageUnreadable, .invalidSize: ExitCode.usage
    case .cairo: ExitCode.failure
    }
  }
}
