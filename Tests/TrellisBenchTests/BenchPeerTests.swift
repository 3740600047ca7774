import Foundation
import Testing
import Trellis
import TrellisTestSupport

@testable import TrellisBenchKit

/// The peer side of the benchmark: agreement checks, peer rows and ratios, the runner's process plumbing (with a
/// stand-in for Python), and the exported inputs.
@Suite struct BenchPeerTests {
  static func entry(
    _ name: String, mode: String = "layout", ns: [Double] = [200, 100, 300], answer: [Double] = [],
    available: Bool = true, reason: String = ""
  ) -> PeerOutput.Entry {
    PeerOutput.Entry(
      name: name, package: "pkg", version: "1.0", mode: mode, available: available, reason: reason, samplesNs: ns,
      answer: answer, status: "finished")
  }

  // MARK: - Agreement

  @Test func framesAgreeOrNameTheFirstWorstCoordinate() {
    let ours: [Double] = [0, 0, 10, 20, 4, 5, 6, 7]
    #expect(PeerAgreement.check(.frames(ours), answer: ours) == PeerAgreement(agrees: true, text: "yes", deviation: 0))
    let off = PeerAgreement.check(.frames(ours), answer: [0, 0, 10, 20, 4, 5.5, 6, 7])
    #expect(!off.agrees && off.deviation == 0.5)
    #expect(off.text == "no: node 1 y 5.500 vs Trellis 5")
    #expect(!PeerAgreement.check(.frames(ours), answer: [0, 0, 10, 20]).agrees)
    let notANumber = PeerAgreement.check(.frames(ours), answer: [0, 0, 10, 20, 4, .nan, 6, 7])
    #expect(!notANumber.agrees && notANumber.text == "no: node 1 is not a number")
  }

  @Test func constraintAnswersAreJudgedByTheirOptimumNotTheirValues() {
    // x + y == 100 (required), x == 30 (weak), y == 30 (weak): any split costs 40 in weak error.
    let constraints = [
      PeerConstraint(terms: [(0, 1), (1, 1)], constant: -100, relation: "==", priority: 1000),
      PeerConstraint(terms: [(0, 1)], constant: -30, relation: "==", priority: 250),
      PeerConstraint(terms: [(1, 1)], constant: -30, relation: "==", priority: 250),
    ]
    let reference = PeerReference.values([30, 70], constraints: constraints)
    #expect(PeerAgreement.check(reference, answer: [30, 70]).text == "yes")
    let other = PeerAgreement.check(reference, answer: [70, 30])
    #expect(other.agrees && other.text == "same optimum, other values (max diff 40)")
    let worse = PeerAgreement.check(reference, answer: [20, 80])
    #expect(!worse.agrees && worse.text.hasPrefix("no: priority 250 error 60"))
    let infeasible = PeerAgreement.check(reference, answer: [30, 30])
    #expect(!infeasible.agrees && infeasible.text.hasPrefix("no: violates a required constraint by 40"))
  }

  @Test func tallestColumnsAgreeWhenBothAreProven() {
    #expect(PeerAgreement.check(.tallest(120, proven: true), answer: [120, 120, 1]).agrees)
    #expect(!PeerAgreement.check(.tallest(120, proven: true), answer: [121, 121, 1]).agrees)
    let unproven = PeerAgreement.check(.tallest(120, proven: true), answer: [125, 110, 0])
    #expect(unproven.agrees && unproven.text.hasPrefix("peer not proven"))
    #expect(!PeerAgreement.check(.tallest(120, proven: true), answer: [119, 110, 0]).agrees)
    #expect(!PeerAgreement.check(.tallest(130, proven: false), answer: [120, 120, 1]).text.hasPrefix("no"))
    #expect(!PeerAgreement.check(.tallest(110, proven: false), answer: [120, 120, 1]).agrees)
    #expect(!PeerAgreement.check(.tallest(120, proven: true), answer: []).agrees)
  }

  // MARK: - Rows, ratios, summary

  static func trellisResult() -> WorkloadResult {
    WorkloadResult(
      name: "w", title: "W", description: "", strategies: ["layout"], qualityColumns: [],
      rows: [
        ResultRow(workload: "w", strategy: "layout", n: 10, status: .measured, medianNs: 50, stoppedBecause: ""),
        ResultRow(workload: "w", strategy: "layout", n: 20, status: .measured, medianNs: 300, stoppedBecause: ""),
      ],
      ratios: [], summary: "Mine.", picture: nil)
  }

