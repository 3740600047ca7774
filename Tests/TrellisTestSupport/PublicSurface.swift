import Foundation

/// The public declarations of one of the package's library modules, read from its compiled module with the
/// toolchain's `swift-symbolgraph-extract`: what the compiler makes visible to a user, so a declaration that is public
/// because its type or protocol makes it so (an enum's case, a protocol's requirement) is seen as well as one marked
/// `public`, and nothing `package` or internal is.
///
/// Only declarations written in the module are kept: members that conforming types inherit from a protocol's
/// extension are not repeated for each type. ``listing`` is a text with one line per declaration, grouped by the
/// module's source folder and sorted, with no line numbers or machine paths, so that it can be a golden file
/// (`Tests/Snapshots/PublicSurface/`) and a new, removed or changed public declaration is one line of its diff.
///
/// ```swift
/// let surface = try PublicSurface(module: "TrellisCore")
/// #expect(Snapshot.check(surface.listing, group: "PublicSurface", name: "TrellisCore.txt") == nil)
/// ```
public struct PublicSurface: Sendable {
  /// One public declaration.
  public struct Declaration: Sendable, Hashable, Comparable {
    /// The first folder under `Sources/<module>/` of the file that declares it (`"Geometry"`), or `"(top level)"`.
    public var folder: String
    /// The names from the module's top level down to it (`["HStack", "init(alignment:spacing:content:)"]`).
    public var path: [String]
    /// The declaration as a user reads it: `init(alignment: VerticalAlignment = .center, …)`, a type with its
    /// conformances, a member of a constrained extension with its `where` clause.
    public var text: String
    /// Whether it has a documentation comment, its own or the one of the requirement it implements.
    public var isDocumented: Bool

    /// The listing's line: the enclosing names, then the declaration (`HStack: init(…)`).
    public var line: String {
      path.count > 1 ? "\(path.dropLast().joined(separator: ".")): \(text)" : text
    }

    public static func < (a: Declaration, b: Declaration) -> Bool {
      (a.folder, a.path.joined(separator: "."), a.text) < (b.folder, b.path.joined(separator: "."), b.text)
    }
  }

  /// Why the module could not be read.
  public struct ReadError: Error, CustomStringConvertible {
    public var description: String
  }

  /// The module's name.
  public let module: String
  /// Its public declarations, sorted by folder, path and text.
  public let declarations: [Declaration]

