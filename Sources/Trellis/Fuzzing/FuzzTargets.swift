/// The fuzz targets: each takes arbitrary bytes and must never crash, hang or return a malformed result. They are
/// driven by libFuzzer (`make fuzz`, the `trellis-fuzz` executable built with `-sanitize=fuzzer,address`) and replayed
/// from `Fuzz/Corpus/` by the test suite, so every input that once failed stays a regression test.
/// Public under the `Fuzzing` SPI only, so the separately linked fuzzing driver and the corpus tests can call it
/// (`@_spi(Fuzzing) import Trellis`); applications do not see it.
///
/// - Complexity: each target is linear in its input, plus the layout or solve it triggers (bounded by the limits).
@_spi(Fuzzing) public enum FuzzTargets {
  /// The targets by name.
  public static let all: [String: @Sendable ([UInt8]) -> Void] = [
    "scene": scene, "schema": schema, "constraints": constraints, "tree": tree, "api": api, "edges": edges,
    "concurrent": concurrent,
  ]

  /// A scene file: read, build, lay out at its proposal; typed errors are fine, frames must be finite. The direct
  /// reader (``Scene/readTree(_:schema:)``) must accept only what ``Scene/read(_:schema:)`` and
  /// ``Scene/makeTree(schema:)`` accept, and build a tree that lays out to the same result.
  public static func scene(_ bytes: [UInt8]) {
    let text = String(decoding: bytes, as: UTF8.self)
    let direct = Scene.readTreeDirectly(text)
    // A scene's "fonts" are read but not registered: a fuzzed path must not make the target scan the disk.
    guard var scene = try? Scene.read(text) else {
      precondition(direct == nil, "the direct scene reader accepted a scene the scene reader rejects")
      return
    }
    let fonts = scene.fonts
    scene.fonts = []
    guard let tree = try? scene.makeTree() else {
      precondition(direct == nil, "the direct scene reader accepted a scene the scene reader rejects")
      return
    }
    let result = Result { () throws(LayoutError) in try LayoutEngine().layout(tree, proposal: scene.proposal) }
    if let direct {
      precondition(direct.proposal == scene.proposal, "the direct scene reader read another proposal")
      precondition(direct.fonts == fonts, "the direct scene reader read other fonts")
      let again = Result { () throws(LayoutError) in try LayoutEngine().layout(direct.root, proposal: direct.proposal) }
      precondition(
        describe(again) == describe(result), "the direct scene reader's tree lays out unlike the scene reader's")
    }
    guard case .success(let laidOut) = result else { return }
    check(laidOut)
    _ = scene.jsonString()
  }

  /// A layout's outcome as text: its frames and entries as JSON, or its error.
  static func describe(_ result: Result<LayoutResult, LayoutError>) -> String {
    switch result {
    case .success(let laidOut): laidOut.jsonString(includeEntries: true)
    case .failure(let error): "\(error)"
    }
  }

  /// A scene drawn by ``SceneGenerator`` from the standard schema, the bytes its choices: any registered node type and
  /// modifier with parameters of their declared kinds, read, built and laid out as ``scene(_:)`` does with a file.
  public static func schema(_ bytes: [UInt8]) {
    var choices = ByteChoices(reader: ByteReader(bytes: bytes))
    scene(Array(SceneGenerator.standard.scene(depth: 3, using: &choices).utf8))
  }

  /// Constraint strings and visual formats, one per line (the text formats of `trellis solve`), solved with short
  /// limits.
  public static func constraints(_ bytes: [UInt8]) {
    let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: true)
    var system = ConstraintSystem()
    var symbols = ConstraintSymbolTable()
    system.options.timeLimit = .milliseconds(200)
    system.options.iterationLimit = 20_000
    for line in lines.prefix(200) {
      // Lines that look like visual formats go through the VFL expander (any view name, one metric).
      if let first = line.first, "HV|[".contains(first),
        let expanded = try? VisualFormat.constraints(String(line), views: nil, metrics: ["m": 8], symbols: &symbols)
      {
        _ = try? system.add(contentsOf: expanded)
        continue
      }
      guard let constraint = try? Constraint(parsing: String(line), symbols: &symbols) else { continue }
      _ = try? system.add(constraint)
    }
    if let solution = try? system.solve() {
      for value in solution.values { precondition(value.isFinite, "non-finite constraint solution \(value)") }
    }
  }

  /// A random valid tree grown from the bytes: every container and modifier, sizes of 0, huge and fractional.
  public static func tree(_ bytes: [UInt8]) {
    var reader = ByteReader(bytes: bytes)
    let node = reader.node(depth: 0)
    let proposal = ProposedViewSize(width: reader.optionalLength(), height: reader.optionalLength())
    guard let result = try? node.layout(proposal: proposal) else { return }
    check(result)
    // Identical inputs give identical results.
    precondition((try? node.layout(proposal: proposal)) == result, "layout is not deterministic")
  }

  static func check(_ result: LayoutResult) {
    precondition(
      result.size.isFinite && result.size.width >= 0 && result.size.height >= 0, "bad size \(result.size.formatted)")
    for entry in result.entries {
      let f = entry.frame
      precondition(
        f.minX.isFinite && f.minY.isFinite && f.size.isFinite, "non-finite frame \(f.formatted) at \(entry.path)")
      precondition(f.size.width >= 0 && f.size.height >= 0, "negative frame \(f.formatted) at \(entry.path)")
    }
  }
}

