// swift-tools-version:6.0
// Trellis: headless layout (SwiftUI's layout model, FrameUp's catalogue, GLPK-solved constraints).
// Documentation/Architecture.md draws the target graph; the import arrows only point down this file.
import CompilerPluginSupport
import Foundation
import PackageDescription

/// Settings every Swift target shares.
let strictSettings: [SwiftSetting] = [
  // Catch missing `any` and other Swift 7 spellings now.
  .enableUpcomingFeature("ExistentialAny"),
  // Invariant checks (CONTRIBUTING.md, "Invariants"): compiled into debug builds (tests, fuzzing), never into release.
  .define("TRELLIS_INTERNAL_CHECKS", .when(configuration: .debug)),
]

/// `Combine` (Sources/Combine): Combine's names that Trellis has, for view files that say `import Combine`. Declared
/// only when the manifest is evaluated on Linux, which has no Combine: on Apple's platforms the SDK's Combine is the
/// one every file (and SwiftUI) imports, and a target of that name would clash with it.
#if os(Linux)
  let linuxCombine = ["Combine"]
#else
  let linuxCombine: [String] = []
#endif

let package = Package(
  name: "Trellis",
  // Linux is the platform built and tested here. On Apple platforms `Synchronization.Atomic` (GLPKThread) needs these
  // releases; every C import is guarded (`#if canImport(Glibc) … #elseif canImport(Darwin)`).
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
  products: [
    .library(name: "Trellis", targets: ["Trellis"] + linuxCombine),
    .library(name: "TrellisCore", targets: ["TrellisCore"]),
    .library(name: "TrellisFrameUp", targets: ["TrellisFrameUp"]),
    .library(name: "TrellisSolver", targets: ["TrellisSolver"]),
    .library(name: "TrellisText", targets: ["TrellisText"]),
    .library(name: "TrellisRender", targets: ["TrellisRender"]),
    .executable(name: "trellis", targets: ["trellis"]),
    .executable(name: "trellis-bench", targets: ["trellis-bench"]),
  ],
  targets: [
    // MARK: - C libraries

    // GLPK from Debian's libglpk-dev. Debian ships no pkg-config file, so the module map links it directly.
    .systemLibrary(name: "CGLPK", path: "Sources/CGLPK"),
    // The text stack (Documentation/Text.md), each from its Debian -dev package, each with a pkg-config file that
    // SwiftPM reads for the include paths (HarfBuzz's headers live in /usr/include/harfbuzz).
    // HarfBuzz (libharfbuzz-dev): shaping, and the OpenType metrics it reads itself.
    .systemLibrary(
      name: "CHarfBuzz", path: "Sources/CHarfBuzz", pkgConfig: "harfbuzz",
      providers: [.apt(["libharfbuzz-dev"])]),
    // fontconfig (libfontconfig-dev): finding font files by family, weight and slant, and fallback by coverage.
    .systemLibrary(
      name: "CFontconfig", path: "Sources/CFontconfig", pkgConfig: "fontconfig",
      providers: [.apt(["libfontconfig-dev"])]),
    // libunibreak (libunibreak-dev): UAX #14 line-break opportunities.
    .systemLibrary(
      name: "CUnibreak", path: "Sources/CUnibreak", pkgConfig: "libunibreak",
      providers: [.apt(["libunibreak-dev"])]),

    // FriBidi (libfribidi-dev): UAX #9 bidirectional levels, so that each run is shaped in its direction.
    .systemLibrary(
      name: "CFriBidi", path: "Sources/CFriBidi", pkgConfig: "fribidi", providers: [.apt(["libfribidi-dev"])]),

    // The renderer's libraries (TrellisRender only: nothing else links them).
    // Cairo (libcairo2-dev): PNG, PDF and SVG surfaces, glyphs drawn through its FreeType font backend.
    .systemLibrary(
      name: "CCairo", path: "Sources/CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
    // libjpeg (libjpeg62-turbo-dev, which libcairo2-dev does not pull in): decoding JPEG pictures. A C target,
    // because libjpeg reports a corrupt file by a longjmp that only C can catch.
    .target(name: "CJPEG", path: "Sources/CJPEG", linkerSettings: [.linkedLibrary("jpeg")]),

    // MARK: - Libraries

    // Geometry (Foundation's CGFloat, CGSize, CGPoint, CGRect, which it re-exports, as SwiftUI does), the Layout
    // protocol, the node tree and engine, SwiftUI's containers and modifiers, the greedy kernels, results and their
    // renderers. Imports no C module.
    .target(name: "TrellisCore", dependencies: ["TrellisPreviewMacros"], swiftSettings: strictSettings),
    // The compiler plugin that expands `#Preview` (TrellisCore declares the macro): an executable that speaks the
    // compiler's plugin message protocol itself, with Foundation's JSON, since swift-syntax is not a dependency.
    .macro(name: "TrellisPreviewMacros", swiftSettings: strictSettings),
    // FrameUp's and HuggingGeometryReader's catalogue on top of the core. Imports no C module.
    .target(name: "TrellisFrameUp", dependencies: ["TrellisCore"], swiftSettings: strictSettings),
    // The only code that touches GLPK: LinearProgram, the constraint model, ConstraintLayout, solver strategies.
    .target(name: "TrellisSolver", dependencies: ["TrellisCore", "CGLPK"], swiftSettings: strictSettings),
    // The only code that touches the text libraries: fonts, shaping, line breaking behind TextMeasurer.
    .target(
      name: "TrellisText", dependencies: ["TrellisCore", "CHarfBuzz", "CFontconfig", "CUnibreak", "CFriBidi"],
      swiftSettings: strictSettings),
    // The umbrella module (re-exports the four above, makes shaped text the default) and the JSON scene format.
    .target(
      name: "Trellis", dependencies: ["TrellisCore", "TrellisFrameUp", "TrellisSolver", "TrellisText"],
      swiftSettings: strictSettings),

    // Drawing laid-out views (SwiftUI's ImageRenderer): PNG, PDF and SVG through Cairo, text from the measurer's
    // shaped glyphs, pictures from PNG and JPEG files. A product of its own, so that the others need no Cairo.
    .target(
      name: "TrellisRender", dependencies: ["Trellis", "CCairo", "CJPEG"],
      swiftSettings: strictSettings),

    // MARK: - Tools

    // The command-line interface: thin argument parsing over the library.
    .executableTarget(name: "trellis", dependencies: ["Trellis", "TrellisRender"], swiftSettings: strictSettings),

    // MARK: - Benchmarks

    // Plain C reference loops (greedy kernels), a raw GLPK driver, and the text floor (HarfBuzz + libunibreak, and
    // Pango loaded at run time), the baselines for the ratios.
    .target(
      name: "CReference",
      dependencies: ["CGLPK", "CHarfBuzz", "CUnibreak"],
      path: "Benchmarks/CReference",
      // The C baselines are compiled at -O2 in every configuration so the ratio is against optimised C.
      cSettings: [.unsafeFlags(["-O2"])]
    ),
    // The comparison benchmark as a library: seeded workloads, one adapter per strategy, harness, report, charts.
    .target(
      name: "TrellisBenchKit",
      dependencies: ["Trellis", "CReference", "TrellisTestSupport"],
      path: "Benchmarks/TrellisBenchKit",
      swiftSettings: strictSettings
    ),
    // The benchmark tool: one file over TrellisBenchKit.
    .executableTarget(
      name: "trellis-bench",
      dependencies: ["TrellisBenchKit"],
      path: "Benchmarks/trellis-bench",
      swiftSettings: strictSettings
    ),

    // MARK: - Fuzzing

    // libFuzzer entry point over the fuzz targets (`make fuzz` builds it with -sanitize=fuzzer,address and
    // -DTRELLIS_FUZZER); an ordinary build is a corpus replayer.
    .executableTarget(
      name: "trellis-fuzz",
      dependencies: ["Trellis"],
      path: "Fuzz/Driver",
      swiftSettings: strictSettings
    ),

    // MARK: - Tests

    // Test-only support (no product): the one seeded generator, the shared tolerance, golden files, and the workload
    // generators that tests and the benchmark share.
    .target(
      name: "TrellisTestSupport", dependencies: ["TrellisSolver"], path: "Tests/TrellisTestSupport",
      swiftSettings: strictSettings),
    .testTarget(
      name: "TrellisCoreTests", dependencies: ["TrellisCore", "TrellisTestSupport"], swiftSettings: strictSettings),
    .testTarget(
      name: "TrellisFrameUpTests", dependencies: ["TrellisFrameUp", "TrellisTestSupport"],
      swiftSettings: strictSettings),
    .testTarget(
      name: "TrellisSolverTests", dependencies: ["TrellisSolver", "TrellisTestSupport"],
      swiftSettings: strictSettings),
    // The text measurer, checked against HarfBuzz itself.
    .testTarget(
      name: "TrellisTextTests", dependencies: ["TrellisText", "CHarfBuzz", "TrellisTestSupport"],
      swiftSettings: strictSettings),
    // The library, the scene format and the CLI (run as a subprocess from the built products folder).
    .testTarget(name: "TrellisTests", dependencies: ["Trellis", "TrellisTestSupport"], swiftSettings: strictSettings),
    // The renderer: golden PNGs compared within a tolerance, text ink inside its frame, PDF and SVG output.
    .testTarget(
      name: "TrellisRenderTests", dependencies: ["TrellisRender", "CCairo", "TrellisTestSupport"],
      swiftSettings: strictSettings),
    // SwiftUI code pasted with only `import SwiftUI` changed to `import Trellis` (the seeds' examples): each file
    // imports Trellis and Testing, nothing else. Pasted code is compiled as a user's package compiles it, in the plain
    // Swift 6 language mode, without the project's upcoming features (public files write `let error: Error`).
    .testTarget(name: "TrellisPasteTests", dependencies: ["Trellis"]),
    // The same files again (symbolic links), compiled with `import Foundation` beside `import Trellis`, as a Linux user
    // writes as soon as a file needs `Date` or `Data`: each pasted file's `#if PASTE_WITH_FOUNDATION` adds the import.
    .testTarget(
      name: "TrellisPasteFoundationTests", dependencies: ["Trellis"],
      swiftSettings: [.define("PASTE_WITH_FOUNDATION")]),
    .testTarget(
      name: "TrellisBenchTests", dependencies: ["TrellisBenchKit", "TrellisTestSupport"],
      swiftSettings: strictSettings),
  ],
  swiftLanguageModes: [.v6]
)

// Combine's names on Linux (see `linuxCombine`): a module of re-exports of TrellisCore, nothing else.
package.targets += linuxCombine.map { .target(name: $0, dependencies: ["TrellisCore"], swiftSettings: strictSettings) }

// `make sanitize` builds without the paste test targets (TRELLIS_WITHOUT_PASTE_TESTS=1): they compile public view files
// against the library, a check of names that `make test` makes, and their layouts are covered by the other suites.
// The ThreadSanitizer build is spared compiling the pasted corpus twice (Documentation/Reliability.md, "Sanitizers").
if ProcessInfo.processInfo.environment["TRELLIS_WITHOUT_PASTE_TESTS"] != nil {
  package.targets.removeAll { $0.name.hasPrefix("TrellisPaste") }
}
