extension FuzzTargets {
  /// The Swift API with extreme values: kernels and masonry feeds with counts up to 10⁹, sizes and spacings up to
  /// 1.7e308, NaN and infinities; `LinearProgram` with coefficients of 1e±300 and NaN; the `.balanced` and
  /// `.optimal` strategies on small inputs with short limits. Typed errors are fine; answers must be finite.
  public static func api(_ bytes: [UInt8]) {
    var reader = ExtremeReader(bytes: bytes)
    switch reader.byte() % 4 {
    case 0: flowKernel(&reader)
    case 1: masonryKernel(&reader)
    case 2: linearProgram(&reader)
    default: strategies(&reader)
    }
  }

  static func flowKernel(_ reader: inout ExtremeReader) {
    let sizes = reader.sizes()
    let options = FlowKernel.Options(
      direction: reader.byte() % 2 == 0 ? .leftToRight : .rightToLeft,
      maxRows: reader.byte() % 3 == 0 ? reader.count() : nil, forcedBreaks: reader.breaks(),
      lastRowAlignment: [.leading, .center, .trailing, .justified][reader.byte() % 4])
    let alignment = KernelAlignment.allCases[reader.byte() % 16]
    let result = try? FlowKernel.horizontal(
      sizes, maxWidth: reader.length(), horizontalSpacing: reader.length(), verticalSpacing: reader.length(),
      alignment: alignment, options: options)
    if let result { checkFinite(result.offsets, result.contentSize) }
    if let breaks = try? FlowKernel.balancedBreaks(sizes.map { Double($0.width) }, maxLength: reader.length()) {
      precondition(breaks.cost.isFinite, "non-finite balanced cost \(breaks.cost)")
    }
  }

  static func masonryKernel(_ reader: inout ExtremeReader) {
    let sizes = reader.sizes()
    let lanes = reader.count()
    let placement = [MasonryPlacement.shortest, .sequential, .shortest(tolerance: reader.length())][reader.byte() % 3]
    let result = try? MasonryKernel.vertical(
      sizes, columns: lanes, maxWidth: reader.length(), horizontalSpacing: reader.length(),
      verticalSpacing: reader.length(), alignment: KernelAlignment.allCases[reader.byte() % 16], placement: placement)
    if let result { checkFinite(result.offsets, result.contentSize) }
    guard var feed = try? MasonryAppender(columns: lanes, maxWidth: reader.length(), horizontalSpacing: reader.length())
    else { return }
    for size in sizes.prefix(64) {
      guard let point = try? feed.append(size) else { continue }
      precondition(point.x.isFinite && point.y.isFinite, "non-finite appended point \(point.formatted)")
    }
    checkFinite([], feed.contentSize)
  }

  static func linearProgram(_ reader: inout ExtremeReader) {
    var program = LinearProgram(direction: reader.byte() % 2 == 0 ? .minimize : .maximize)
    var variables: [LinearProgram.Variable] = []
    for _ in 0..<(1 + reader.byte() % 4) {
      let lower = reader.byte() % 2 == 0 ? nil : reader.coefficient()
      let upper = reader.byte() % 2 == 0 ? nil : reader.coefficient()
      let kind: LinearProgram.VariableKind = reader.byte() % 4 == 0 ? .integer : .continuous
      guard
        let v = try? program.addVariable(
          lowerBound: lower, upperBound: upper, kind: kind, objective: reader.coefficient())
      else { continue }
      variables.append(v)
    }
    for _ in 0..<(reader.byte() % 4) {
      let coefficients = variables.map { _ in reader.coefficient() }
      let bounds: [LinearProgram.RowBounds] = [
        .lessOrEqual(reader.coefficient()), .greaterOrEqual(reader.coefficient()), .equal(reader.coefficient()),
        .ranged(reader.coefficient(), reader.coefficient()), .free,
      ]
      _ = try? program.addRow(variables: variables, coefficients: coefficients, bounds[reader.byte() % bounds.count])
    }
    var options = LinearProgram.SolveOptions()
    options.timeLimit = .milliseconds(200)
    options.iterationLimit = 20_000
    guard let solution = try? program.solve(options), solution.status == .optimal else { return }
    for v in variables { precondition(solution[v].isFinite, "non-finite LP value \(solution[v])") }
  }

  static func strategies(_ reader: inout ExtremeReader) {
    let sizes = Array(reader.sizes().prefix(48))
    let limit = Duration.milliseconds(20)
    let children = sizes.map { Box(width: $0.width, height: $0.height).node }
    let node: Node =
      reader.byte() % 2 == 0
      ? HFlow(maxWidth: reader.length(), strategy: .balanced(timeLimit: limit)) { children }
      : VMasonry(columns: 1 + reader.byte() % 6, maxWidth: reader.length(), strategy: .optimal(timeLimit: limit)) {
        children
      }
    guard let result = try? node.layout(proposal: ProposedViewSize(width: reader.length(), height: nil)) else { return }
    check(result)
  }

  static func checkFinite(_ offsets: [Point], _ size: Size) {
    precondition(size.width.isFinite && size.height.isFinite, "non-finite content size \(size.formatted)")
    for p in offsets { precondition(p.x.isFinite && p.y.isFinite, "non-finite offset \(p.formatted)") }
  }
}

/// Reads extreme values from fuzz bytes (zero once exhausted): lengths near the double limit, NaN and infinities,
/// counts up to 10⁹, item counts up to 4,096 (a size cap that keeps each run fast).
struct ExtremeReader {
  var bytes: ByteReader

  init(bytes: [UInt8]) { self.bytes = ByteReader(bytes: bytes) }

  mutating func byte() -> Int { bytes.byte() }

  mutating func length() -> Double {
    let lengths: [Double] = [
      0, 1, 10, 375, 1e6, 1e154, 1e300, 1e308, 1.7e308, .infinity, .nan, -1, -0.0, .leastNonzeroMagnitude,
    ]
    return lengths[byte() % lengths.count]
  }

  mutating func coefficient() -> Double {
    let values: [Double] = [0, 1, -1, 1e300, -1e300, 1e-300, 1e30, 1e29, .nan, .infinity, -.infinity, 3.5]
    return values[byte() % values.count]
  }

  mutating func count() -> Int {
    let counts = [0, 1, 2, 3, 24, 25, 1 << 20, (1 << 20) + 1, 10_000_000, 999_999_999, -1]
    return counts[byte() % counts.count]
  }

  mutating func sizes() -> [Size] {
    let n = [0, 1, 3, 17, 256, 4_096][byte() % 6]
    let pattern = (0..<(1 + byte() % 8)).map { _ in Size(width: length(), height: length()) }
    return (0..<n).map { pattern[$0 % pattern.count] }
  }

  mutating func breaks() -> [Int] { (0..<(byte() % 4)).map { _ in [0, 1, 2, 5, 4_095, 999_999_999, -1][byte() % 7] } }
}
