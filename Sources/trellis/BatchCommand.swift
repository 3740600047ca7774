import Foundation
import Trellis
import TrellisRender

/// `trellis batch`: a stream of scenes in JSON Lines, laid out on every core, answered in JSON Lines in input order.
///
/// Each non-empty input line is one scene; each gets one output line, `{"line": k, "size": …, "frames": …}` as
/// `trellis layout` prints it (compact), or `{"line": k, "error": "…", "status": 64|1}` when it cannot be read or
/// laid out; the rest of the stream goes on. Lines are read and answered in chunks, so memory stays bounded by the
/// chunk, not the stream.
enum BatchCommand {
  static let help = """
    USAGE: trellis batch [FILE.jsonl] [--jobs N] [--entries] [--diagnostics] [--time-limit SECONDS]
                         [--width W] [--height H] [--render DIR [--format png|pdf|svg] [--scale S] [--images DIR]]
                         [--max-line-bytes N] [--fail-on-error]

    Lays out a stream of scenes, one JSON object per line (JSON Lines), read from FILE or standard input ('-' or
    nothing), and writes one line per scene to standard output, in input order:
      {"line":3,"size":{"width":320,"height":180},"frames":{"title":{"x":16,"y":16,"width":120,"height":24}}}
    A line that cannot be read or laid out is answered with its error, and the rest of the stream goes on:
      {"line":4,"error":"root.type: unknown node type \\"Bx\\" (known: Box, …)","status":64}
    Blank lines are skipped (line numbers count them). Exit status 0 unless the input cannot be read,
    or with --fail-on-error when some line failed (1).
      --jobs N                scenes laid out at once (default: the number of cores)
      --entries, --diagnostics, --time-limit SECONDS, --width W, --height H
                              as for 'trellis layout', for every line
      --render DIR            draw each scene (as 'trellis render' does) to DIR/<line>.png instead of writing
                              its frames; the output line is then {"line":k,"file":"DIR/k.png","size":{…}}
      --format png|pdf|svg    with --render: the pictures' format (default png)
      --scale S               with --render: pixels per point (default 1)
      --images DIR            with --render: the folder Image names are looked up in (default: the current one)
      --max-line-bytes N      the longest line read (default 67108864, 64 MiB); a longer one is an error line
      --font-file PATH        register a font file or a directory of them for every line (repeatable); a
                              line's own "fonts" are relative to the current directory

    As a filter it fits pipelines: split a large stream across processes or machines and concatenate the answers
    (each carries its line number), e.g.  split -n l/4 --filter='trellis batch' cards.jsonl > frames.jsonl,
    parallel --pipe -N 10000 trellis batch < cards.jsonl, or Spark's rdd.pipe("trellis batch").

    """

  /// What every line is laid out with.
  struct Settings: Sendable {
    var entries = false
    var diagnostics = false
    var timeLimit = TrellisLimits.layoutTimeLimit
    var width: Double?
    var height: Double?
    var renderDirectory: String?
    var format = RenderFormat.png
    var render = RenderOptions()
  }

  static func run(_ arguments: [String]) throws(CLIError) -> Int32 {
    let options = try Options(
      arguments,
      valued: [
        "--jobs", "--time-limit", "--width", "--height", "--render", "--format", "--scale", "--images",
        "--max-line-bytes", "--font-file",
      ],
      flags: ["--help", "-h", "--entries", "--diagnostics", "--fail-on-error"])
    if options.flags.contains("--help") || options.flags.contains("-h") {
      print(help, terminator: "")
      return ExitCode.success
    }
    guard options.positional.count <= 1 else { throw .usage("batch reads one stream (see --help)") }
    var settings = Settings()
    settings.entries = options.flags.contains("--entries")
    settings.diagnostics = options.flags.contains("--diagnostics")
    settings.timeLimit = try options.layoutTimeLimit()
    try options.registerFontFiles()
    settings.width = try options.number("--width")
    settings.height = try options.number("--height")
    if let scale = try options.number("--scale") {
      guard scale > 0 else { throw .usage("--scale must be a positive number, got \(scale)") }
      settings.render.scale = scale
    }
    if let name = options.values["--format"] {
      guard let format = RenderFormat(rawValue: name) else {
        throw .usage("--format must be png, pdf or svg, got '\(name)'")
      }
      settings.format = format
    }
    settings.render.imageDirectory = options.values["--images"] ?? FileManager.default.currentDirectoryPath
    if let directory = options.values["--render"] {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
        throw .usage("--render needs an existing directory, got '\(directory)'")
      }
      settings.renderDirectory = directory
    }
    let cores = ProcessInfo.processInfo.activeProcessorCount
    let jobs = try count(options, "--jobs", default: cores, range: 1...1_024)
    let maxLine = try count(options, "--max-line-bytes", default: 64 << 20, range: 1...(1 << 30))
    let path = options.positional.first ?? "-"
    let descriptor: Int32 = path == "-" ? 0 : open(path, O_RDONLY)
    guard descriptor >= 0 else { throw .usage("cannot read '\(path)'") }
    defer { if descriptor != 0 { close(descriptor) } }

