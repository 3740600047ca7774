import Foundation

// trellis-bench: see `BenchOptions.usage` (or run with --help). Everything lives in BenchCommand so tests can call it.
exit(BenchCommand.main(arguments: Array(CommandLine.arguments.dropFirst()), workloads: WorkloadCatalog.all))
