import Foundation
import TrellisBenchKit

// trellis-bench: the comparison benchmark (`trellis-bench --help`). Everything lives in TrellisBenchKit.
exit(BenchCommand.main(arguments: Array(CommandLine.arguments.dropFirst())))
