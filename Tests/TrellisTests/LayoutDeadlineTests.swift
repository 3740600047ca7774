import Foundation
import Testing
import Trellis
import TrellisTestSupport

/// One deadline per layout (issue 33, item 2): solver strategies, text and constraint solves share
/// ``LayoutLimits/timeLimit``, a strategy asked the same question twice in a pass solves it once, and what fell back is
/// reported in the result, its JSON and the CLI, never silently.
@Suite struct LayoutDeadlineTests {
  /// Box heights of 500…1,000, 2.5 per column: greedy and LPT miss the lower bound and the search runs until
  /// its deadline (the instance `StrategyDeadlineTests` uses, smaller).
  static func hardMasonry(seed: UInt64, strategy: MasonryStrategy) -> some View {
    var generator = SplitMix64(seed: seed)
    let heights = (0..<1_500).map { _ in CGFloat(generator.int(500...1_000)) }
    return VMasonry(columns: 600, maxWidth: 6_000, verticalSpacing: 8, strategy: strategy) {
      ForEach(0..<heights.count, id: \.self) { k in Box(width: 10, height: heights[k]) }
    }
  }

  static func engine(timeLimit: Duration, diagnostics: Bool = false) -> LayoutEngine {
    LayoutEngine(limits: LayoutLimits(timeLimit: timeLimit), collectsDiagnostics: diagnostics)
  }