    var reader = LineReader(descriptor: descriptor, maxLineBytes: maxLine)
    let pool = Workers(count: jobs, settings: settings)
    var failed = 0
    var total = 0
    // A chunk holds a few lines per worker: enough to keep every core busy, few enough to bound memory.
    let chunkSize = jobs * 16
    while true {
      var chunk: [LineReader.Line] = []
      chunk.reserveCapacity(chunkSize)
      while chunk.count < chunkSize, let line = try reader.next() {
        if line.isBlank { continue }
        chunk.append(line)
      }
      if chunk.isEmpty { break }
      let answers = pool.answer(chunk)
      var out = ""
      for answer in answers {
        if answer.failed { failed += 1 }
        out += answer.text
        out += "\n"
      }
      total += chunk.count
      FileHandle.standardOutput.write(Data(out.utf8))
    }
    if failed > 0 { CLI.warn("batch: \(failed) of \(total) lines failed (answered with error lines)") }
    return failed > 0 && options.flags.contains("--fail-on-error") ? ExitCode.failure : ExitCode.success
  }

  /// A whole-number option in `range`.
  private static func count(_ options: Options, _ name: String, default value: Int, range: ClosedRange<Int>)
    throws(CLIError) -> Int
  {
    guard let text = options.values[name] else { return value }
    guard let n = Int(text), range.contains(n) else {
      throw .usage("\(name) must be a whole number in \(range.lowerBound)...\(range.upperBound), got '\(text)'")
    }
    return n
  }

  /// The answer to one line, as one line of JSON.
  static func answer(_ line: LineReader.Line, settings: Settings, engine: LayoutEngine) -> (text: String, failed: Bool)
  {
    func failure(_ message: String, status: Int32) -> (String, Bool) {
      let fields: [(key: String, value: JSONValue)] = [
        ("line", .number(Double(line.number))), ("error", .string(message)), ("status", .number(Double(status))),
      ]
      return (JSONValue.object(fields).serialized(), true)
    }
    if let problem = line.problem { return failure(problem, status: ExitCode.usage) }
    guard let text = String(validating: line.bytes, as: UTF8.self) else {
      return failure("the line is not UTF-8 text", status: ExitCode.usage)
    }
    let tree: Node
    var proposal: ProposedViewSize
    do throws(SceneError) {
      let scene = try Scene.readTree(text)
      tree = scene.root
      proposal = scene.proposal
    } catch {
      // The scene is one line: a syntax error's position is its column.
      let message = "\(error)".replacingOccurrences(of: "at line 1, column ", with: "at column ")
      return failure(message, status: ExitCode.usage)
    }
    if let width = settings.width { proposal.width = width }
    if let height = settings.height { proposal.height = height }
    var engine = engine
    engine.limits.timeLimit = settings.timeLimit
    engine.collectsDiagnostics = settings.diagnostics
    let result: LayoutResult
    do throws(LayoutError) {
      result = try engine.layout(tree, proposal: proposal)
    } catch {
      return failure("layout failed: \(error)", status: error.isInputError ? ExitCode.usage : ExitCode.failure)
    }
    let lineNumber: (key: String, value: JSONValue) = ("line", .number(Double(line.number)))
    guard let directory = settings.renderDirectory else {
      return (result.jsonText(includeEntries: settings.entries, pretty: false, leading: [lineNumber]), false)
    }
    let bytes: [UInt8]
    do throws(RenderError) {
      bytes = try result.rendered(settings.format, options: settings.render)
    } catch {
      return failure("render failed: \(error)", status: error.exitCode)
    }
    let file = (directory as NSString).appendingPathComponent("\(line.number).\(settings.format.rawValue)")
    guard FileManager.default.createFile(atPath: file, contents: Data(bytes)) else {
      return failure("cannot write '\(file)'", status: ExitCode.failure)
    }
    let size: JSONValue = .object([("width", .number(result.size.width)), ("height", .number(result.size.height))])
    return (JSONValue.object([lineNumber, ("file", .string(file)), ("size", size)]).serialized(), false)
  }
}

