import CReference
import Trellis

/// The `text` workload's paragraph rows: the same paragraphs set 300 points wide in DejaVu Sans 15 pt by Trellis's
/// shaping measurer (cold: every paragraph shaped), by the C floor (HarfBuzz and libunibreak called directly, greedy
/// breaking) and by Pango, so that the ratios say what Trellis adds to the libraries it calls and where it stands
/// against the desktop's text layout.
extension TextWorkload {
  static let paragraphsShaped = "paragraphs: shaped"
  static let paragraphsFloor = "paragraphs: C floor"
  static let paragraphsPango = "paragraphs: Pango"
  static let paragraphRows = [paragraphsShaped, paragraphsFloor, paragraphsPango]
  /// The quality columns of the feed rows and of the paragraph rows (each kind lacks the other's).
  static let feedColumns = ["texts", "measurements/text"]
  static let paragraphColumns = ["lines", "widest line", "characters/paragraph"]

  /// Why the paragraph rows stop at N = 1,000.
  static let paragraphCap = "the paragraph rows set min(N, 1,000) paragraphs; larger N would repeat the same measure"

  /// The paragraphs' font: the system font at 15 points, DejaVu Sans on Debian (the face the floor and Pango load).
  static let paragraphAttributes = TextAttributes(font: .system(size: TextInput.paragraphSize))

  /// What one run of a paragraph row answers: the lines of all paragraphs and the widest line, in points.
  struct ParagraphResult {
    var lines: Int
    var widest: Double
  }

  /// The three paragraph strategies.
  static var paragraphStrategies: [Strategy<TextInput>] {
    [
      Strategy<TextInput>(
        name: paragraphsShaped, maxSize: TextInput.paragraphLimit, capReason: paragraphCap,
        prepare: { input, _ in
          // The face is loaded before timing, as the floor's is; every run shapes every paragraph (a new cache).
          _ = ShapingTextMeasurer.shared.face(for: paragraphAttributes.font)
          let proposal = ProposedViewSize(width: TextInput.paragraphWidth, height: nil)
          return {
            let measurer = ShapingTextMeasurer(library: .shared)
            var result = ParagraphResult(lines: 0, widest: 0)
            for paragraph in input.paragraphs {
              let measurement = measurer.measure(paragraph, attributes: paragraphAttributes, proposal: proposal)
              result.lines += measurement.lineCount
              result.widest = max(result.widest, measurement.size.width)
            }
            return result
          }
        }, evaluate: paragraphOutcome),
      Strategy<TextInput>(
        name: paragraphsFloor, maxSize: TextInput.paragraphLimit, capReason: paragraphCap,
        prepare: { input, _ in
          guard let face = ShapingTextMeasurer.shared.face(for: paragraphAttributes.font),
            let floor = TextFloor(path: face.path, index: face.index)
          else { throw ParagraphRowError.noFont }
          let text = ParagraphText(input.paragraphs)
          return { floor.set(text) }
        }, evaluate: paragraphOutcome),
      Strategy<TextInput>(
        name: paragraphsPango, maxSize: TextInput.paragraphLimit, capReason: paragraphCap,
        prepare: { input, _ in
          guard let face = ShapingTextMeasurer.shared.face(for: paragraphAttributes.font) else {
            throw ParagraphRowError.noFont
          }
          guard let pango = PangoLayout(family: face.family) else { throw ParagraphRowError.noPango }
          let text = ParagraphText(input.paragraphs)
          return { pango.set(text) }
        }, evaluate: paragraphOutcome),
    ]
  }

  /// The paragraph rows' figures: lines (all paragraphs), the widest line, and characters per paragraph (for ns per
  /// character).
  static func paragraphOutcome(_ input: TextInput, _ result: ParagraphResult) -> Outcome {
    let characters = input.paragraphs.reduce(0) { $0 + $1.unicodeScalars.count }
    return Outcome {
      [
        "lines": .number(Double(result.lines)), "widest line": .number(result.widest),
        "characters/paragraph": .number(Double(characters) / Double(max(1, input.paragraphs.count))),
      ]
    }
  }

