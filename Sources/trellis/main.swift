// The `trellis` command-line tool: thin argument parsing over the library.
import Foundation
import Trellis

let exitCode = CLI.run(Array(CommandLine.arguments.dropFirst()))
exit(exitCode)
