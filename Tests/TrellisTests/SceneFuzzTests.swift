import Foundation
import Testing
@_spi(Fuzzing) import Trellis
import TrellisTestSupport

/// Seeded random scenes drawn from the standard schema by `SceneGenerator` (every registered node type and modifier,
/// sizes of 0, huge and fractional, nested at random), and byte mutations of them. Nothing may crash; a scene either lays out with finite frames or fails with a typed
/// error. `TRELLIS_FUZZ_ITERATIONS` raises the count for a long run (`make fuzz`).
@Suite struct SceneFuzzTests {
  static let iterations = ProcessInfo.processInfo.environment["TRELLIS_FUZZ_ITERATIONS"].flatMap(Int.init) ?? 400

  /// Lays a scene text out; returns whether it succeeded. A thrown typed error is a pass; a crash fails the run.
  static func check(_ text: String, proposal: ProposedViewSize) -> Bool {
    do throws(SceneError) {
      let scene = try Scene.read(text)
      let result = try scene.layout(proposal: proposal)
      for entry in result.entries {
        let f = entry.frame
        #expect(f.minX.isFinite && f.minY.isFinite && f.width.isFinite && f.height.isFinite, "\(entry.path) \(f)")
        #expect(f.size.width >= 0 && f.size.height >= 0, "\(entry.path) \(f)")
      }
      // Identical inputs give identical results.
      #expect(try scene.layout(proposal: proposal) == result)
      return true
    } catch {
      // Typed throws: the compiler checks that every failure is a SceneError (layout failures as `.layoutFailed`).
      return false
    }
  }

  @Test func randomTreesNeverCrash() {
    var rng = SplitMix64(seed: 2026)
    var laidOut = 0
    let proposals = [
      ProposedViewSize(width: 390, height: nil), ProposedViewSize(width: 0, height: 0), .unspecified,
      ProposedViewSize(width: 1e9, height: 500),
    ]
    for k in 0..<Self.iterations {
      let text = #"{"root": \#(SceneGenerator.standard.node(depth: 4, using: &rng))}"#
      if Self.check(text, proposal: proposals[k % proposals.count]) { laidOut += 1 }
    }
    // Most random trees are valid layouts; the rest are typed errors (infinite frames, invalid parameters).
    #expect(laidOut > Self.iterations / 4, "only \(laidOut) of \(Self.iterations) laid out")
  }

  /// JSON's punctuation, digits and the letters of its literals: what ``mutate(_:using:)`` writes.
  static let mutationAlphabet = Array(#"{}[]":,0123456789-.eE truefalsnl\"#.utf8)

  /// One to four random edits of `bytes` (not empty): a byte replaced, removed or inserted from
  /// ``mutationAlphabet``.
  static func mutate(_ bytes: inout [UInt8], using rng: inout SplitMix64) {
    let alphabet = mutationAlphabet
    for _ in 0...rng.int(0...3) {
      let position = rng.int(0...bytes.count - 1)
      switch rng.int(0...2) {
      case 0: bytes[position] = alphabet[rng.int(0...alphabet.count - 1)]
      case 1: bytes.remove(at: position)
      default: bytes.insert(alphabet[rng.int(0...alphabet.count - 1)], at: position)
      }
    }
  }

  @Test func mutatedScenesNeverCrash() {
    var rng = SplitMix64(seed: 7)
    let seeds = (0..<20).map { _ in Array(SceneGenerator.standard.scene(depth: 3, using: &rng).utf8) }
    for k in 0..<(Self.iterations * 2) {
      var bytes = seeds[k % seeds.count]
      Self.mutate(&bytes, using: &rng)
      _ = Self.check(String(decoding: bytes, as: UTF8.self), proposal: ProposedViewSize(width: 300, height: nil))
    }
  }
}
