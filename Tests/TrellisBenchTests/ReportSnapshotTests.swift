import Testing
import TrellisTestSupport

@testable import TrellisBenchKit

/// The Markdown report of hand-made runs, as golden files (`TRELLIS_RECORD_SNAPSHOTS=1` re-records them).
@Suite struct ReportSnapshotTests {
  @Test func knownRunReport() {
    let report = MarkdownReport.render(BenchFixtures.knownRun(), charts: [])
    #expect(Snapshot.check(report, group: "Report", name: "known-run.md") == nil)
  }

  @Test func comparedRunReport() {
    var old = BenchFixtures.knownRun()
    old.environment.commit = "old0001"
    old.workloads[0].rows[0].medianNs = 200
    var run = BenchFixtures.knownRun()
    run.compare(with: old, path: "old/results.json")
    let report = MarkdownReport.render(run, charts: [])
    #expect(Snapshot.check(report, group: "Report", name: "compared-run.md") == nil)
  }
}
