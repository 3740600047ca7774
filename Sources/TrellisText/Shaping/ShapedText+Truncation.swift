import TrellisCore

/// What a truncated last line shows: graphemes `head`, "…", graphemes `tail` (one of the two may be empty).
struct Truncation {
  var head: Range<Int>
  var tail: Range<Int>
  /// The width in ems, ellipsis included (at most the line's width limit).
  var width: Double
}

extension ShapedText {
  /// The last line kept when text remains after it, cut as SwiftUI (Core Text) cuts it: the text from the line's
  /// start to the end is set on that one line and shortened to fit `limit` ems with an ellipsis,
  ///
  /// - `.tail`: the start of the line's paragraph, grapheme by grapheme (not only whole words), then "…";
  /// - `.head`: "…", then the end of the text's last paragraph;
  /// - `.middle`: the start of the line and the end of the text, about equally wide, "…" between them.
  ///
  /// With no limit (no width proposed, cut by a line limit or height), `.tail` keeps the line, `.head` the last
  /// paragraph and `.middle` both. A suffix never reaches back before the line's start or across a newline.
  ///
  /// - Complexity: O(graphemes kept).
  func truncated(_ line: LineSpan, mode: TruncationMode, limit: Double?) -> Truncation {
    let paragraphEnd = contentEnd(ofParagraphAt: line.start)
    let suffix = lastParagraph(from: line.start)
    let room = limit.map { $0 * (1 + 1e-12) - ellipsisWidth }
    var head = line.start..<line.start
    var tail = suffix.upperBound..<suffix.upperBound
    var width = 0.0
    switch mode {
    case .tail:
      guard let room else { return finish(line.start..<line.contentEnd, tail, limit) }
      head = line.start..<grow(from: line.start, to: paragraphEnd, room: room, width: &width)
    case .head:
      guard let room else { return finish(head, suffix, limit) }
      tail = shrink(from: suffix.upperBound, to: suffix.lowerBound, room: room, width: &width)..<suffix.upperBound
    case .middle:
      guard let room else {
        let ownLine = suffix.lowerBound <= line.start
        return finish(line.start..<line.contentEnd, ownLine ? tail : suffix, limit)
      }
      (head, tail) = balanced(line.start..<paragraphEnd, suffix, room: room)
    }
    return finish(head, tail, limit)
  }

  private func finish(_ head: Range<Int>, _ tail: Range<Int>, _ limit: Double?) -> Truncation {
    var width = ellipsisWidth
    for grapheme in head { width += graphemeAdvance[grapheme] }
    for grapheme in tail { width += graphemeAdvance[grapheme] }
    if let limit { width = min(width, max(limit, 0)) }
    return Truncation(head: head, tail: tail, width: width)
  }

  /// The end of graphemes taken forward from `start` (before `end`) while their width stays within `room`.
  private func grow(from start: Int, to end: Int, room: Double, width: inout Double) -> Int {
    var index = start
    while index < end, width + graphemeAdvance[index] <= room {
      width += graphemeAdvance[index]
      index += 1
    }
    return index
  }

  /// The start of graphemes taken backward from `end` (not before `start`) while their width stays within `room`.
  private func shrink(from end: Int, to start: Int, room: Double, width: inout Double) -> Int {
    var index = end
    while index > start, width + graphemeAdvance[index - 1] <= room {
      width += graphemeAdvance[index - 1]
      index -= 1
    }
    return index
  }

  /// A prefix of `prefix` and a suffix of `suffix` that together fit `room`, grown alternately from the narrower
  /// side so that both halves are about as wide; they never overlap.
  private func balanced(_ prefix: Range<Int>, _ suffix: Range<Int>, room: Double) -> (Range<Int>, Range<Int>) {
    var headEnd = prefix.lowerBound
    var tailStart = suffix.upperBound
    var headWidth = 0.0
    var tailWidth = 0.0
    while true {
      let canGrowHead = headEnd < prefix.upperBound && headEnd < tailStart
      let canGrowTail = tailStart > suffix.lowerBound && tailStart > headEnd
      let headNext = canGrowHead ? graphemeAdvance[headEnd] : .infinity
      let tailNext = canGrowTail ? graphemeAdvance[tailStart - 1] : .infinity
      let total = headWidth + tailWidth
      if headWidth <= tailWidth, canGrowHead, total + headNext <= room {
        headWidth += headNext
        headEnd += 1
      } else if canGrowTail, total + tailNext <= room {
        tailWidth += tailNext
        tailStart -= 1
      } else if canGrowHead, total + headNext <= room {
        headWidth += headNext
        headEnd += 1
      } else {
        break
      }
    }
    return (prefix.lowerBound..<headEnd, tailStart..<suffix.upperBound)
  }

  /// The grapheme the content of the paragraph holding `grapheme` ends before (its newline, or the end).
  private func contentEnd(ofParagraphAt grapheme: Int) -> Int {
    let paragraph = paragraphIndex(of: grapheme)
    return paragraph + 1 < paragraphCount ? Int(paragraphStart[paragraph + 1]) - 1 : graphemeAdvance.count
  }

  /// The graphemes of the last paragraph with content at or after `grapheme`'s (from `grapheme` when it is that
  /// paragraph), without its newline.
  private func lastParagraph(from grapheme: Int) -> Range<Int> {
    let first = paragraphIndex(of: grapheme)
    var paragraph = paragraphCount - 1
    while paragraph > first {
      let start = Int(paragraphStart[paragraph])
      let end = paragraph + 1 < paragraphCount ? Int(paragraphStart[paragraph + 1]) - 1 : graphemeAdvance.count
      if end > start { return start..<end }
      paragraph -= 1
    }
    return grapheme..<contentEnd(ofParagraphAt: grapheme)
  }

  /// The paragraph holding `grapheme` (binary search).
  func paragraphIndex(of grapheme: Int) -> Int {
    var low = 0
    var high = paragraphCount - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if Int(paragraphStart[middle]) <= grapheme { low = middle } else { high = middle - 1 }
    }
    return low
  }
}