  @Test func peerRowsGetTheBestPeerRatioAndTheAgreement() {
    var result = Self.trellisResult()
    let reference = PeerReference.frames([0, 0, 1, 1])
    for n in [10, 20] {
      result.rows.append(
        PeerRunner.row(Self.entry("Taffy", answer: [0, 0, 1, 1]), workload: "w", n: n, reference: reference))
      result.rows.append(
        PeerRunner.row(
          Self.entry("Yoga", ns: [400], answer: [0, 0, 1, 2]), workload: "w", n: n, reference: reference))
    }
    PeerRunner.finish(&result, comparisons: [PeerComparison(trellis: "layout")])
    #expect(result.strategies == ["layout", "Taffy (peer)", "Yoga (peer)"])
    #expect(result.qualityColumns == ["agrees with Trellis", "peer deviation"])
    let ratio = result.ratio(named: "Trellis / best peer")
    #expect(ratio?.points == [.init(n: 10, value: 0.25), .init(n: 20, value: 1.5)])
    #expect(ratio?.numerator == "layout")
    let taffy = result.row("Taffy (peer)", n: 10)
    #expect(taffy?.medianNs == 200 && taffy?.minNs == 100 && taffy?.maxNs == 300 && taffy?.runs == 3)
    #expect(taffy?.figures["agrees with Trellis"] == .text("yes"))
    #expect(result.summary.hasPrefix("Mine. Against the best peer, *layout* takes 1.50× its time at N = 20"))
    #expect(result.summary.contains("**Disagreements:** Yoga at N = 10: no: node 0 height 2 vs Trellis 1"))
    let table = MarkdownReport.tables(result, compared: false).joined(separator: "\n")
    #expect(
      table.contains("| layout | 50.0 ns | 300 ns |") && table.contains("| Trellis / best peer | 0.250× | 1.50× |"))
    #expect(table.contains("| Taffy (peer) | 20 | yes |"))
  }

  @Test func unavailableAndRelayoutEntries() {
    let missing = PeerRunner.row(
      Self.entry("Yoga", ns: [], available: false, reason: "import failed: no poga"), workload: "w", n: 1,
      reference: .frames([]))
    #expect(missing.status == .skipped && missing.stoppedBecause == "not available: import failed: no poga")
    let relayout = PeerRunner.row(Self.entry("Taffy", mode: "relayout"), workload: "w", n: 1, reference: .frames([]))
    #expect(relayout.strategy == "Taffy relayout (peer)")
    #expect(relayout.figures["agrees with Trellis"] == .text("not checked (relayout)"))
    var result = Self.trellisResult()
    result.strategies.append("relayout after one change")
    result.rows.append(
      ResultRow(
        workload: "w", strategy: "relayout after one change", n: 10, status: .measured, medianNs: 10,
        stoppedBecause: ""))
    result.rows.append(
      PeerRunner.row(Self.entry("Taffy", mode: "relayout"), workload: "w", n: 10, reference: .frames([])))
    PeerRunner.finish(
      &result,
      comparisons: [
        PeerComparison(trellis: "layout"), PeerComparison(trellis: "relayout after one change", mode: "relayout"),
      ])
    #expect(result.ratio(named: "relayout: Trellis / best peer")?.points == [.init(n: 10, value: 0.05)])
    #expect(result.ratio(named: "Trellis / best peer")?.points == [])
  }

  @Test func withoutPeersTheReportSaysSo() {
    let workloads = [FixedTreeWorkload.make(), LPOverheadWorkload.make()]
    let results = workloads.map { workload in
      WorkloadResult(
        name: workload.name, title: "", description: "", strategies: [], qualityColumns: [], rows: [], ratios: [],
        summary: "S.", picture: nil)
    }
    let (attached, versions) = PeerRunner(options: BenchOptions(), progress: .silent).attach(
      results, workloads: workloads)
    #expect(versions.isEmpty)
    #expect(attached[0].summary == "S. Peers not measured (`make bench-peers` runs them on the same inputs).")
    #expect(attached[1].summary == "S.")
  }

  // MARK: - The runner process, with a shell script standing in for Python

  @Test func runnerProcessWritesJobsAndReadsPeerOutput() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-peer-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    // The stand-in answers every job with a Taffy entry that agrees on one node and a missing Yoga.
    let script = folder.appendingPathComponent("peers.sh")
    let output =
      #"{"python":"0","peers":[{"name":"Taffy","package":"stretchable","version":"9","mode":"layout","#
      + #""available":true,"reason":"","samplesNs":[5,6,7],"answer":ANSWER,"status":"finished"},"#
      + #"{"name":"Yoga","package":"poga","version":"unknown","mode":"layout","available":false,"#
      + #""reason":"import failed","samplesNs":[],"answer":[],"status":"not available"}]}"#
    var rng = SplitMix64(seed: SplitMix64.seed(run: 42, workload: "tree-fixed", n: 1))
    let input = FixedTreeInput(n: 1, rng: &rng)
    let frame = try FixedTreeWorkload.frames(input.root)[0]
    let answer = "[0,0,\(frame.width),\(frame.height)]"
    try "test -s \"$1\" && printf '%s' '\(output.replacing("ANSWER", with: answer))' > \"$2\"\n".write(
      to: script, atomically: true, encoding: .utf8)
    var options = BenchOptions()
    options.sizes = [1]
    options.repetitions = 1
    options.warmup = 0
    options.outputDirectory = folder.path
    options.peersPython = "/bin/sh"
    options.peersScript = script.path
    let workload = FixedTreeWorkload.make()
    let measured = BenchmarkRunner(options: options).run([workload])
    let (results, versions) = PeerRunner(options: options, progress: .silent).attach(measured, workloads: [workload])
    #expect(versions == ["Taffy: stretchable 9", "Yoga: poga unknown"])
    let taffy = try #require(results[0].row("Taffy (peer)", n: 1))
    #expect(taffy.status == .measured && taffy.medianNs == 6)
    #expect(taffy.figures["agrees with Trellis"] == .text("yes"))
    #expect(results[0].row("Yoga (peer)", n: 1)?.stoppedBecause == "not available: import failed")
    #expect(results[0].ratio(named: "Trellis / best peer")?.points.count == 1)
    let job =
      try JSONSerialization.jsonObject(
        with: try Data(contentsOf: folder.appendingPathComponent("peers/tree-fixed-1.json"))) as? [String: Any]
    #expect(
      job?["kind"] as? String == "tree" && job?["n"] as? Int == 1
        && job?["modes"] as? [String] == ["layout", "relayout"])
  }

  @Test func aFailingRunnerIsAFailedRowNotACrash() throws {
    var options = BenchOptions()
    options.sizes = [1]
    options.repetitions = 1
    options.warmup = 0
    options.outputDirectory = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-peer-fail").path
    options.peersPython = "/bin/false"
    let workload = FixedTreeWorkload.make()
    let measured = BenchmarkRunner(options: options).run([workload])
    let (results, _) = PeerRunner(options: options, progress: .silent).attach(measured, workloads: [workload])
    let row = try #require(results[0].row("peers", n: 1))
    #expect(row.status == .failed && row.stoppedBecause.contains("exited with status 1"))
  }

  // MARK: - Exported inputs

  @Test func fixedTreeExportsEveryNodeInTheOrderTrellisReportsFrames() throws {
    var rng = SplitMix64(seed: 5)
    let input = FixedTreeInput(n: 500, rng: &rng)
    let frames = try FixedTreeWorkload.frames(input.root)
    #expect(input.preorder.count == 500 && frames.count == 500)
    #expect(
      input.preorder.filter { $0[0] as? String == "box" }.count == frames.count
        - input.preorder.filter {
          $0[0] as? String != "box"
        }.count)
    // A hand-computed tree: HStack(spacing 4) { Box 10×20, Box 30×10.padding(4) }, centred vertically.
    let spec = FixedTreeInput.Spec.stack(
      horizontal: true, children: [.box(width: 10, height: 20), .padding(.box(width: 30, height: 10))])
    let hand = try FixedTreeWorkload.frames(FixedTreeInput.build(spec))
    #expect(
      hand == [
        Rect(x: 0, y: 0, width: 52, height: 20), Rect(x: 0, y: 0, width: 10, height: 20),
        Rect(x: 14, y: 1, width: 38, height: 18), Rect(x: 18, y: 5, width: 30, height: 10),
      ])
  }

  /// JSONSerialization cannot write a `CGFloat` on Linux, so every export must hand it plain numbers.
  @Test(arguments: WorkloadCatalog.all.filter { $0.peers != nil }.map(\.name))
  func everyPeerJobIsWrittenAsJSON(name: String) throws {
    let workload = try #require(WorkloadCatalog.all.first { $0.name == name })
    let peers = try #require(workload.peers)
    let seed = SplitMix64.seed(run: 42, workload: name, n: 10)
    let job = try peers.job(10, seed, RunContext(n: 10, timeLimit: 1, seed: seed, quick: true))
    let data = try job.json(n: 10, repetitions: 1, timeLimit: 1, modes: peers.comparisons.map(\.mode))
    let parsed = try JSONSerialization.jsonObject(with: data) as? [String: Any]
    #expect(parsed?["kind"] as? String == peers.kind)
    #expect((parsed?["input"] as? [String: Any])?.isEmpty == false)
  }

  @Test func constraintExportKeepsEveryRowAndTrellisSatisfiesIt() throws {
    var rng = SplitMix64(seed: 1)
    let input = ConstraintWorkloads.chain(n: 20, rng: &rng)
    let (names, constraints) = ConstraintWorkloads.exported(input.system)
    #expect(constraints.count == input.system.constraints.count + 1)
    #expect(Set(names).count == names.count)
    let solution = try input.system.solve()
    let values = names.map { solution[name: $0] ?? .nan }
    let errors = PeerAgreement.errors(values, constraints)
    #expect(errors.required <= 1e-9)
    #expect(abs((errors.byPriority[250] ?? 0) - (solution.levelErrors.last?.error ?? 0)) <= 1e-6)
  }

  @Test func optionsParsePeers() throws {
    let options = try BenchOptions.parse(["--peers", "/usr/bin/python3", "--peers-script=x.py"])
    #expect(options.peersPython == "/usr/bin/python3" && options.peersScript == "x.py")
    #expect(options.settings.last == Setting(name: "peers", value: "/usr/bin/python3 x.py"))
    #expect(BenchOptions().settings.last == Setting(name: "peers", value: "not measured"))
    #expect(throws: BenchOptionsError.self) { try BenchOptions.parse(["--peers", ""]) }
  }
}