/// The workers of a batch: one layout engine each (an engine keeps its pass memory between the lines it lays out),
/// taking the lines of a chunk in turn.
final class Workers: Sendable {
  let engines: [LayoutEngine]
  let settings: BatchCommand.Settings

  init(count: Int, settings: BatchCommand.Settings) {
    engines = (0..<count).map { _ in LayoutEngine() }
    self.settings = settings
  }

  /// The answers to `lines`, in their order.
  func answer(_ lines: [LineReader.Line]) -> [(text: String, failed: Bool)] {
    let slots = Slots(count: lines.count)
    let next = Slots.Counter()
    DispatchQueue.concurrentPerform(iterations: min(engines.count, lines.count)) { worker in
      while let k = next.take(below: lines.count) {
        slots.set(k, BatchCommand.answer(lines[k], settings: settings, engine: engines[worker]))
      }
    }
    return slots.values
  }
}

/// The answers of one chunk, written by the workers at distinct indices.
final class Slots: @unchecked Sendable {
  // SAFETY: `@unchecked Sendable`: the answers live in a buffer allocated once, and each index is written by exactly
  // one worker (the one that took it from the counter, under its lock), so no two writes touch the same memory;
  // `values` is read after `concurrentPerform` returned, which orders every write before it. (An `Array` property
  // written through `withUnsafeMutableBufferPointer` from several threads is not this: each call is a mutating access
  // of the array itself, which ThreadSanitizer reports as a race.)
  private let storage: UnsafeMutableBufferPointer<(text: String, failed: Bool)>

  init(count: Int) {
    storage = .allocate(capacity: count)
    storage.initialize(repeating: ("", false))
  }

  deinit {
    storage.deinitialize()
    storage.deallocate()
  }

  func set(_ k: Int, _ value: (text: String, failed: Bool)) { storage[k] = value }

  var values: [(text: String, failed: Bool)] { Array(storage) }

  /// The next index to answer, shared by the workers.
  final class Counter: @unchecked Sendable {
    // SAFETY: `@unchecked Sendable`: `value` is only read and written with `lock` held.
    private let lock = NSLock()
    private var value = 0

    func take(below limit: Int) -> Int? {
      lock.lock()
      defer { lock.unlock() }
      guard value < limit else { return nil }
      value += 1
      return value - 1
    }
  }
}

/// Reads lines from a file descriptor in blocks, keeping at most `maxLineBytes` of any line.
struct LineReader {
  /// One input line: its number (from 1), its bytes without the newline, and why it cannot be read, if so.
  struct Line: Sendable {
    var number: Int
    var bytes: [UInt8]
    var problem: String?

    /// Whether the line holds nothing but spaces, tabs and a carriage return.
    var isBlank: Bool { problem == nil && bytes.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D } }
  }

  let descriptor: Int32
  let maxLineBytes: Int
  private var buffer = [UInt8](repeating: 0, count: 1 << 16)
  private var start = 0
  private var end = 0
  private var number = 0
  private var finished = false

  init(descriptor: Int32, maxLineBytes: Int) {
    self.descriptor = descriptor
    self.maxLineBytes = maxLineBytes
  }

  /// The next line, or `nil` at the end of the input.
  ///
  /// - Throws: ``CLIError`` when reading fails.
  /// - Complexity: O(line length) amortized.
  mutating func next() throws(CLIError) -> Line? {
    var bytes: [UInt8] = []
    var overLimit = false
    while true {
      if start < end {
        let newline = buffer[start..<end].firstIndex(of: 0x0A)
        let stop = newline ?? end
        if !overLimit {
          if bytes.count + (stop - start) > maxLineBytes {
            overLimit = true
            bytes = []
          } else {
            bytes.append(contentsOf: buffer[start..<stop])
          }
        }
        start = newline.map { $0 + 1 } ?? end
        if newline != nil { return line(bytes, overLimit: overLimit) }
      }
      if finished { return bytes.isEmpty && !overLimit ? nil : line(bytes, overLimit: overLimit) }
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw .failure("reading the input failed: \(String(cString: strerror(errno)))")
      }
      start = 0
      end = count
      if count == 0 { finished = true }
    }
  }

  private mutating func line(_ bytes: [UInt8], overLimit: Bool) -> Line {
    number += 1
    return Line(
      number: number, bytes: bytes,
      problem: overLimit ? "the line is longer than --max-line-bytes (\(maxLineBytes) bytes)" : nil)
  }
}
