import Foundation

/// The inline Markdown SwiftUI parses in a `Text`'s string literal (``LocalizedStringKey``), written for Trellis:
/// swift-foundation on Linux has `AttributedString` but not `AttributedString(markdown:)`.
///
/// | source | run |
/// | --- | --- |
/// | `*a*`, `_a_` | italic |
/// | `**a**`, `__a__` | bold |
/// | `***a***` | bold italic |
/// | `~~a~~`, `~a~` | ``TextRunStyle/strikethrough`` (recorded) |
/// | `` `a` `` (any number of backticks, matched by as many) | ``Font/Design/monospaced``, its content taken as it is |
/// | `[a](url)` | ``TextRunStyle/link`` (recorded), `a` parsed for emphasis |
/// | `\*` (a backslash before ASCII punctuation) | the punctuation, literally |
///
/// Emphasis follows CommonMark's delimiter rules (left- and right-flanking runs, `_` not inside a word, the rule of
/// three, nested and overlapping markers resolved from the left); a marker that is not closed stays in the text as
/// it is. Block syntax (headings, lists, quotes), images, autolinks and HTML are not parsed: they stay literal, as
/// SwiftUI leaves them.
///
/// - Complexity: O(n) bytes to find that a string has no marker; otherwise O(n × markers).
enum InlineMarkdown {
  /// The runs of `source` with its markers removed, or `nil` when it has no marker and no escape (the text is the
  /// source as it is).
  static func runs(_ source: String) -> [TextRun]? {
    guard source.utf8.contains(where: { isMarkerByte($0) }) else { return nil }
    var parser = Parser(Array(source.unicodeScalars))
    let nodes = parser.parse(0..<parser.scalars.count)
    var runs: [TextRun] = []
    for node in nodes {
      let text = node.delimiter.map { String(repeating: String($0), count: node.count) } ?? node.text
      guard !text.isEmpty else { continue }
      let style = node.style
      if let last = runs.last, last.style == style {
        runs[runs.count - 1].string += text
      } else {
        runs.append(TextRun(text, style: style))
      }
    }
    return runs
  }

  /// `value` with every ASCII punctuation character escaped by a backslash, so that it parses as itself.
  static func escaped(_ value: String) -> String {
    guard value.utf8.contains(where: { isMarkerByte($0) }) else { return value }
    var result = ""
    result.unicodeScalars.reserveCapacity(value.unicodeScalars.count)
    for scalar in value.unicodeScalars {
      if isASCIIPunctuation(scalar) { result.unicodeScalars.append("\\") }
      result.unicodeScalars.append(scalar)
    }
    return result
  }

