// Combine's names that Trellis declares, re-exported under the module name Combine, so that a view file that says
// `import Combine` (for `ObservableObject` and `@Published`) compiles on Linux, where the toolchain has no Combine.
// This target exists only on Linux (Package.swift, `linuxCombine`). It declares nothing: publishers, subscribers,
// `Just`, `sink` and `AnyCancellable` are not here, and a file that uses them still fails to compile
// (Layout.md's differences table, "Combine").

@_exported import protocol TrellisCore.ObservableObject
@_exported import class TrellisCore.ObservableObjectPublisher
@_exported import struct TrellisCore.Published