/// Fuzz bytes as a random number generator, one byte a draw (zero once exhausted): each of the generator's choices
/// is one byte that libFuzzer can change.
struct ByteChoices: RandomNumberGenerator {
  var reader: ByteReader
  mutating func next() -> UInt64 { UInt64(reader.byte()) }
}

/// Reads choices from fuzz bytes (zero once exhausted).
struct ByteReader {
  let bytes: [UInt8]
  var position = 0

  mutating func byte() -> Int {
    defer { position += 1 }
    return position < bytes.count ? Int(bytes[position]) : 0
  }

  mutating func length() -> CGFloat {
    let lengths: [CGFloat] = [0, 1, 7.5, 40, 120, 333.333, 1e6, 1e12, 0.001, 3]
    return lengths[byte() % lengths.count]
  }

  mutating func optionalLength() -> CGFloat? { byte() % 4 == 0 ? nil : length() }

  mutating func node(depth: Int) -> Node {
    var node: Node
    if depth < 6 && byte() % 3 != 0 {
      let count = byte() % 5
      var built: [Node] = []
      for _ in 0..<count { built.append(self.node(depth: depth + 1)) }
      let children = built
      switch byte() % 12 {
      case 0: node = HStack(spacing: CGFloat(byte() % 20)) { children }.node
      case 1: node = VStack(alignment: .leading) { children }.node
      case 2: node = ZStack(alignment: .bottomTrailing) { children }.node
      case 3: node = ViewThatFits(in: .horizontal) { children }.node
      case 4: node = HFlow(alignment: .justified, maxWidth: length()) { children }
      case 5: node = VFlow(maxHeight: length()) { children }
      case 6: node = VMasonry(columns: 1 + byte() % 4, maxWidth: length()) { children }
      case 7: node = HMasonry(rows: 1 + byte() % 3, maxHeight: length()) { children }
      case 8: node = HFlowLayout { children }
      case 9:
        node = FULayoutThatFits(
          maxWidth: length(), layouts: [HStackFULayout(maxHeight: 100), VStackFULayout(maxWidth: 100)]
        ) { children }
      case 10: node = WidthReader { _ in children }.node
      default: node = AnyLayout(VStackLayout(spacing: 2)) { children }
      }
    } else {
      switch byte() % 5 {
      case 0: node = Box(width: length(), height: length()).node
      case 1: node = Rectangle().node
      case 2: node = Spacer(minLength: CGFloat(byte() % 16)).node
      case 3: node = Text(String(repeating: "word ", count: byte() % 6)).node
      default: node = LineBreak().node
      }
    }
    for _ in 0..<(byte() % 3) {
      switch byte() % 8 {
      case 0: node = node.frame(width: length())
      case 1: node = node.frame(minWidth: length(), maxWidth: byte() % 2 == 0 ? .infinity : length())
      case 2: node = node.padding(CGFloat(byte() % 40) - 10)
      case 3: node = node.fixedSize()
      case 4: node = node.offset(x: CGFloat(byte()) - 128)
      case 5: node = node.aspectRatio(CGFloat(1 + byte() % 4) / 2, contentMode: byte() % 2 == 0 ? .fit : .fill)
      case 6: node = node.layoutPriority(Double(byte() % 3))
      default: node = node.relativePadding(.all, CGFloat(byte() % 10) / 10 - 0.3)
      }
    }
    return layered(node)
  }

  /// SwiftUI's layered and scrolling views around `node` (chosen by one byte; most nodes get none).
  mutating func layered(_ node: Node) -> Node {
    switch byte() % 8 {
    case 1:
      let side = length()
      return node.overlay(alignment: .bottomTrailing) { Box(width: side, height: side) }
    case 2: return node.background(Rectangle())
    case 3: return GeometryReader { _ in node }.node
    case 4:
      let axes: Axis.Set = byte() % 2 == 0 ? .vertical : .both
      let offset = Point(x: length(), y: length())
      return ScrollView(axes, contentOffset: offset) { node }.node
    default: return node
    }
  }
}
