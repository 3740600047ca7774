// The libFuzzer entry point (built with -sanitize=fuzzer: `make fuzz`), or, in an ordinary build, a replayer that runs
// corpus files through the same targets. The target is chosen with TRELLIS_FUZZ_TARGET (FuzzTargets.all: scene,
// schema, constraints, tree, api).
import Foundation
@_spi(Fuzzing) import Trellis

let target: @Sendable ([UInt8]) -> Void = {
  let name = ProcessInfo.processInfo.environment["TRELLIS_FUZZ_TARGET"] ?? "scene"
  guard let target = FuzzTargets.all[name] else {
    FileHandle.standardError.write(Data("unknown TRELLIS_FUZZ_TARGET '\(name)'\n".utf8))
    exit(64)
  }
  return target
}()

#if TRELLIS_FUZZER
  /// libFuzzer's entry point (the fuzzer runtime provides `main`; see `make fuzz`, which links this file by hand).
  @_cdecl("LLVMFuzzerTestOneInput")
  public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    target(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
    return 0
  }
#else
  @main
  struct FuzzReplay {
    static func main() {
      for path in CommandLine.arguments.dropFirst() {
        guard let data = FileManager.default.contents(atPath: path) else { continue }
        target(Array(data))
      }
    }
  }
#endif
