// swift-tools-version:6.0
// Trellis: headless layout (SwiftUI's layout model, FrameUp's catalogue, GLPK-solved constraints).
import PackageDescription

/// Settings every Swift target shares.
let strictSettings: [SwiftSetting] = [
  // Catch missing `any` and other Swift 7 spellings now.
  .enableUpcomingFeature("ExistentialAny"),
  // Invariant checks (STYLE.md): compiled into debug builds (tests, fuzzing), never into release.
  .define("TRELLIS_INTERNAL_CHECKS", .when(configuration: .debug)),
]

let package = Package(
  name: "Trellis",
  // Linux is the main target; on Apple platforms `Synchronization.Mutex` (size-change observers) needs these.
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
  products: [
    .library(name: "Trellis", targets: ["Trellis"]),
    .library(name: "TrellisCore", targets: ["TrellisCore"]),
    .library(name: "TrellisSolver", targets: ["TrellisSolver"]),
    .executable(name: "trellis", targets: ["trellis"]),
    .executable(name: "trellis-bench", targets: ["trellis-bench"]),
  ],
  targets: [
    // MARK: - C libraries

    // GLPK from Debian's libglpk-dev. Debian ships no pkg-config file, so the module map links it directly.
    .systemLibrary(name: "CGLPK", path: "Sources/CGLPK"),

    // MARK: - Library

    // Geometry, the Layout protocol, the node tree and engine, every container, the greedy kernels, renderers.
    .target(
      name: "TrellisCore",
      swiftSettings: strictSettings,
      // `rounded()`, `sqrt` and friends lower to libm; the core imports no Foundation, so link libm explicitly.
      linkerSettings: [.linkedLibrary("m")]
    ),
    // The only code that touches GLPK: LinearProgram, the constraint model, ConstraintLayout, solver strategies.
    .target(name: "TrellisSolver", dependencies: ["TrellisCore", "CGLPK"], swiftSettings: strictSettings),
    // Umbrella module and the JSON scene format.
    .target(name: "Trellis", dependencies: ["TrellisCore", "TrellisSolver"], swiftSettings: strictSettings),

    // MARK: - Tools

    // The command-line interface: thin argument parsing over the library.
    .executableTarget(name: "trellis", dependencies: ["Trellis"], swiftSettings: strictSettings),

    // MARK: - Benchmarks

    // Plain C reference loops (greedy kernels) and a raw GLPK driver, the baselines for the ratios.
    .target(
      name: "CReference",
      dependencies: ["CGLPK"],
      path: "Benchmarks/CReference",
      // The C baselines are compiled at -O2 in every configuration so the ratio is against optimised C.
      cSettings: [.unsafeFlags(["-O2"])]
    ),
    // The comparison benchmark: seeded workloads, one adapter per strategy, the report writer.
    .executableTarget(
      name: "trellis-bench",
      dependencies: ["Trellis", "CReference"],
      path: "Benchmarks/trellis-bench",
      swiftSettings: strictSettings
    ),

    // MARK: - Fuzzing

    // libFuzzer entry point over the fuzz targets (`make fuzz` builds it with -sanitize=fuzzer,address and
    // -DTRELLIS_FUZZER); an ordinary build is a corpus replayer.
    .executableTarget(
      name: "trellis-fuzz",
      dependencies: ["Trellis"],
      path: "Tests/Fuzz/Driver",
      swiftSettings: strictSettings
    ),

    // MARK: - Tests

    .testTarget(name: "TrellisCoreTests", dependencies: ["TrellisCore"], swiftSettings: strictSettings),
    .testTarget(name: "TrellisSolverTests", dependencies: ["TrellisSolver"], swiftSettings: strictSettings),
    .testTarget(
      name: "TrellisTests",
      // The CLI and benchmark executables are dependencies so tests can run them and import the report writer.
      dependencies: ["Trellis", "trellis", "trellis-bench"],
      swiftSettings: strictSettings
    ),
  ],
  swiftLanguageModes: [.v6]
)
