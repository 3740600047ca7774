import Testing
import TrellisTestSupport

@testable import TrellisBenchKit

@Suite struct BenchHarnessTests {
  private func runFake(_ options: BenchOptions = BenchFixtures.quickOptions) -> WorkloadResult {
    let results = BenchmarkRunner(options: options).run([BenchFixtures.fakeWorkload()])
    return results[0]
  }

  @Test func everyStrategyAtEverySizeGetsARow() throws {
    let result = runFake()
    #expect(result.rows.map(\.n) == [1, 1, 1, 10, 10, 10, 100, 100, 100])
    #expect(result.rows.map(\.strategy) == Array(repeating: ["fast", "capped", "thrower"], count: 3).flatMap { $0 })
    let fast = try #require(result.row("fast", n: 100))
    #expect(fast.status == .measured)
    #expect(fast.runs == 2)
    #expect(fast.iterationsPerSample == 1)
    #expect(fast.figures.names == ["quality", "sum", "status"])
    #expect(fast.figures["quality"] == .number(100))
    #expect(fast.figures["status"] == .text("ok"))
    #expect(fast.stoppedBecause == "finished")
    let median = try #require(fast.medianNs)
    let low = try #require(fast.minNs)
    let high = try #require(fast.maxNs)
    #expect(low <= median && median <= high && low > 0)
    #expect(fast.nsPerItem == median / 100)
  }

  @Test func strategiesShareTheSameInput() throws {
    let result = runFake()
    for n in [1, 10] {
      let fast = try #require(result.row("fast", n: n)?.figures.number("sum"))
      let capped = try #require(result.row("capped", n: n)?.figures.number("sum"))
      #expect(fast == capped)
    }
  }

  @Test func inputsAreSeeded() throws {
    let first = runFake()
    let second = runFake()
    var other = BenchFixtures.quickOptions
    other.seed = 43
    let third = runFake(other)
    let sum = { (r: WorkloadResult) in r.row("fast", n: 100)?.figures.number("sum") }
    #expect(sum(first) == sum(second))
    #expect(sum(first) != sum(third))
  }

  @Test func sizeCapSkipsWithReason() throws {
    let row = try #require(runFake().row("capped", n: 100))
    #expect(row.status == .skipped)
    #expect(row.medianNs == nil)
    #expect(row.stoppedBecause == "skipped: N above this strategy's cap of 10 (fake cap)")
  }

  @Test func throwingAdapterFailsItsRowOnly() throws {
    let result = runFake()
    let failed = try #require(result.row("thrower", n: 100))
    #expect(failed.status == .failed)
    #expect(failed.stoppedBecause == "failed: boom")
    #expect(result.row("thrower", n: 10)?.status == .measured)
  }

  @Test func ratiosAndSummaryComeFromTheRows() throws {
    let result = runFake()
    let quality = try #require(result.ratio(named: "capped/fast quality"))
    #expect(quality.kind == "quality")
    #expect(quality.points == [RatioSeries.Point(n: 1, value: 2), RatioSeries.Point(n: 10, value: 2)])
    let time = try #require(result.ratio(named: "capped/fast time"))
    #expect(time.points.map(\.n) == [1, 10])
    #expect(result.summary == "fast was measured up to N = 100.")
    #expect(result.qualityColumns == ["quality", "sum", "status"])
  }

  @Test func pictureUsesBothStrategiesOnTheSameSmallInput() throws {
    let picture = try #require(runFake().picture)
    #expect(picture.n == 5)
    #expect(picture.left.title == "fast" && picture.right.title == "capped")
    #expect(picture.left.layout.frames.count == 5 && picture.right.layout.frames.count == 5)
    #expect(picture.left.caption == "quality 5")
    #expect(picture.right.caption == "quality 10")
  }

  @Test func perRunBudgetSkipsLargerSizes() throws {
    var options = BenchFixtures.quickOptions
    options.runBudget = 1e-12  // every run is over budget
    let result = runFake(options)
    #expect(result.row("fast", n: 1)?.status == .measured)
    let skipped = try #require(result.row("fast", n: 10))
    #expect(skipped.status == .skipped)
    #expect(skipped.stoppedBecause.hasPrefix("skipped: a run at N = 1 took "))
    #expect(skipped.stoppedBecause.hasSuffix("per-run budget"))
    #expect(result.row("fast", n: 100)?.stoppedBecause == skipped.stoppedBecause)
  }

  @Test func globalBudgetSkipsEverythingOnceUsedUp() {
    var options = BenchFixtures.quickOptions
    options.budget = 1e-12
    let result = runFake(options)
    let expected = "skipped: global time budget of 0.000000000001 s used up"
    #expect(result.rows.filter { $0.strategy != "capped" || $0.n <= 10 }.allSatisfy { $0.stoppedBecause == expected })
    #expect(result.summary == "fast was measured up to N = none.")
  }

