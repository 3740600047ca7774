import Testing

@testable import TrellisBenchKit

@Suite struct BenchOptionsTests {
  @Test func defaults() throws {
    let options = try BenchOptions.parse([])
    #expect(options.repetitions == 5)
    #expect(options.warmup == 1)
    #expect(options.seed == 42)
    #expect(options.outputDirectory == "bench-out")
    #expect(options.suites == nil)
    #expect(options.sizes == nil)
    #expect(options.effectiveTimeLimit == 1)
    #expect(options.effectiveBudget == 240)
    #expect(!options.quick && !options.list && !options.help && !options.allowDebug)
  }

  @Test func everyFlag() throws {
    let options = try BenchOptions.parse([
      "--quick", "--suites", "flow,masonry", "--sizes", "1000,10,100,10", "--repetitions", "7", "--warmup=0",
      "--time-limit", "2.5", "--budget", "30", "--run-budget=0.5", "--seed", "9", "--output", "out",
      "--compare", "old/results.json", "--allow-debug", "--list", "--strategies", "greedy,C loop",
      "--strategy", "relayout, previous result kept",
    ])
    #expect(options.quick)
    #expect(options.suites == ["flow", "masonry"])
    #expect(options.strategies == ["greedy", "C loop", "relayout, previous result kept"])
    #expect(options.sizes == [10, 100, 1000])  // sorted, duplicates removed
    #expect(options.repetitions == 7)
    #expect(options.warmup == 0)
    #expect(options.effectiveTimeLimit == 2.5)
    #expect(options.effectiveBudget == 30)
    #expect(options.effectiveRunBudget == 0.5)
    #expect(options.seed == 9)
    #expect(options.outputDirectory == "out")
    #expect(options.comparePath == "old/results.json")
    #expect(options.allowDebug && options.list)
  }

  @Test func quickChangesDefaults() throws {
    let options = try BenchOptions.parse(["--quick"])
    #expect(options.effectiveTimeLimit == 0.25)
    #expect(options.effectiveBudget == 45)
    #expect(options.effectiveRunBudget == 0.5)
  }

  @Test(arguments: [
    (["--bogus"], BenchOptionsError.unknownFlag("--bogus")),
    (["--seed"], .missingValue(flag: "--seed")),
    (["--seed", "-1"], .invalidValue(flag: "--seed", value: "-1", expected: "an integer ≥ 0")),
    (["--repetitions", "0"], .invalidValue(flag: "--repetitions", value: "0", expected: "an integer ≥ 1")),
    (["--warmup", "x"], .invalidValue(flag: "--warmup", value: "x", expected: "an integer ≥ 0")),
    (["--time-limit", "0"], .invalidValue(flag: "--time-limit", value: "0", expected: "a number of seconds > 0")),
    (["--time-limit", "nan"], .invalidValue(flag: "--time-limit", value: "nan", expected: "a number of seconds > 0")),
    (
      ["--sizes", "10,,100"],
      .invalidValue(flag: "--sizes", value: "10,,100", expected: "comma-separated item counts ≥ 1")
    ),
    (["--sizes", "0"], .invalidValue(flag: "--sizes", value: "0", expected: "comma-separated item counts ≥ 1")),
    (["--suites", ""], .invalidValue(flag: "--suites", value: "", expected: "comma-separated names")),
    (["--quick=yes"], .invalidValue(flag: "--quick", value: "yes", expected: "no value")),
    (["extra"], .unexpectedArgument("extra")),
  ])
  func errors(arguments: [String], expected: BenchOptionsError) {
    #expect(throws: expected) { try BenchOptions.parse(arguments) }
  }

  @Test func errorMessagesAreOneLine() {
    let errors: [BenchOptionsError] = [
      .unknownFlag("--x"), .missingValue(flag: "--seed"), .invalidValue(flag: "--seed", value: "a", expected: "b"),
      .unexpectedArgument("y"), .unknownSuite("z", known: ["flow", "masonry"]),
    ]
    for error in errors {
      #expect(!error.message.isEmpty)
      #expect(!error.message.contains("\n"))
    }
    #expect(
      BenchOptionsError.unknownSuite("z", known: ["flow", "masonry"]).message
        == "unknown suite 'z'; known: flow, masonry")
  }

  @Test func unknownFlagExitsWith64() {
    let status = BenchCommand.main(arguments: ["--nope"], workloads: [BenchFixtures.fakeWorkload()], progress: .silent)
    #expect(status == 64)
  }

  @Test func unknownSuiteExitsWith64() {
    let status = BenchCommand.main(
      arguments: ["--suites", "fake,missing"], workloads: [BenchFixtures.fakeWorkload()], progress: .silent)
    #expect(status == 64)
  }

  @Test func unknownStrategyExitsWith64() {
    let status = BenchCommand.main(
      arguments: ["--strategies", "fast,missing"], workloads: [BenchFixtures.fakeWorkload()], progress: .silent)
    #expect(status == 64)
    #expect(
      BenchOptionsError.unknownStrategy("missing", known: ["fast", "capped"]).message
        == "unknown strategy 'missing' in the selected suites; known: fast, capped")
  }

  @Test func strategiesFilterRunsOnlyTheNamedRows() throws {
    var options = BenchOptions()
    options.repetitions = 1
    options.warmup = 0
    options.strategies = ["fast"]
    let result = BenchmarkRunner(options: options).run([BenchFixtures.fakeWorkload()])[0]
    #expect(!result.rows.isEmpty)
    #expect(result.rows.allSatisfy { $0.strategy == "fast" })
  }

  @Test func unreadableCompareFileExitsWith64() {
    let status = BenchCommand.main(
      arguments: ["--allow-debug", "--compare", "/nonexistent/results.json"],
      workloads: [BenchFixtures.fakeWorkload()], progress: .silent)
    #expect(status == 64)
  }

  @Test func debugBuildRefusesWithoutAllowDebug() throws {
    let directory = try BenchFixtures.temporaryDirectory()
    let status = BenchCommand.main(
      arguments: ["--output", directory], workloads: [BenchFixtures.fakeWorkload()], progress: .silent)
    #expect(status == (BuildConfiguration.isDebug ? 1 : 0))
  }

  @Test func listNamesWorkloadsStrategiesAndCaps() throws {
    let text = BenchCommand.list([BenchFixtures.fakeWorkload()], options: try BenchOptions.parse(["--quick"]))
    #expect(text == "fake: Fake fake — N = 1, 10\n  - fast\n  - capped (up to N = 10)\n  - thrower")
  }
}
