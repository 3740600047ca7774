import Foundation
import Testing

/// Every repository path the guides name exists: in README.md, CONTRIBUTING.md, Fuzz/README.md and the pages of
/// Documentation/ (not the dated benchmark reports, which are kept as they were produced), every relative link, every path under a
/// top-level folder (`Sources/…`, `Tests/…`, `Documentation/…`, `Benchmarks/…`, `scripts/…`, `Fuzz/…`, `.ci/…`),
/// every path relative to the page (`../README.md`) and every guide named by its file name (`Layout.md`). Braces name several paths
/// (`Sources/TrellisFrameUp/{Flow,Masonry}/`), `*` matches within one path component (`Tests/Fixtures/leaves-*.json`),
/// and a path with a placeholder (`<target>`, `…`) is not checked.
@Suite struct DocumentationPathTests {
  static let root = PackagePaths.root
  static let folders = ["Sources", "Tests", "Documentation", "Benchmarks", "scripts", "Fuzz", ".ci"]

  /// The pages checked, relative to the package root.
  static func pages() throws -> [String] {
    var pages = ["README.md", "CONTRIBUTING.md", "Fuzz/README.md"]
    for folder in ["Documentation", "Documentation/Benchmarks"] {
      let names = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path)
      pages += names.filter { $0.hasSuffix(".md") }.sorted().map { "\(folder)/\($0)" }
    }
    return pages
  }

  /// The paths `text` (the page at `page`) names, each relative to the package root, with the line it is on.
  static func paths(in text: String, page: String) -> [(path: String, line: Int)] {
    let folder = (page as NSString).deletingLastPathComponent
    let link = try! Regex(#"\]\(([^)\s]+)\)"#)
    let underFolder = try! Regex(
      #"(?:^|[^A-Za-z0-9_./-])((?:Sources|Tests|Documentation|Benchmarks|scripts|Fuzz|\.ci)/[^\s`'"()\[\]]*)"#)
    let relative = try! Regex(#"(?:^|[\s`(])(\.\.?/[^\s`'"()\[\]]+)"#)
    let guide = try! Regex(#"(?:^|[^A-Za-z0-9_./-])([A-Z][A-Za-z]+\.md)\b"#)
    var found: [(String, Int)] = []
    for (k, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      for match in line.matches(of: link) {
        var target = String(line[match.range]).dropFirst(2).dropLast()
        if target.contains(":") || target.hasPrefix("#") { continue }  // a URL or an anchor on the same page
        if let anchor = target.firstIndex(of: "#") { target = target[..<anchor] }
        found.append((normalised(folder.isEmpty ? String(target) : "\(folder)/\(target)"), k + 1))
      }
      // A link's target was read above, relative to the page; the rest of the line is read from the root, but for
      // paths that start with ./ or ../, which are read from the page's folder.
      let rest = line.replacing(link, with: "]")
      for match in rest.matches(of: underFolder) {
        if let path = match.output[1].substring { found.append((trimmed(String(path)), k + 1)) }
      }
      for match in rest.matches(of: relative) {
        guard let path = match.output[1].substring.map({ trimmed(String($0)) }) else { continue }
        found.append((normalised(folder.isEmpty ? path : "\(folder)/\(path)"), k + 1))
      }
      for match in line.matches(of: guide) {
        guard let name = match.output[1].substring.map(String.init) else { continue }
        // A guide is named from its own folder, from Documentation/ or at the root.
        let candidates = [folder.isEmpty ? name : "\(folder)/\(name)", "Documentation/\(name)", name]
        found.append((candidates.first { exists($0) } ?? candidates[0], k + 1))
      }
    }
    return found
  }

  /// `path` without trailing punctuation and line numbers (`Package.swift:12`).
  static func trimmed(_ path: String) -> String {
    var path = Substring(path)
    while let last = path.last, ".,:;".contains(last) { path = path.dropLast() }
    if let colon = path.firstIndex(of: ":") { path = path[..<colon] }
    return String(path)
  }

  /// `a/b/../c` as `a/c`.
  static func normalised(_ path: String) -> String {
    var parts: [Substring] = []
    for part in path.split(separator: "/") {
      if part == ".." && !parts.isEmpty && parts.last != ".." {
        parts.removeLast()
      } else if part != "." {
        parts.append(part)
      }
    }
    return parts.joined(separator: "/") + (path.hasSuffix("/") ? "/" : "")
  }

  /// Whether `path` names something that exists: each brace alternative, and a file matching each `*` pattern.
  static func exists(_ path: String) -> Bool {
    if let open = path.firstIndex(of: "{"), let close = path[open...].firstIndex(of: "}") {
      let alternatives = path[path.index(after: open)..<close].split(separator: ",", omittingEmptySubsequences: false)
      return alternatives.allSatisfy {
        exists(String(path[..<open]) + $0 + String(path[path.index(after: close)...]))
      }
    }
    var matches = [root]
    for component in path.split(separator: "/") {
      matches = matches.flatMap { folder -> [URL] in
        guard component.contains("*") else { return [folder.appendingPathComponent(String(component))] }
        let pattern = try! Regex(
          "^"
            + component.split(separator: "*", omittingEmptySubsequences: false).map {
              NSRegularExpression.escapedPattern(for: String($0))
            }.joined(separator: ".*") + "$")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.wholeMatch(of: pattern) != nil }.map { folder.appendingPathComponent($0) }
      }
    }
    return matches.contains { FileManager.default.fileExists(atPath: $0.path) }
  }

  @Test func everyNamedPathExists() throws {
    var missing: [String] = []
    var checked = 0
    for page in try Self.pages() {
      guard let text = try? String(contentsOf: Self.root.appendingPathComponent(page), encoding: .utf8) else {
        missing.append("\(page) itself")
        continue
      }
      for (path, line) in Self.paths(in: text, page: page) where !path.contains("<") && !path.contains("…") {
        checked += 1
        if !Self.exists(path) { missing.append("\(page):\(line): \(path)") }
      }
    }
    #expect(checked > 100, "only \(checked) paths found: is the reading broken?")
    #expect(missing.isEmpty, "paths named in the docs that do not exist:\n\(missing.joined(separator: "\n"))")
  }

  /// Every test suite the pages name in code (`` `SceneFuzzTests` ``) is a type declared under Tests/ (or a test
  /// target).
  @Test func everyNamedTestSuiteExists() throws {
    let declared = try Self.testTypeNames()
    let suite = try! Regex(#"`([A-Z][A-Za-z0-9]*Tests)`"#)
    var missing: [String] = []
    for page in try Self.pages() {
      let text = (try? String(contentsOf: Self.root.appendingPathComponent(page), encoding: .utf8)) ?? ""
      for (k, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        for match in line.matches(of: suite) {
          if let name = match.output[1].substring, !declared.contains(String(name)) {
            missing.append("\(page):\(k + 1): \(name)")
          }
        }
      }
    }
    #expect(declared.count > 100)
    #expect(missing.isEmpty, "test suites named in the docs that do not exist:\n\(missing.joined(separator: "\n"))")
  }

  /// Every section a page points to by its title (`Layout.md, "Identity"`) is a heading, or a bold lead-in
  /// (`**Identity.**`), of that page (found beside the page that names it, else in Documentation/).
  @Test func everyNamedSectionExists() throws {
    let pointer = try! Regex(#"([A-Z][A-Za-z]+\.md)\)?,? \(?"([^"]+)""#)
    var missing: [String] = []
    var checked = 0
    for page in try Self.pages() {
      let text = (try? String(contentsOf: Self.root.appendingPathComponent(page), encoding: .utf8)) ?? ""
      for (k, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        for match in line.matches(of: pointer) {
          guard let name = match.output[1].substring, let title = match.output[2].substring else { continue }
          // The page's own folder first (Documentation/Benchmarks/README.md names its Notes.md), then Documentation/.
          let folder = Self.root.appendingPathComponent(page).deletingLastPathComponent()
          let target =
            (try? String(contentsOf: folder.appendingPathComponent(String(name)), encoding: .utf8))
            ?? (try? String(contentsOf: Self.root.appendingPathComponent("Documentation/\(name)"), encoding: .utf8))
            ?? ""
          let lines = target.split(separator: "\n")
          let found = lines.contains { ($0.hasPrefix("#") && $0.contains(title)) || $0.contains("**\(title)") }
          checked += 1
          if !found { missing.append("\(page):\(k + 1): \(name), \"\(title)\"") }
        }
      }
    }
    #expect(checked > 3)
    #expect(missing.isEmpty, "sections named in the docs that do not exist:\n\(missing.joined(separator: "\n"))")
  }

  /// The names of the types declared in the test targets, and the targets' names.
  static func testTypeNames() throws -> Set<String> {
    let declaration = try! Regex(
      #"^ *(?:@[A-Za-z]+(?:\([^)]*\))? +)*(?:final +)?(?:struct|class|enum|extension) +([A-Za-z0-9_]+)"#)
    var names = Set<String>()
    let tests = root.appendingPathComponent("Tests")
    for target in try FileManager.default.contentsOfDirectory(atPath: tests.path) {
      names.insert(target)
      let files = FileManager.default.enumerator(atPath: tests.appendingPathComponent(target).path)?.allObjects ?? []
      for case let file as String in files where file.hasSuffix(".swift") {
        let text = try String(contentsOf: tests.appendingPathComponent("\(target)/\(file)"), encoding: .utf8)
        for line in text.split(separator: "\n") {
          if let match = try? declaration.prefixMatch(in: line), let name = match.output[1].substring {
            names.insert(String(name))
          }
        }
      }
    }
    return names
  }

  /// The reading finds links, paths under a folder and guide names, and the checks tell what exists.
  @Test func readingFindsEachForm() {
    let text = """
      See [Layout](Layout.md), `Sources/TrellisCore/Leaves/Divider.swift`, Tests/Fixtures/leaves-*.json and Text.md.
      [a link](../README.md#the-two-commands) and `Sources/TrellisFrameUp/{Flow,Masonry}/`, from `../Package.swift`.
      """
    let paths = Self.paths(in: text, page: "Documentation/Example.md").map(\.path)
    #expect(
      paths == [
        "Documentation/Layout.md", "Sources/TrellisCore/Leaves/Divider.swift", "Tests/Fixtures/leaves-*.json",
        "Documentation/Layout.md", "Documentation/Text.md", "README.md", "Sources/TrellisFrameUp/{Flow,Masonry}/",
        "Package.swift",
      ])
    #expect(paths.allSatisfy(Self.exists))
    #expect(!Self.exists("Sources/TrellisCore/Leaves/Nothing.swift"))
    #expect(!Self.exists("Sources/TrellisFrameUp/{Flow,Nothing}/"))
    #expect(!Self.exists("Tests/Fixtures/nothing-*.json"))
  }
}