  @Test func warmUpCalibratesTheBatch() throws {
    var options = BenchFixtures.quickOptions
    options.warmup = 1
    options.minimumSampleSeconds = 0.001
    let row = try #require(runFake(options).row("fast", n: 1))
    // A run over one item takes far less than a millisecond, so samples repeat it.
    #expect(row.iterationsPerSample > 1)
  }

  @Test func preparedStrategiesSetUpOncePerRowAndTimeOnlyTheRun() throws {
    final class Counter {
      var prepares = 0
      var runs = 0
    }
    let counter = Counter()
    let workload = Workload(
      name: "prepared", title: "Prepared", description: "", sizes: [3, 4], quickSizes: [3],
      generate: { n, _ in n },
      strategies: [
        Strategy<Int>(
          name: "edit",
          prepare: { n, _ in
            counter.prepares += 1
            return {
              counter.runs += 1
              let runs = counter.runs
              return Outcome { ["runsSoFar": .number(Double(runs))] }
            }
          })
      ],
      summarise: { _ in "" })
    let result = BenchmarkRunner(options: BenchFixtures.quickOptions).run([workload])[0]
    #expect(counter.prepares == 2)  // once per size
    #expect(counter.runs == 4)  // 2 measured runs per size, no warm-up
    #expect(result.row("edit", n: 3)?.figures["runsSoFar"] == .number(2))  // the last run's outcome
    #expect(result.row("edit", n: 4)?.figures["runsSoFar"] == .number(4))
  }

  @Test func slowRunsCostNoCalibrationRun() throws {
    final class Counter {
      var runs = 0
    }
    let counter = Counter()
    let workload = Workload(
      name: "slow", title: "Slow", description: "", sizes: [5], quickSizes: [5], generate: { n, _ in n },
      strategies: [
        Strategy<Int>(name: "solver") { _, _ in
          counter.runs += 1
          return Outcome(stoppedBecause: "time limit")
        }
      ],
      summarise: { _ in "" })
    var options = BenchFixtures.quickOptions
    options.warmup = 1
    options.minimumSampleSeconds = 1e-15  // every run counts as long enough
    let row = try #require(BenchmarkRunner(options: options).run([workload])[0].row("solver", n: 5))
    #expect(counter.runs == 3)  // 1 warm-up + 2 measured
    #expect(row.iterationsPerSample == 1)
    #expect(row.stoppedBecause == "time limit")
  }

  @Test func medianOfSortedValues() {
    #expect(BenchmarkRunner.median(ofSorted: []) == nil)
    #expect(BenchmarkRunner.median(ofSorted: [3]) == 3)
    #expect(BenchmarkRunner.median(ofSorted: [1, 2, 3, 4]) == 2.5)
    #expect(BenchmarkRunner.median(ofSorted: [1, 2, 10]) == 2)
  }

  @Test func splitMix64MatchesTheReferenceSequence() {
    // Reference values of SplitMix64 seeded with 0 (Vigna's splitmix64.c).
    var generator = SplitMix64(seed: 0)
    #expect(generator.next() == 0xE220_A839_7B1D_CDAF)
    #expect(generator.next() == 0x6E78_9E6A_A1B9_65F4)
  }

  @Test func rowSeedsDifferByWorkloadAndSize() {
    let a = SplitMix64.seed(run: 42, workload: "flow", n: 10)
    #expect(a == SplitMix64.seed(run: 42, workload: "flow", n: 10))
    #expect(a != SplitMix64.seed(run: 42, workload: "flow", n: 100))
    #expect(a != SplitMix64.seed(run: 42, workload: "masonry", n: 10))
    #expect(a != SplitMix64.seed(run: 7, workload: "flow", n: 10))
  }

  @Test func figuresKeepLiteralOrderAndReplaceInPlace() {
    var figures: Figures = ["rows": 3, "gap": 0.5, "status": "optimal", "provenOptimal": true]
    #expect(figures.names == ["rows", "gap", "status", "provenOptimal"])
    #expect(figures.number("provenOptimal") == 1)
    #expect(figures.number("status") == nil)
    figures["rows"] = 4
    figures["gap"] = nil
    figures["lowerBound"] = 9
    #expect(figures.names == ["rows", "status", "provenOptimal", "lowerBound"])
    #expect(figures["rows"] == .number(4))
  }

  @Test func solverStrategiesGetABudgetAboveTheirTimeLimit() {
    var options = BenchOptions()
    options.timeLimit = 3
    let solver = StrategyInfo(name: "MIP", maxSize: nil, capReason: nil, runBudget: nil, usesTimeLimit: true)
    let greedy = StrategyInfo(name: "greedy", maxSize: nil, capReason: nil, runBudget: nil, usesTimeLimit: false)
    let declared = StrategyInfo(name: "C", maxSize: nil, capReason: nil, runBudget: 0.1, usesTimeLimit: true)
    #expect(solver.effectiveRunBudget(options) == 5)  // 1.5 × 3 + 0.5
    #expect(greedy.effectiveRunBudget(options) == 2)
    #expect(declared.effectiveRunBudget(options) == 0.1)
  }
}