  static func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
  }

  @Test func twelveOptimalMasonriesShareTheLayoutsDeadline() throws {
    // Each masonry alone runs until its own limit of 1 s, so twelve took 12 s when limits were per container.
    let view = VStack(spacing: 0) {
      ForEach(0..<12, id: \.self) { k in Self.hardMasonry(seed: UInt64(k), strategy: .optimal).id("m\(k)") }
    }
    let clock = ContinuousClock()
    var result: LayoutResult?
    let elapsed = try clock.measure {
      result = try Self.engine(timeLimit: .milliseconds(300)).layout(view, proposal: .unspecified)
    }
    let laidOut = try #require(result)
    // Twelve own limits of 1 s would take 12 s; the shared 0.3 s leaves room for building and greedy's columns, even
    // under the sanitizers.
    #expect(Self.seconds(elapsed) < 9, "\(elapsed)")
    // Every masonry settled for less, and each says so: the first stopped at the layout's deadline inside its own
    // limit, the others found it passed.
    #expect(laidOut.fallbacks.count == 12)
    #expect(laidOut.fallbacks.allSatisfy { $0.reason == .layoutTimeLimit && $0.strategy == "optimal" })
    #expect(Set(laidOut.fallbacks.compactMap(\.id)) == Set((0..<12).map { "m\($0)" }))
    // Never worse than greedy's columns.
    let greedy = try Self.engine(timeLimit: .seconds(10)).layout(
      VStack(spacing: 0) {
        ForEach(0..<12, id: \.self) { k in Self.hardMasonry(seed: UInt64(k), strategy: .greedy).id("m\(k)") }
      }, proposal: .unspecified)
    for k in 0..<12 {
      let solved = try #require(laidOut["m\(k)"])
      let greedyFrame = try #require(greedy["m\(k)"])
      #expect(solved.height <= greedyFrame.height, "m\(k)")
    }
    #expect(laidOut.statistics.strategySolves == 12)
  }

  @Test func tenBalancedFlowsShareTheLayoutsDeadline() throws {
    // 3,000 boxes of 5…40 in rows of 1,000 (about 45 a row): the candidate rows and the LP take most of a second
    // each, so ten flows took ten times that when limits were per container.
    func flow(_ seed: UInt64) -> some View {
      var generator = SplitMix64(seed: seed)
      let widths = (0..<3_000).map { _ in CGFloat(generator.int(5...40)) }
      return HFlow(maxWidth: 1_000, strategy: .balanced) {
        ForEach(0..<widths.count, id: \.self) { k in Box(width: widths[k], height: 20) }
      }
    }
    let view = VStack(spacing: 0) { ForEach(0..<10, id: \.self) { k in flow(UInt64(k)).id("f\(k)") } }
    let result = try Self.engine(timeLimit: .milliseconds(100)).layout(view, proposal: .unspecified)
    // A flow that proves its rows before the deadline reports nothing: alone, nine or ten report; in the whole suite
    // eight were seen. At least half must, and every one that does says the layout's deadline stopped it.
    #expect(result.fallbacks.count >= 5, "\(result.fallbacks.map(\.path))")
    #expect(result.fallbacks.allSatisfy { $0.reason == .layoutTimeLimit && $0.strategy == "balanced" })
    // The flows after the first found the deadline passed: each answered greedy's rows.
    #expect(result.fallbacks.dropFirst().allSatisfy { $0.message.hasPrefix("answered greedy's rows") })
  }

  @Test func aStrategyWithinItsOwnLimitReportsItsOwnLimit() throws {
    let view = Self.hardMasonry(seed: 3, strategy: .optimal(timeLimit: .milliseconds(50))).id("m")
    let result = try Self.engine(timeLimit: .seconds(30)).layout(view, proposal: .unspecified)
    #expect(result.fallbacks.map(\.reason) == [.strategyTimeLimit])
    #expect(result.fallbacks.first?.path == "root")
    #expect(result.fallbacks.first?.message.hasPrefix("answered") == true)
  }

  @Test func aMasonryOfferedSeveralSizesIsSolvedOncePerPass() throws {
    // An HStack measures its flexible children at several widths; a proposal-driven masonry of fixed-size boxes asks
    // its strategy the same question at each, and the pass answers it once.
    let heights: [CGFloat] = [30, 30, 40, 50, 60, 20, 70, 45]
    let view = HStack(spacing: 0) {
      VMasonryLayout(columns: 2, strategy: .optimal) {
        ForEach(0..<heights.count, id: \.self) { k in Box(width: 50, height: heights[k]) }
      }.id("masonry")
      Color.clear.frame(minWidth: 10, maxWidth: 200)
    }
    let result = try Self.engine(timeLimit: .seconds(10)).layout(view, in: CGSize(width: 300, height: 400))
    #expect(result.statistics.strategySolves == 1)
    #expect(result.statistics.strategyReuses >= 1)
    #expect(result.fallbacks.isEmpty)
  }

  @Test func aReusedAnswerThatFellBackIsReportedForEveryContainerThatAsked() throws {
    // Two masonries ask the same question: the pass solves it once, and both say they settled for less.
    let view = VStack(spacing: 0) {
      Self.hardMasonry(seed: 5, strategy: .optimal).id("first")
      Self.hardMasonry(seed: 5, strategy: .optimal).id("second")
    }
    let result = try Self.engine(timeLimit: .nanoseconds(1)).layout(view, proposal: .unspecified)
    #expect(result.statistics.strategySolves == 1)
    #expect(result.statistics.strategyReuses == 1)
    #expect(result.fallbacks.map(\.id) == ["first", "second"])
    #expect(result.fallbacks.allSatisfy { $0.reason == .layoutTimeLimit })
  }

  @Test func textPastTheDeadlineEndsTheLayoutNamingTheText() throws {
    let view = VStack {
      ForEach(0..<64, id: \.self) { k in Text("line \(k)") }
    }
    #expect(throws: LayoutError.self) { try Self.engine(timeLimit: .zero).layout(view, proposal: .unspecified) }
    do {
      _ = try Self.engine(timeLimit: .zero).layout(view, proposal: .unspecified)
    } catch {
      guard case .timeLimitExceeded(let limit, let path, _, let stage) = error else {
        Issue.record("expected timeLimitExceeded, got \(error)")
        return
      }
      #expect(limit == .zero)
      #expect(stage == "text")
      // Texts read the clock once every 16 measurements: the 16th text is the first to find the deadline passed.
      #expect(path == "root.children[15]")
      #expect("\(error)".contains("time limit of 0 s passed while shaping its text"))
    }
  }

  @Test func constraintsPastTheDeadlineEndTheLayoutNamingTheContainer() throws {
    let view = ConstraintLayout {
      Box(width: 40, height: 20).id("a")
    } constraints: { p in
      p["a"].leading == p.container.leading + 8
      p["a"].top == p.container.top
    }.id("form")
    do {
      _ = try Self.engine(timeLimit: .zero).layout(view, proposal: .unspecified)
      Issue.record("the layout should have failed")
    } catch {
      guard case .timeLimitExceeded(_, let path, let id, let stage) = error else {
        Issue.record("expected timeLimitExceeded, got \(error)")
        return
      }
      #expect(stage == "constraints")
      #expect(path == "root")
      #expect(id == "form")
    }
    // With time, the same layout solves.
    let solved = try Self.engine(timeLimit: .seconds(10)).layout(view, proposal: .unspecified)
    #expect(solved.fallbacks.isEmpty)
  }

  @Test func nestedPassesShareTheDeadlineAndReportUnderTheirNode() throws {
    // A GeometryReader lays its content out in a nested pass: the masonry there finds the outer deadline passed.
    let view = VStack {
      GeometryReader { _ in Self.hardMasonry(seed: 7, strategy: .optimal).id("inner") }.id("reader")
    }
    let result = try Self.engine(timeLimit: .nanoseconds(1)).layout(view, in: CGSize(width: 500, height: 500))
    let fallback = try #require(result.fallbacks.first)
    #expect(result.fallbacks.count == 1)
    #expect(fallback.reason == .layoutTimeLimit)
    #expect(fallback.id == "inner")
    #expect(fallback.path.hasPrefix("root.children[0]"), "\(fallback.path)")
  }

  @Test func fallbacksAreInTheJSONAndOnTheCLIsStandardError() throws {
    let result = try Self.engine(timeLimit: .nanoseconds(1)).layout(
      Self.hardMasonry(seed: 1, strategy: .optimal).id("m"), proposal: .unspecified)
    let json = result.jsonString()
    #expect(json.contains("\"fallbacks\""))
    #expect(json.contains("\"reason\" : \"layoutTimeLimit\"") || json.contains("\"reason\": \"layoutTimeLimit\""))

    var generator = SplitMix64(seed: 1)
    let boxes = (0..<1_500).map { _ in "{\"type\": \"Box\", \"width\": 10, \"height\": \(generator.int(500...1_000))}" }
    let scene = """
      {"root": {"type": "VMasonry", "id": "m", "columns": 600, "maxWidth": 6000, "verticalSpacing": 8,
                "strategy": "optimal", "children": [\(boxes.joined(separator: ","))]}}
      """
    let output = try runTrellis(["layout", "-", "--time-limit", "0.001"], input: scene)
    #expect(output.status == 0, "\(output.stderr)")
    #expect(output.stdout.contains("\"fallbacks\""))
    #expect(output.stderr.contains("trellis: warning: fell back: root (id \"m\"): strategy \"optimal\" answered"))
    let bad = try runTrellis(["layout", "-", "--time-limit", "0"], input: scene)
    #expect(bad.status == 64)
    #expect(bad.stderr.contains("--time-limit must be a number of seconds"))
  }
}