  /// The paragraph rows' sentence of the summary: ns per character of each, and the ratios.
  static func paragraphSummary(_ result: WorkloadResult) -> String? {
    var perCharacter: [String: Double] = [:]
    var parts: [String] = []
    for name in paragraphRows {
      guard let row = result.measuredRows(of: name).last, let perItem = row.nsPerItem,
        let characters = row.figures.number("characters/paragraph"), characters > 0
      else { continue }
      perCharacter[name] = perItem / characters
      parts.append("\(name.dropFirst("paragraphs: ".count)) \(formatSignificant(perItem / characters)) ns/character")
    }
    guard !parts.isEmpty else { return nil }
    var sentence = "Paragraphs (DejaVu Sans 15 pt, 300 pt wide): " + parts.joined(separator: ", ")
    if let shaped = perCharacter[paragraphsShaped] {
      for (name, label) in [(paragraphsFloor, "the floor"), (paragraphsPango, "Pango")] {
        guard let other = perCharacter[name] else { continue }
        sentence += "; shaped/\(label) \(formatSignificant(shaped / other))×"
      }
    }
    return sentence + "."
  }
}

/// Why a paragraph row could not run.
enum ParagraphRowError: Error, CustomStringConvertible {
  case noFont
  case noPango

  var description: String {
    switch self {
    case .noFont: "no font could be loaded for the paragraphs"
    case .noPango: "Pango is not available (libpangoft2-1.0.so.0 could not be loaded)"
    }
  }
}

/// Paragraphs as one UTF-8 buffer with the offsets the C functions read (paragraph k is offsets[k] ..< offsets[k + 1]).
final class ParagraphText: Sendable {
  let bytes: [CChar]
  let offsets: [Int]

  init(_ paragraphs: [String]) {
    var bytes: [CChar] = []
    var offsets = [0]
    for paragraph in paragraphs {
      bytes.append(contentsOf: paragraph.utf8.map { CChar(bitPattern: $0) })
      offsets.append(bytes.count)
    }
    bytes.append(0)
    self.bytes = bytes
    self.offsets = offsets
  }

  var count: Int { offsets.count - 1 }
}

/// The C floor's state (HarfBuzz font, buffer, scratch), freed with the row.
final class TextFloor: @unchecked Sendable {
  private let floor: OpaquePointer

  init?(path: String, index: Int) {
    guard let floor = trellis_text_floor_create(path, Int32(index)) else { return nil }
    self.floor = floor
  }

  deinit { trellis_text_floor_destroy(floor) }

  /// The lines of all paragraphs set `width` points wide, and the widest.
  func set(_ text: ParagraphText, width: Double = TextInput.paragraphWidth) -> TextWorkload.ParagraphResult {
    var widest = 0.0
    let lines = trellis_text_floor_set(
      floor, text.bytes, text.offsets, text.count, TextInput.paragraphSize, width, &widest)
    return TextWorkload.ParagraphResult(lines: lines, widest: widest)
  }
}

/// One Pango layout (loaded at run time), freed with the row.
final class PangoLayout: @unchecked Sendable {
  private let pango: OpaquePointer

  init?(family: String) {
    guard let pango = trellis_pango_create(family, TextInput.paragraphSize) else { return nil }
    self.pango = pango
  }

  deinit { trellis_pango_destroy(pango) }

  /// The lines of all paragraphs set `width` points wide, and the widest.
  func set(_ text: ParagraphText, width: Double = TextInput.paragraphWidth) -> TextWorkload.ParagraphResult {
    var widest = 0.0
    let lines = trellis_pango_set(pango, text.bytes, text.offsets, text.count, width, &widest)
    return TextWorkload.ParagraphResult(lines: lines, widest: widest)
  }
}
