import Foundation
import Testing
import Trellis
import TrellisTestSupport

/// Seeded random scenes: every node type and modifier, sizes of 0, huge and fractional, nested at random, and byte
/// mutations of valid scenes. Nothing may crash; a scene either lays out with finite frames or fails with a typed
/// error. `TRELLIS_FUZZ_ITERATIONS` raises the count for a long run (`make fuzz`).
@Suite struct SceneFuzzTests {
  static let iterations = ProcessInfo.processInfo.environment["TRELLIS_FUZZ_ITERATIONS"].flatMap(Int.init) ?? 400

  /// Choices drawn from the shared seeded SplitMix64.
  struct Generator {
    var rng: SplitMix64
    init(state: UInt64) { rng = SplitMix64(seed: state) }
    mutating func int(_ n: Int) -> Int { Int(rng.next() % UInt64(n)) }
    mutating func pick<T>(_ items: [T]) -> T { items[int(items.count)] }
    mutating func length() -> String {
      pick(["0", "1", "7.5", "40", "120", "333.333", "1e6", "1e12", "0.001", "\"infinity\""])
    }
    mutating func finite() -> String { pick(["0", "1", "7.5", "40", "120", "0.25", "1e6", "-3", "-0.5"]) }

    mutating func modifier() -> String {
      switch int(9) {
      case 0: return #"{"type": "frame", "width": \#(pick(["0", "30", "99.5"])), "alignment": "topLeading"}"#
      case 1:
        return #"{"type": "frame", "minWidth": \#(length()), "maxWidth": \#(length()), "maxHeight": \#(length())}"#
      case 2: return #"{"type": "padding", "length": \#(finite())}"#
      case 3: return #"{"type": "fixedSize", "horizontal": \#(pick(["true", "false"]))}"#
      case 4: return #"{"type": "offset", "x": \#(finite()), "y": \#(finite())}"#
      case 5: return #"{"type": "aspectRatio", "ratio": \#(pick(["0.5", "1", "2.25"])), "contentMode": "fill"}"#
      case 6: return #"{"type": "layoutPriority", "value": \#(finite())}"#
      case 7: return #"{"type": "relativePadding", "factor": \#(pick(["0.1", "-0.2", "0.5", "0.9"]))}"#
      default: return #"{"type": "alignmentGuide", "guide": "leading", "value": \#(finite())}"#
      }
    }

    mutating func node(depth: Int) -> String {
      var fields: [String]
      var children: [String] = []
      let containers = [
        #""type": "HStack", "spacing": \#(finite())"#, #""type": "VStack", "alignment": "leading""#,
        #""type": "ZStack", "alignment": "bottomTrailing""#, #""type": "ViewThatFits", "in": "horizontal""#,
        #""type": "HFlow", "maxWidth": \#(length()), "alignment": "justified""#,
        #""type": "HFlow", "layoutDirection": "rightToLeft", "maxRows": 2"#,
        #""type": "VFlow", "maxHeight": \#(length())"#, #""type": "VMasonry", "columns": \#(1 + int(4))"#,
        #""type": "HMasonry", "rows": \#(1 + int(3)), "maxHeight": \#(length())"#,
        #""type": "VStackFULayout", "maxWidth": \#(length())"#, #""type": "TagView""#,
        #""type": "WidthReader""#, #""type": "HuggingGeometryReader""#,
        #""type": "FUViewThatFits", "maxWidth": \#(length())"#,
      ]
      let leaves = [
        #""type": "Box", "width": \#(length()), "height": \#(length())"#, #""type": "Rectangle""#,
        #""type": "Spacer", "minLength": \#(pick(["0", "8", "20"]))"#, #""type": "Text", "text": "fuzz me twice""#,
        #""type": "LineBreak""#,
      ]
      if depth > 0 && int(3) != 0 {
        fields = [pick(containers)]
        for _ in 0..<int(5) { children.append(node(depth: depth - 1)) }
        fields.append(#""children": [\#(children.joined(separator: ", "))]"#)
      } else {
        fields = [pick(leaves)]
      }
      if int(2) == 0 {
        fields.append(#""modifiers": [\#((0..<(1 + int(2))).map { _ in modifier() }.joined(separator: ", "))]"#)
      }
      return "{" + fields.joined(separator: ", ") + "}"
    }
  }

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
    var generator = Generator(state: 2026)
    var laidOut = 0
    let proposals = [
      ProposedViewSize(width: 390, height: nil), ProposedViewSize(width: 0, height: 0), .unspecified,
      ProposedViewSize(width: 1e9, height: 500),
    ]
    for k in 0..<Self.iterations {
      let text = #"{"root": \#(generator.node(depth: 4))}"#
      if Self.check(text, proposal: proposals[k % proposals.count]) { laidOut += 1 }
    }
    // Most random trees are valid layouts; the rest are typed errors (infinite frames, invalid parameters).
    #expect(laidOut > Self.iterations / 4, "only \(laidOut) of \(Self.iterations) laid out")
  }

  @Test func mutatedScenesNeverCrash() {
    var generator = Generator(state: 7)
    let seeds = (0..<20).map { _ in Array(#"{"root": \#(generator.node(depth: 3))}"#.utf8) }
    let alphabet = Array(#"{}[]":,0123456789-.eE truefalsnl\"#.utf8)
    for k in 0..<(Self.iterations * 2) {
      var bytes = seeds[k % seeds.count]
      for _ in 0..<(1 + generator.int(4)) {
        let position = generator.int(bytes.count)
        switch generator.int(3) {
        case 0: bytes[position] = generator.pick(alphabet)
        case 1: bytes.remove(at: position)
        default: bytes.insert(generator.pick(alphabet), at: position)
        }
      }
      _ = Self.check(String(decoding: bytes, as: UTF8.self), proposal: ProposedViewSize(width: 300, height: nil))
    }
  }
}
