import Foundation

/// The tool's top level: parse flags, check the build, list or run, write the report. Returns the exit status.
public enum BenchCommand {
  /// Runs the tool with `arguments` (without the program name) over the standard catalogue
  /// (`trellis-bench --help` lists the flags). Progress goes to standard error.
  ///
  /// Exit statuses: 0 done, 1 refused (debug build) or could not write, 64 usage error.
  ///
  /// - Complexity: the benchmark's, bounded by the global budget.
  public static func main(arguments: [String]) -> Int32 {
    // The memory rows start this executable again to measure in a fresh process.
    if arguments.first == MemoryWorkload.childFlag { return MemoryWorkload.childMain(Array(arguments.dropFirst())) }
    return main(arguments: arguments, workloads: WorkloadCatalog.all, executable: runningExecutable())
  }

  /// The path of the running executable (/proc/self/exe, else Foundation's answer).
  private static func runningExecutable() -> String? {
    (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? Bundle.main.executablePath
  }

  /// Runs the tool with `arguments` (without the program name) over `workloads`; `executable` is the
  /// `trellis-bench` that memory rows start again (``BenchOptions/executable``).
  ///
  /// Exit statuses: 0 done, 1 refused (debug build) or could not write, 64 usage error.
  ///
  /// - Complexity: the benchmark's, bounded by the global budget.
  static func main(
    arguments: [String], workloads: [Workload], progress: Progress = .standardError, executable: String? = nil
  ) -> Int32 {
    var options: BenchOptions
    do {
      options = try BenchOptions.parse(arguments)
      options.executable = executable
      try checkSuites(options, workloads)
    } catch {
      progress.emit("trellis-bench: \(error.message)")
      return BenchOptionsError.exitCode
    }
    if options.help {
      print(BenchOptions.usage)
      return 0
    }
    if options.list {
      print(list(workloads, options: options))
      return 0
    }
    if let path = options.renderPath { return render(path, into: options.outputDirectory, progress: progress) }
    if let warning = BuildConfiguration.warning() {
      progress.emit(warning)
      if BuildConfiguration.isDebug, !options.allowDebug {
        progress.emit("trellis-bench: refusing to measure a debug build (use make bench, or pass --allow-debug)")
        return 1
      }
    }
    var baseline: BenchmarkRun?
    if let path = options.comparePath {
      do {
        baseline = try ResultsJSON.load(path: path)
      } catch {
        progress.emit("trellis-bench: \(error.message)")
        return BenchOptionsError.exitCode
      }
    }
    let selected = options.suites.map { names in workloads.filter { names.contains($0.name) } } ?? workloads
    let started = ContinuousClock.now
    var environment = EnvironmentRecord.capture(options: options, arguments: arguments)
    let measured = BenchmarkRunner(options: options, progress: progress).run(selected)
    let (results, versions) = PeerRunner(options: options, progress: progress).attach(measured, workloads: selected)
    if options.peersPython != nil {
      environment.settings.append(
        Setting(name: "peer versions", value: versions.isEmpty ? "none ran" : versions.joined(separator: "; ")))
    }
    environment.totalSeconds = seconds(started.duration(to: .now))
    var run = BenchmarkRun(environment: environment, workloads: results)
    if let baseline, let path = options.comparePath { run.compare(with: baseline, path: path) }
    do {
      let paths = try ReportWriter.write(run, to: options.outputDirectory)
      progress.emit(
        "wrote \(paths.count) files to \(options.outputDirectory)/ (report.md, results.json, results.csv, charts)")
    } catch {
      progress.emit("trellis-bench: cannot write the report to \(options.outputDirectory): \(error)")
      return 1
    }
    return 0
  }

  /// `--render`: reads an earlier results.json and writes its report files again into `directory`.
  ///
  /// Exit statuses: 0 done, 1 could not write, 64 the file is not a results.json.
  static func render(_ path: String, into directory: String, progress: Progress) -> Int32 {
    let run: BenchmarkRun
    do {
      run = try ResultsJSON.load(path: path)
    } catch {
      progress.emit("trellis-bench: \(error.message)")
      return BenchOptionsError.exitCode
    }
    do {
      let paths = try ReportWriter.write(run, to: directory)
      progress.emit("wrote \(paths.count) files to \(directory)/ from \(path) (nothing measured)")
      return 0
    } catch {
      progress.emit("trellis-bench: cannot write the report to \(directory): \(error)")
      return 1
    }
  }

  /// Rejects `--suites` names that match no workload, and `--strategies` names that no selected workload has.
  static func checkSuites(_ options: BenchOptions, _ workloads: [Workload]) throws(BenchOptionsError) {
    let known = workloads.map(\.name)
    for name in options.suites ?? [] where !known.contains(name) { throw .unknownSuite(name, known: known) }
    let selected = options.suites.map { names in workloads.filter { names.contains($0.name) } } ?? workloads
    let strategies = selected.flatMap { $0.strategies.map(\.name) }
    for name in options.strategies ?? [] where !strategies.contains(name) {
      throw .unknownStrategy(name, known: strategies)
    }
  }

  /// The `--list` text: each workload, its sizes for these options, and its strategies with their caps.
  ///
  /// - Complexity: O(workloads × strategies).
  static func list(_ workloads: [Workload], options: BenchOptions) -> String {
    var lines: [String] = []
    for workload in workloads {
      let sizes = workload.sizes(for: options).map(formatCount).joined(separator: ", ")
      lines.append("\(workload.name): \(workload.title) — N = \(sizes)")
      for strategy in workload.strategies {
        var line = "  - \(strategy.name)"
        if let cap = strategy.maxSize { line += " (up to N = \(formatCount(cap)))" }
        if strategy.usesTimeLimit { line += " [time limit \(formatSeconds(options.effectiveTimeLimit))]" }
        lines.append(line)
      }
    }
    return lines.joined(separator: "\n")
  }
}

extension Error {
  /// The one-line message of the tool's own errors, or the error's description.
  var message: String {
    if let error = self as? BenchOptionsError { return error.message }
    if let error = self as? CompareError { return error.message }
    return "\(self)"
  }
}
