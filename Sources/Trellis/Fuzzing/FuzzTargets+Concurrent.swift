import Dispatch

extension FuzzTargets {
  /// Values shared across threads: a few trees drawn from the bytes, which share one text node (shaped with the
  /// process's fonts, `ShapingTextMeasurer.shared`), one `ConstraintLayout` value and containers with the solver
  /// strategies, are laid out first one after another with a fresh engine each, then from three threads at once
  /// through one shared `LayoutEngine` (its pass memory and layout memos: the constraint layout's solvers) and, for
  /// some, one shared `LayoutCache`; the shaping measurer is also called directly from every thread. Every concurrent
  /// answer must equal the sequential one. `make fuzz` runs this target under ThreadSanitizer
  /// (`-sanitize=fuzzer,thread`), which stops on the first data race.
  ///
  /// - Complexity: 16 layouts of trees of at most about 40 nodes, and 12 measured strings.
  public static func concurrent(_ bytes: [UInt8]) {
    var reader = ByteReader(bytes: bytes)
    let words = ["Trellis", "שלום", "漢字", "office", "AV", "مرحبا", "a\u{301}", "wrap me"]
    let string = (0..<(1 + reader.byte() % 6)).map { _ in words[reader.byte() % words.count] }.joined(separator: " ")
    let fonts: [Font] = [
      .body, .caption, .largeTitle, .custom("DejaVu Serif", size: 13), .system(size: 9, weight: .bold),
    ]
    let font = fonts[reader.byte() % fonts.count]
    let sharedText = Text(string).font(font)
    let constraints = ConstraintLayout {
      Box(width: 40, height: 20).id("a")
      Text(string).id("b")
    } constraints: { p in
      p["a"].leading == p.container.leading + 8
      p["b"].leading == p["a"].trailing + 8
      p["b"].trailing <= p.container.trailing - 8
      p["a"].top == p.container.top
      p["b"].top == p["a"].bottom
    }
    let sizes = (0..<(1 + reader.byte() % 6)).map { _ in
      Size(width: CGFloat(10 + reader.byte() % 90), height: CGFloat(5 + reader.byte() % 40))
    }
    let boxes = sizes.map { Box(width: $0.width, height: $0.height).node }
    let trees: [Node] = [
      VStack(alignment: .leading) {
        sharedText
        constraints.node
      }.node,
      HStack {
        sharedText
        HFlow(maxWidth: 120, strategy: .balanced(timeLimit: .seconds(30))) { boxes }
      }.node,
      VMasonry(columns: 1 + reader.byte() % 3, maxWidth: 150, strategy: .optimal(timeLimit: .seconds(30))) {
        boxes + [sharedText.node]
      },
      HStack {
        constraints.node
        Text(string).font(fonts[reader.byte() % fonts.count])
      }.node,
    ]
    let proposals = trees.map { _ in
      [ProposedViewSize(width: 200, height: nil), .unspecified, ProposedViewSize(width: 90, height: 300)][
        reader.byte() % 3]
    }
    let usesCache = reader.byte() % 2 == 0
    let measurer = ShapingTextMeasurer.shared
    let attributes = TextAttributes(font: font)
    let measuredAlone = measurer.measure(string, attributes: attributes, proposal: proposals[0])

    // One after another, each with an engine of its own.
    let expected = zip(trees, proposals).map { tree, proposal in try? LayoutEngine().layout(tree, proposal: proposal) }

    // The same from three threads at once, through one engine (and one cache).
    let engine = LayoutEngine()
    let cache = LayoutCache()
    DispatchQueue.concurrentPerform(iterations: 3) { thread in
      for k in 0..<trees.count {
        let i = (k + thread) % trees.count
        let result =
          usesCache && i % 2 == 0
          ? try? engine.layout(trees[i], proposal: proposals[i], cache: cache)
          : try? engine.layout(trees[i], proposal: proposals[i])
        precondition(
          Self.sameFrames(result, expected[i]), "tree \(i) laid out on thread \(thread) differs from the sequential run"
        )
        let measured = measurer.measure(string, attributes: attributes, proposal: proposals[0])
        precondition(measured == measuredAlone, "\(string) measured on thread \(thread) differs")
      }
    }
  }

  /// Whether two outcomes agree: both failed, or both laid out with the same size and frames (statistics aside,
  /// which a cache changes).
  static func sameFrames(_ a: LayoutResult?, _ b: LayoutResult?) -> Bool {
    guard let a, let b else { return (a == nil) == (b == nil) }
    return a.size == b.size && a.entries.map(\.frame) == b.entries.map(\.frame)
      && a.entries.map(\.path) == b.entries.map(\.path)
  }
}
