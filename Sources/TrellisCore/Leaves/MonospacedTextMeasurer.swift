/// A measurer for monospaced text with word wrapping: every character is `characterWidth` wide and every line
/// `lineHeight` high.
///
/// - With no width proposed, each line of the string (split at newlines) is one line.
/// - With a width, words wrap greedily to it; a word longer than the width is broken between characters; at least
///   one character fits per line.
/// - With a height, only the lines that fit are kept (at least one), as SwiftUI truncates.
///
/// - Complexity: O(1) for every member whose documentation does not say otherwise.
public struct MonospacedTextMeasurer: TextMeasurer, Hashable {
  /// Width of one character (default 8).
  public var characterWidth: CGFloat
  /// Height of one line (default 16).
  public var lineHeight: CGFloat

  /// Creates a measurer. Non-positive or non-finite metrics are replaced by the defaults.
  public init(characterWidth: CGFloat = 8, lineHeight: CGFloat = 16) {
    self.characterWidth = characterWidth > 0 && characterWidth.isFinite ? characterWidth : 8
    self.lineHeight = lineHeight > 0 && lineHeight.isFinite ? lineHeight : 16
  }

  /// The default measurer: 8×16 cells.
  public static let standard = MonospacedTextMeasurer()

  /// The lengths (in characters) of the lines of `string` wrapped to `columns` characters (`nil`: no wrapping).
  ///
  /// - Complexity: O(characters).
  func lineLengths(_ string: String, columns: Int?) -> [Int] {
    Self.lineLengths(Self.words(string), columns: columns)
  }

  /// The word lengths (in characters) of each paragraph of `string` (split at newlines and spaces).
  static func words(_ string: String) -> [[Int]] {
    string.split(separator: "\n", omittingEmptySubsequences: false).map { paragraph in
      paragraph.split(separator: " ", omittingEmptySubsequences: true).map(\.count)
    }
  }

  /// Lines of paragraphs of words, wrapped to `columns`; an unwrapped paragraph keeps its single spaces.
  static func lineLengths(_ paragraphs: [[Int]], columns: Int?) -> [Int] {
    var lines: [Int] = []
    for words in paragraphs {
      guard let columns else {
        lines.append(words.isEmpty ? 0 : words.reduce(0, +) + words.count - 1)
        continue
      }
      let limit = max(1, columns)
      var current = 0
      var started = false
      for word in words {
        var length = word
        if started && current + 1 + length <= limit {
          current += 1 + length
          continue
        }
        if started {
          lines.append(current)
          current = 0
        }
        while length > limit {
          lines.append(limit)
          length -= limit
        }
        current = length
        started = true
      }
      lines.append(current)
    }
    return lines
  }

  /// - Complexity: O(characters).
  public func size(of string: String, proposal: ProposedViewSize) -> Size {
    size(ofWords: Self.words(string), proposal: proposal)
  }

  /// The size of text already split into paragraphs of word lengths (what ``Text`` keeps, so repeated measurements
  /// cost O(words) and allocate only the line list).
  func size(ofWords paragraphs: [[Int]], proposal: ProposedViewSize) -> Size {
    var columns: Int? = nil
    if let width = proposal.width, width.isFinite {
      columns = max(1, Int(min(1e9, (width / characterWidth + 1e-9).rounded(.down))))
    }
    var lines = Self.lineLengths(paragraphs, columns: columns)
    if let height = proposal.height, height.isFinite {
      let fit = max(1, Int(min(1e9, (height / lineHeight + 1e-9).rounded(.down))))
      if lines.count > fit { lines.removeLast(lines.count - fit) }
    }
    let longest = lines.max() ?? 0
    return Size(width: CGFloat(longest) * characterWidth, height: CGFloat(lines.count) * lineHeight)
  }
}