  /// Reads `module` as compiled for the running tests (the build folder next to the test bundle). A module that
  /// imports a C module needs the folder of that module's map in `includePaths` (`Sources/CGLPK` for TrellisSolver).
  ///
  /// - Throws: ``ReadError`` when the compiled module or `swift-symbolgraph-extract` cannot be found (it comes with the
  ///   toolchain, beside `swift` on the `PATH`), or the tool fails.
  /// - Complexity: one run of the tool, then O(n log n) for the module's n symbols.
  public init(module: String, includePaths: [String] = []) throws {
    self.module = module
    let modules = try Self.modulesFolder(containing: module)
    let tool = try Self.tool()
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-surface-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: output) }
    let process = Process()
    process.executableURL = tool
    process.arguments =
      [
        "-module-name", module, "-target", Self.targetTriple(modules: modules), "-I", modules.path,
        "-output-dir", output.path, "-skip-synthesized-members",
      ] + includePaths.flatMap { ["-I", $0] }
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let message = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw ReadError(description: "\(tool.path) failed: \(String(decoding: message, as: UTF8.self))")
    }
    // One graph for the module, and one per other module it extends (`TrellisCore@Foundation`).
    let files = try FileManager.default.contentsOfDirectory(atPath: output.path).filter {
      $0.hasPrefix(module) && $0.hasSuffix(".symbols.json")
    }
    var graphs: [SymbolGraph] = []
    for file in files.sorted() {
      let data = try Data(contentsOf: output.appendingPathComponent(file))
      graphs.append(try JSONDecoder().decode(SymbolGraph.self, from: data))
    }
    declarations = Self.declarations(graphs, module: module).sorted()
  }

  /// The golden file's text: a header with the counts, then the declarations under their folders.
  public var listing: String {
    let folders = Dictionary(grouping: declarations, by: \.folder)
    let counts = folders.keys.sorted().map { "\($0) \(folders[$0]!.count)" }.joined(separator: ", ")
    var text = """
      # The public declarations of \(module), read from the compiled module (PublicSurfaceTests).
      # A change here changes what users see: review it, then re-record with
      # TRELLIS_RECORD_SNAPSHOTS=1 swift test --filter PublicSurfaceTests
      # \(declarations.count) declarations: \(counts)

      """
    for folder in folders.keys.sorted() {
      text += "\n## \(folder) (\(folders[folder]!.count))\n\n"
      for declaration in folders[folder]! { text += declaration.line + "\n" }
    }
    return text
  }

  // MARK: - Reading the symbol graph

  /// The parts of the symbol graph format read here.
  struct SymbolGraph: Decodable {
    struct Symbol: Decodable {
      struct Identifier: Decodable { var precise: String }
      struct Kind: Decodable { var identifier: String }
      struct Fragment: Decodable { var spelling: String }
      struct Location: Decodable { var uri: String }
      struct Extension: Decodable { var constraints: [Constraint]? }
      struct Generics: Decodable { var constraints: [Constraint]? }
      struct Constraint: Decodable, Hashable {
        var kind: String
        var lhs: String
        var rhs: String
      }
      struct DocComment: Decodable {}

      var identifier: Identifier
      var kind: Kind
      var pathComponents: [String]
      var declarationFragments: [Fragment]?
      var location: Location?
      var docComment: DocComment?
      var swiftExtension: Extension?
      var swiftGenerics: Generics?
    }
    struct Relationship: Decodable {
      var kind: String
      var source: String
      var target: String
      var targetFallback: String?
    }
    var symbols: [Symbol]
    var relationships: [Relationship]
  }

  /// Conformances every type has, or that `Sendable` implies: not listed.
  static let impliedConformances: Set<String> = ["Copyable", "Escapable", "SendableMetatype"]

  static func declarations(_ graphs: [SymbolGraph], module: String) -> [Declaration] {
    let symbols = graphs.flatMap(\.symbols)
    let names = Dictionary(
      symbols.map { ($0.identifier.precise, $0.pathComponents.joined(separator: ".")) }, uniquingKeysWith: { a, _ in a }
    )
    // A generic type's own requirements, which every extension of it repeats: not listed again for each member.
    let genericRequirements = Dictionary(
      symbols.map { ($0.identifier.precise, Set($0.swiftGenerics?.constraints ?? [])) }, uniquingKeysWith: { a, _ in a }
    )
    var conformances: [String: Set<String>] = [:]
    var parent: [String: String] = [:]
    for relationship in graphs.flatMap(\.relationships) {
      switch relationship.kind {
      case "conformsTo":
        let name =
          names[relationship.target]
          ?? relationship.targetFallback.map { $0.hasPrefix("Swift.") ? String($0.dropFirst(6)) : $0 }
          ?? relationship.target
        if !impliedConformances.contains(name) { conformances[relationship.source, default: []].insert(name) }
      case "memberOf": parent[relationship.source] = relationship.target
      default: break
      }
    }
    let typeKinds: Set<String> = ["swift.struct", "swift.class", "swift.enum"]
    let marker = "/Sources/\(module)/"
    var seen: Set<String> = []
    var result: [Declaration] = []
    // A symbol without a location is made by the compiler (an enum's `init(rawValue:)`), not written in the module.
    for symbol in symbols where symbol.location != nil && seen.insert(symbol.identifier.precise).inserted {
      var text = (symbol.declarationFragments ?? []).map(\.spelling).joined()
        .split(whereSeparator: \.isWhitespace).joined(separator: " ")
      if typeKinds.contains(symbol.kind.identifier), let list = conformances[symbol.identifier.precise] {
        // `struct ForEach<Data, ID>: Sendable, View where …`, as it would be written.
        let clause = ": " + list.sorted().joined(separator: ", ")
        if let whereClause = text.range(of: " where ") {
          text.insert(contentsOf: clause, at: whereClause.lowerBound)
        } else {
          text += clause
        }
      }
      let inherited = parent[symbol.identifier.precise].flatMap { genericRequirements[$0] } ?? []
      let constraints = (symbol.swiftExtension?.constraints ?? []).filter { !inherited.contains($0) }
      if !constraints.isEmpty, !text.contains(" where ") {
        text +=
          " (where "
          + constraints.map { $0.kind == "sameType" ? "\($0.lhs) == \($0.rhs)" : "\($0.lhs): \($0.rhs)" }
          .joined(separator: ", ") + ")"
      }
      let uri = symbol.location!.uri
      var folder = "(top level)"
      if let range = uri.range(of: marker) {
        let relative = uri[range.upperBound...]
        if let slash = relative.firstIndex(of: "/") { folder = String(relative[..<slash]) }
      }
      result.append(
        Declaration(
          folder: folder, path: symbol.pathComponents, text: text, isDocumented: symbol.docComment != nil))
    }
    return result
  }

  // MARK: - Finding the module and the tool

  /// The build's `Modules` folder holding `module.swiftmodule`, next to the test bundle.
  static func modulesFolder(containing module: String) throws -> URL {
    let bundle = Bundle.main.bundleURL.resolvingSymlinksInPath()
    let candidates = [
      bundle.deletingLastPathComponent().appendingPathComponent("Modules"),
      bundle.appendingPathComponent("Modules"),
    ]
    for folder in candidates
    where FileManager.default.fileExists(atPath: folder.appendingPathComponent("\(module).swiftmodule").path) {
      return folder
    }
    throw ReadError(description: "no \(module).swiftmodule in \(candidates.map(\.path))")
  }

  /// The triple the module was built for: the build folder's name (`.build/x86_64-unknown-linux-gnu/debug/Modules`).
  static func targetTriple(modules: URL) -> String {
    let name = modules.deletingLastPathComponent().deletingLastPathComponent().lastPathComponent
    if name.split(separator: "-").count >= 3 { return name }
    #if arch(arm64)
      return "aarch64-unknown-linux-gnu"
    #else
      return "x86_64-unknown-linux-gnu"
    #endif
  }

  /// `swift-symbolgraph-extract` from the `PATH` (the toolchain's `bin` folder, beside `swift`).
  static func tool() throws -> URL {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    for folder in path.split(separator: ":") {
      let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("swift-symbolgraph-extract")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    throw ReadError(description: "swift-symbolgraph-extract is not on the PATH (\(path))")
  }
}
