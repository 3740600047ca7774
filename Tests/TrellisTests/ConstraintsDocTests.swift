import Foundation
import Testing
import Trellis

/// The examples of Documentation/Constraints.md hold for the parsers: every line of a ```constraints block parses,
/// every line of a ```vfl block expands, and each row of the two error tables gives its column and kind.
@Suite struct ConstraintsDocTests {
  static let text: String = {
    let url = PackagePaths.root.appendingPathComponent("Documentation/Constraints.md")
    return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
  }()

  /// The lines of every fenced block tagged `language`.
  static func blocks(_ language: String) -> [String] {
    var lines: [String] = []
    var inside = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("```") {
        inside = !inside && line == "```\(language)"
        continue
      }
      if inside { lines.append(String(line)) }
    }
    return lines
  }

  /// The table rows whose first cell is code: (first cell without backticks, column, the third cell).
  static func errorRows(after heading: String) -> [(text: String, note: String, column: Int, kind: String)] {
    guard let start = text.range(of: heading) else { return [] }
    var rows: [(String, String, Int, String)] = []
    for line in text[start.upperBound...].split(separator: "\n").drop(while: { !$0.hasPrefix("|") }) {
      guard line.hasPrefix("|") else { break }
      let cells = line.replacingOccurrences(of: "\\|", with: "\u{1}").split(separator: "|").map {
        $0.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "\u{1}", with: "|")
      }
      guard cells.count >= 3, cells[0].hasPrefix("`"), let column = Int(cells[1]) else { continue }
      let first = cells[0].dropFirst()
      guard let close = first.firstIndex(of: "`") else { continue }
      let kindCell = cells[2].drop { $0 == "`" }
      rows.append(
        (
          String(first[..<close]), String(first[first.index(after: close)...]), column,
          String(kindCell.prefix { $0 != "`" })
        ))
    }
    return rows
  }

  @Test func constraintExamplesParse() throws {
    let lines = Self.blocks("constraints")
    #expect(lines.count >= 10)
    for line in lines { _ = try Constraint(parsing: line) }
  }

  @Test func formatExamplesExpand() throws {
    let lines = Self.blocks("vfl")
    #expect(lines.count >= 7)
    for line in lines {
      _ = try VisualFormat.constraints(line, views: ["label", "field", "a", "b"], metrics: ["pad": 8])
    }
  }

  @Test func constraintErrorTable() {
    let rows = Self.errorRows(after: "and a message:\n")
    #expect(rows.count >= 10)
    for row in rows {
      do {
        _ = try Constraint(parsing: row.text)
        Issue.record("'\(row.text)' parsed")
      } catch {
        #expect(error.column == row.column && "\(error.kind)" == row.kind, "\(row.text): \(error)")
      }
    }
  }

  @Test func formatErrorTable() {
    let rows = Self.errorRows(after: "wrapped as `ConstraintError.invalidFormat(_, index:)`:\n")
    #expect(rows.count >= 7)
    for row in rows {
      let metrics: [String: Double] = row.note.contains("with a metric") ? ["b": 3] : [:]
      do {
        _ = try VisualFormat.constraints(row.text, views: ["a", "b"], metrics: metrics)
        Issue.record("'\(row.text)' expanded")
      } catch {
        #expect(error.column == row.column && "\(error.kind)" == row.kind, "\(row.text): \(error)")
      }
    }
  }
}
