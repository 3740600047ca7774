import Foundation

/// The public views and view modifiers of the library targets, read from their sources, so that a view or modifier
/// added to a target is seen without being listed anywhere (`SceneRegistrationTests` compares them with the scene
/// schema). Reads the code as swift-format writes it: declarations at the start of a line, members indented by two
/// spaces, a declaration's `{` on its first line.
///
/// - A **view** is a public type that conforms to `View`, `Layout` or `FULayout` (directly, through a protocol that
///   refines one, such as `Shape`, or in an extension), or that has a `callAsFunction` taking a `@NodeBuilder`
///   closure (`WidgetDemoFrame(.medium) { … }`): what a user writes as a view or a container.
/// - A **modifier** is a public method that returns `Node`, declared in an extension of `View` or of a protocol that
///   refines it (`Shape`).
struct PublicViewSurface {
  /// The library targets whose sources are read.
  static let targets = ["TrellisCore", "TrellisFrameUp", "TrellisSolver", "TrellisText", "Trellis"]

  /// View types by name, each with the file that declares it (relative to the package root).
  private(set) var views: [String: String] = [:]
  /// Modifier names (overloads are one name), each with the first file that declares it.
  private(set) var modifiers: [String: String] = [:]

  /// Reads every Swift file of ``targets`` under `root`.
  init(root: URL) throws {
    var declarations = Declarations()
    for target in Self.targets {
      let folder = root.appendingPathComponent("Sources/\(target)")
      let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
      let files = (enumerator?.allObjects as? [URL] ?? []).filter { $0.pathExtension == "swift" }
      for file in files.sorted(by: { $0.path < $1.path }) {
        let relative = String(file.path.dropFirst(root.path.count + 1))
        declarations.read(try String(contentsOf: file, encoding: .utf8), file: relative)
      }
    }
    let viewProtocols = declarations.refining(["View"])
    let containerProtocols = declarations.refining(["Layout", "FULayout"])
    for (type, file) in declarations.publicTypes {
      let conformances = declarations.conformances[type, default: []]
      if !conformances.isDisjoint(with: viewProtocols.union(containerProtocols))
        || declarations.builderCallables.contains(type)
      {
        views[type] = file
      }
    }
    for method in declarations.extensionMethods where viewProtocols.contains(method.extended) {
      if method.returnsNode, modifiers[method.name] == nil { modifiers[method.name] = method.file }
    }
  }

  /// What the line-by-line reading collects.
  private struct Declarations {
    /// Protocols with the protocols they refine.
    var protocols: [String: Set<String>] = [:]
    /// Top-level public types with the file that declares them.
    var publicTypes: [String: String] = [:]
    /// What each type conforms to, from its declaration and its extensions.
    var conformances: [String: Set<String>] = [:]
    /// Types with a public `callAsFunction` taking a `@NodeBuilder` closure.
    var builderCallables: Set<String> = []
    /// Public methods declared in extensions.
    var extensionMethods: [(extended: String, name: String, returnsNode: Bool, file: String)] = []

    /// `declaration` at the start of a line: attributes, access, `final`, the keyword and the name; the rest of the
    /// line follows (the generic clause, the inheritance list).
    let declaration = try! Regex(
      #"^(?:@[A-Za-z_]+(?:\([^)]*\))? +)*(?:(public|package|internal|fileprivate|private) +)?(?:final +)?"#
        + #"(struct|class|enum|actor|protocol|extension) +([A-Za-z_][A-Za-z0-9_.]*)(.*)$"#)
    /// A method two spaces in: attributes, `public`, maybe `nonisolated`, `func` and its name.
    let method = try! Regex(
      #"^  (?:@[A-Za-z_]+(?:\([^)]*\))? +)*public +(?:nonisolated +)?(static +)?func +([A-Za-z_][A-Za-z0-9_]*)"#)

    mutating func read(_ text: String, file: String) {
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
      var context: (name: String, isExtension: Bool)? = nil
      for (k, line) in lines.enumerated() {
        if line.hasPrefix("}") {
          context = nil
          continue
        }
        if let match = try? declaration.wholeMatch(in: line) {
          let access = match.output[1].substring.map(String.init) ?? "internal"
          let keyword = String(match.output[2].substring!)
          let name = String(match.output[3].substring!)
          let inherited = Self.inheritance(String(match.output[4].substring ?? ""))
          context = (name, keyword == "extension")
          if keyword == "protocol" {
            protocols[name, default: []].formUnion(inherited)
          } else {
            conformances[name, default: []].formUnion(inherited)
            if keyword != "extension" && access == "public" { publicTypes[name] = file }
          }
          continue
        }
        guard let context, let match = try? method.prefixMatch(in: line) else { continue }
        let name = String(match.output[2].substring!)
        let signature = Self.signature(from: k, in: lines)
        if name == "callAsFunction" && signature.contains("@NodeBuilder") { builderCallables.insert(context.name) }
        if context.isExtension && match.output[1].substring == nil {
          extensionMethods.append((context.name, name, Self.returnsNode(signature), file))
        }
      }
    }

    /// The protocols in an inheritance clause (`<T: P>: A, B where …  {` gives A and B).
    static func inheritance(_ rest: String) -> Set<String> {
      var text = Substring(rest)
      if text.first == "<" {
        var depth = 0
        while let c = text.first {
          text.removeFirst()
          if c == "<" { depth += 1 } else if c == ">" { depth -= 1 }
          if depth == 0 { break }
        }
      }
      text = text.drop { $0 == " " }
      guard text.first == ":" else { return [] }
      text = text.dropFirst().prefix { $0 != "{" }
      if let whereClause = text.range(of: " where ") { text = text[..<whereClause.lowerBound] }
      var names: Set<String> = []
      for part in text.split(whereSeparator: { $0 == "," || $0 == "&" }) {
        let name = part.trimmingCharacters(in: .whitespaces).prefix { $0 != "<" && $0 != " " }
        if !name.isEmpty { names.insert(String(name)) }
      }
      return names
    }

    /// A method's signature: its first line and the following ones up to the `{` that opens its body.
    static func signature(from start: Int, in lines: [Substring]) -> String {
      var text = ""
      for line in lines[start...] {
        text += line + " "
        if line.contains("{") { break }
      }
      return String(text.prefix { $0 != "{" })
    }

    /// Whether the signature's result (after its last `->`) is `Node`.
    static func returnsNode(_ signature: String) -> Bool {
      guard let arrow = signature.range(of: "->", options: .backwards) else { return false }
      let result = signature[arrow.upperBound...].trimmingCharacters(in: .whitespaces)
      return result == "Node" || result.hasPrefix("Node ") || result.hasPrefix("ModifiedEnvironment<")
    }

    /// `names` and every protocol that refines one of them, directly or through others.
    func refining(_ names: Set<String>) -> Set<String> {
      var found = names
      var grew = true
      while grew {
        grew = false
        for (name, parents) in protocols where !found.contains(name) && !parents.isDisjoint(with: found) {
          found.insert(name)
          grew = true
        }
      }
      return found
    }
  }
}
