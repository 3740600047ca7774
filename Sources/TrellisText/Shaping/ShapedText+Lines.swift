/// A line found by the line breaker: graphemes `start..<contentEnd` shown, `width` ems wide.
struct LineSpan {
  var start: Int
  var contentEnd: Int
  var width: Double
}

extension ShapedText {
  /// Walks the lines of the text wrapped to `maxWidth` ems (`nil`: one line per paragraph), greedily as SwiftUI and
  /// browsers do: a segment (text up to a UAX #14 break opportunity) goes on the current line when its width without
  /// trailing spaces fits, else it starts the next line; a segment wider than a whole line is broken between
  /// graphemes (at least one grapheme per line). Trailing spaces hang: they never make a line overflow, but an
  /// unwrapped paragraph's last line keeps them (SwiftUI measures `"a  "` wider than `"a"`). `body` returns `false`
  /// to stop.
  ///
  /// - Complexity: O(segments) when no segment is wider than a line, O(graphemes) at worst.
  func forEachLine(maxWidth: Double?, _ body: (LineSpan) -> Bool) {
    let limit = maxWidth.map { $0 * (1 + 1e-12) + 1e-12 }
    var segment = 0
    for paragraph in 0..<paragraphCount {
      let firstGrapheme = Int(paragraphStart[paragraph])
      let segmentEnd = Int(paragraphSegmentEnd[paragraph])
      guard let limit else {
        let end = segment < segmentEnd ? Int(self.segmentEnd[segmentEnd - 1]) : firstGrapheme
        segment = segmentEnd
        if !body(LineSpan(start: firstGrapheme, contentEnd: end, width: paragraphWidth[paragraph])) { return }
        continue
      }
      var line = LineSpan(start: firstGrapheme, contentEnd: firstGrapheme, width: 0)
      var pendingSpace = 0.0
      var started = false
      while segment < segmentEnd {
        let content = segmentContent[segment]
        if started && line.width + pendingSpace + content <= limit {
          line.width += pendingSpace + content
        } else {
          if started {
            if !body(line) { return }
            let start = Int(self.segmentEnd[segment - 1])
            line = LineSpan(start: start, contentEnd: start, width: 0)
          }
          started = true
          if content > limit {
            guard breakGraphemes(segment: segment, into: &line, limit: limit, body) else { return }
          } else {
            line.width = content
          }
        }
        line.contentEnd = Int(segmentContentEnd[segment])
        pendingSpace = segmentSpace[segment]
        segment += 1
      }
      // The last grapheme's tracking hangs (none without tracking).
      let ending = paragraphHang.isEmpty ? pendingSpace : pendingSpace - paragraphHang[paragraph]
      line.width += min(ending, max(0, limit - line.width))
      if !body(line) { return }
    }
  }

  /// Lays a segment wider than the line out grapheme by grapheme: every full line is passed to `body`, and `line`
  /// is left holding the last, partial one. `false` when `body` stopped.
  private func breakGraphemes(segment: Int, into line: inout LineSpan, limit: Double, _ body: (LineSpan) -> Bool)
    -> Bool
  {
    let first = line.start
    let end = Int(segmentContentEnd[segment])
    line.width = 0
    for grapheme in first..<end {
      let advance = graphemeAdvance[grapheme]
      if grapheme > line.start && line.width + advance > limit {
        line.contentEnd = grapheme
        if !body(line) { return false }
        line = LineSpan(start: grapheme, contentEnd: grapheme, width: 0)
      }
      line.width += advance
    }
    return true
  }
}