  /// The bytes a marker or an escape starts with.
  private static func isMarkerByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "`"), UInt8(ascii: "["),
      UInt8(ascii: "\\"):
      true
    default: false
    }
  }

  static func isASCIIPunctuation(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x21...0x2F, 0x3A...0x40, 0x5B...0x60, 0x7B...0x7E: true
    default: false
    }
  }

  /// Text, or a run of one emphasis character not yet matched (`count` of them left).
  fileprivate struct Node {
    var text = ""
    var delimiter: Unicode.Scalar? = nil
    var count = 0
    var originalCount = 0
    var canOpen = false
    var canClose = false
    var bold = false
    var italic = false
    var strike = false
    var code = false
    var link: URL? = nil

    var style: TextRunStyle {
      TextRunStyle(
        weight: bold ? .bold : nil, isItalic: italic, design: code ? .monospaced : nil,
        strikethrough: strike ? .single : nil, link: link)
    }
  }

  fileprivate struct Parser {
    let scalars: [Unicode.Scalar]

    init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

    /// The nodes of `range`, emphasis resolved.
    mutating func parse(_ range: Range<Int>) -> [Node] {
      var nodes: [Node] = []
      var text = ""
      func flush() {
        if !text.isEmpty { nodes.append(Node(text: text)) }
        text = ""
      }
      var index = range.lowerBound
      while index < range.upperBound {
        let scalar = scalars[index]
        switch scalar {
        case "\\":
          if index + 1 < range.upperBound, InlineMarkdown.isASCIIPunctuation(scalars[index + 1]) {
            text.unicodeScalars.append(scalars[index + 1])
            index += 2
          } else {
            text.unicodeScalars.append(scalar)
            index += 1
          }
        case "`":
          let length = run(of: "`", at: index, end: range.upperBound)
          if let close = closingBackticks(length, from: index + length, end: range.upperBound) {
            flush()
            var content = String(String.UnicodeScalarView(scalars[(index + length)..<close]))
            if content.count >= 2, content.first == " ", content.last == " ", content.contains(where: { $0 != " " }) {
              content = String(content.dropFirst().dropLast())
            }
            var node = Node(text: content)
            node.code = true
            nodes.append(node)
            index = close + length
          } else {
            text += String(repeating: "`", count: length)
            index += length
          }
        case "[":
          if let (close, urlRange) = link(at: index, end: range.upperBound),
            let url = URL(string: String(String.UnicodeScalarView(scalars[urlRange])))
          {
            flush()
            for var node in parse((index + 1)..<close) {
              if let delimiter = node.delimiter {
                node.text = String(repeating: String(delimiter), count: node.count)
                node.delimiter = nil
              }
              node.link = url
              nodes.append(node)
            }
            index = urlRange.upperBound + 1
          } else {
            text.unicodeScalars.append(scalar)
            index += 1
          }
        case "*", "_", "~":
          let length = run(of: scalar, at: index, end: range.upperBound)
          flush()
          let before = index > range.lowerBound ? scalars[index - 1] : nil
          let after = index + length < range.upperBound ? scalars[index + length] : nil
          let left = Self.isLeftFlanking(before: before, after: after)
          let right = Self.isLeftFlanking(before: after, after: before)
          var node = Node(delimiter: scalar, count: length, originalCount: length)
          if scalar == "_" {
            node.canOpen = left && (!right || before.map(Self.isPunctuation) == true)
            node.canClose = right && (!left || after.map(Self.isPunctuation) == true)
          } else {
            node.canOpen = left
            node.canClose = right
          }
          if scalar == "~" && length > 2 {
            node.canOpen = false
            node.canClose = false
          }
          nodes.append(node)
          index += length
        default:
          text.unicodeScalars.append(scalar)
          index += 1
        }
      }
      flush()
      Self.resolveEmphasis(&nodes)
      return nodes
    }

    /// How many `scalar`s in a row start at `index`.
    private func run(of scalar: Unicode.Scalar, at index: Int, end: Int) -> Int {
      var cursor = index
      while cursor < end, scalars[cursor] == scalar { cursor += 1 }
      return cursor - index
    }

    /// The start of the next run of exactly `length` backticks from `start`.
    private func closingBackticks(_ length: Int, from start: Int, end: Int) -> Int? {
      var index = start
      while index < end {
        if scalars[index] == "`" {
          let found = run(of: "`", at: index, end: end)
          if found == length { return index }
          index += found
        } else {
          index += 1
        }
      }
      return nil
    }

    /// For a `[` at `index`: its matching `]` (brackets nest, escapes and code spans skipped) when `(` follows it,
    /// and the URL's range before the closing `)` (no spaces in it).
    private func link(at index: Int, end: Int) -> (Int, Range<Int>)? {
      var depth = 0
      var cursor = index
      var close: Int? = nil
      while cursor < end {
        switch scalars[cursor] {
        case "\\": cursor += 1
        case "`":
          let length = run(of: "`", at: cursor, end: end)
          if let closing = closingBackticks(length, from: cursor + length, end: end) {
            cursor = closing + length - 1
          } else {
            cursor += length - 1
          }
        case "[": depth += 1
        case "]":
          depth -= 1
          if depth == 0 { close = cursor }
        default: break
        }
        if close != nil { break }
        cursor += 1
      }
      guard let close, close + 1 < end, scalars[close + 1] == "(" else { return nil }
      var urlEnd = close + 2
      while urlEnd < end, scalars[urlEnd] != ")" {
        if scalars[urlEnd].properties.isWhitespace { return nil }
        urlEnd += 1
      }
      guard urlEnd < end, urlEnd > close + 2 else { return nil }
      return (close, (close + 2)..<urlEnd)
    }

    /// CommonMark's left-flanking test for a delimiter run between `before` and `after` (`nil`: the start or end);
    /// with the two swapped, the right-flanking test.
    private static func isLeftFlanking(before: Unicode.Scalar?, after: Unicode.Scalar?) -> Bool {
      guard let after, !after.properties.isWhitespace else { return false }
      guard isPunctuation(after) else { return true }
      guard let before else { return true }
      return before.properties.isWhitespace || isPunctuation(before)
    }

    private static func isPunctuation(_ scalar: Unicode.Scalar) -> Bool {
      if InlineMarkdown.isASCIIPunctuation(scalar) { return true }
      switch scalar.properties.generalCategory {
      case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
        .finalPunctuation, .otherPunctuation:
        return true
      default: return false
      }
    }

    /// CommonMark's "process emphasis": each closer, from the left, is matched with the nearest opener of its
    /// character before it (for `*` and `_`, not when the rule of three forbids it; `~` only with as many), the
    /// text between takes the style, the markers used are removed and those between become literal.
    private static func resolveEmphasis(_ nodes: inout [Node]) {
      var delimiters = nodes.indices.filter { nodes[$0].delimiter != nil }
      var closerPosition = 0
      while closerPosition < delimiters.count {
        let closer = delimiters[closerPosition]
        guard nodes[closer].canClose, nodes[closer].count > 0, let character = nodes[closer].delimiter else {
          closerPosition += 1
          continue
        }
        var openerPosition = closerPosition - 1
        while openerPosition >= 0 {
          let opener = nodes[delimiters[openerPosition]]
          if opener.delimiter == character && opener.canOpen && opener.count > 0 {
            if character == "~" {
              if opener.count == nodes[closer].count { break }
            } else {
              let sum = opener.originalCount + nodes[closer].originalCount
              let forbidden =
                (opener.canClose || nodes[closer].canOpen) && sum % 3 == 0
                && !(opener.originalCount % 3 == 0 && nodes[closer].originalCount % 3 == 0)
              if !forbidden { break }
            }
          }
          openerPosition -= 1
        }
        guard openerPosition >= 0 else {
          closerPosition += 1
          continue
        }
        let opener = delimiters[openerPosition]
        let used =
          character == "~" ? nodes[closer].count : (nodes[opener].count >= 2 && nodes[closer].count >= 2 ? 2 : 1)
        for index in (opener + 1)..<closer {
          if character == "~" {
            nodes[index].strike = true
          } else if used == 2 {
            nodes[index].bold = true
          } else {
            nodes[index].italic = true
          }
        }
        nodes[opener].count -= used
        nodes[closer].count -= used
        // The markers between the two stay literal.
        delimiters.removeSubrange((openerPosition + 1)..<closerPosition)
        closerPosition = openerPosition + 1
        if nodes[opener].count == 0 {
          delimiters.remove(at: openerPosition)
          closerPosition -= 1
        }
        if nodes[closer].count == 0 { closerPosition += 1 }
      }
    }
  }
}
