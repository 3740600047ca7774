/// A scene file read straight into its node tree: the proposal and the built root (``Scene/readTree(_:schema:)``).
public struct SceneTree: Sendable {
  /// The proposal for the root (`nil` dimensions are unspecified).
  public var proposal: ProposedViewSize
  /// The built tree.
  public var root: Node
  /// The scene's `"fonts"` as written (``Scene/fonts``); ``Scene/readTree(_:schema:fontDirectory:)`` has
  /// registered them.
  public var fonts: [String]

  /// Creates a read scene.
  public init(proposal: ProposedViewSize, root: Node, fonts: [String] = []) {
    self.proposal = proposal
    self.root = root
    self.fonts = fonts
  }
}

extension Scene {
  /// Reads a scene's JSON text straight into its node tree: what `try Scene.read(text, schema: schema)` followed by
  /// ``registerFonts(relativeTo:in:)`` (with `fontDirectory`) and ``makeTree(schema:)`` gives, the same tree and the
  /// same errors, without making the document's ``JSONValue`` or a ``SceneNode`` per node on the way (about a third of
  /// the instructions on a tree of boxes and stacks with ids). The CLI's `layout`, `render` and `batch` read scenes
  /// this way.
  ///
  /// ```swift
  /// let scene = try Scene.readTree(#"{"root": {"type": "Box", "id": "a", "width": 40, "height": 20}}"#)
  /// let result = try LayoutEngine().layout(scene.root, proposal: scene.proposal)
  /// ```
  /// Use ``read(_:schema:)`` instead when you want the scene itself (to inspect or edit it before building).
  ///
  /// - Parameter fontDirectory: where the scene's relative `"fonts"` paths start (the scene file's directory; the
  ///   current directory when `nil`).
  /// - Throws: ``SceneError``, exactly as ``read(_:schema:)``, ``registerFonts(relativeTo:in:)`` and
  ///   ``makeTree(schema:)`` throw it: a document with any problem is read again their way, so that one reader decides
  ///   what every error says.
  /// - Complexity: O(length of the document), plus the builders' work and reading new font files.
  public static func readTree(_ text: String, schema: SceneSchema = .standard, fontDirectory: String? = nil)
    throws(SceneError) -> SceneTree
  {
    if let direct = readTreeDirectly(text, schema: schema) {
      if direct.fonts.isEmpty { return direct }
      if (try? registerFonts(direct.fonts, relativeTo: fontDirectory, in: .shared)) != nil { return direct }
    }
    var scene = try read(text, schema: schema)
    try scene.registerFonts(relativeTo: fontDirectory)
    let fonts = scene.fonts
    scene.fonts = []
    return SceneTree(proposal: scene.proposal, root: try scene.makeTree(schema: schema), fonts: fonts)
  }

  /// The tree ``readTree(_:schema:fontDirectory:)`` reads without going the long way (its fonts not registered), or
  /// `nil` where it would (any problem, or a document it leaves to ``read(_:schema:)``, such as a key written with
  /// escapes); for the tests and the `scene` fuzz target, which check that it never accepts what the long way rejects
  /// and builds the same tree.
  ///
  /// - Complexity: O(length of the document), plus the builders' work.
  @_spi(Fuzzing) public static func readTreeDirectly(_ text: String, schema: SceneSchema = .standard) -> SceneTree? {
    var text = text
    return text.withUTF8 { bytes in
      var reader = SceneTreeReader(bytes, schema: schema)
      return try? reader.readScene()
    }
  }
}
