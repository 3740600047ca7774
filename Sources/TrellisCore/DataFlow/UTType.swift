#if canImport(UniformTypeIdentifiers)
  // Apple's platforms have the real type, which their SwiftUI's drop modifiers take.
  @_exported import UniformTypeIdentifiers
#else
  /// A kind of data (UniformTypeIdentifiers' `UTType`, which Linux's Foundation lacks), what the drop modifiers take
  /// (`.onDrop(of: [.text], …)`): a type identifier (`"public.plain-text"`) and the types it conforms to. The common
  /// system types are here, with UniformTypeIdentifiers' names and identifiers; a type made from any other identifier
  /// conforms to ``data`` (and ``item``) only, and to the type it was declared with. Nothing is dropped headless, so
  /// only pasted code and ``DropInfo`` read it.
  ///
  /// - Complexity: O(d) for ``conforms(to:)`` with d the depth of the type's parents (at most 4 here); O(1) for the
  ///   rest (the extension table has 9 entries).
  public struct UTType: Hashable, Sendable, CustomStringConvertible {
    /// The type's identifier (`"public.plain-text"`).
    public let identifier: String
    /// The identifier of the type it conforms to, `nil` for ``item``.
    let parentIdentifier: String?

    init(_ identifier: String, parent: String?) {
      self.identifier = identifier
      self.parentIdentifier = parent
    }

    /// The system type of `identifier`, or a type of that identifier that conforms to ``data``; `nil` for an empty
    /// identifier (UniformTypeIdentifiers answers `nil` for identifiers it does not know: here every one is known).
    public init?(_ identifier: String) {
      guard !identifier.isEmpty else { return nil }
      self = Self.system[identifier] ?? UTType(identifier, parent: Self.data.identifier)
    }

    /// A type the app declares and exports, conforming to `parentType` (``data`` unless given).
    public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
      self.init(identifier, parent: (parentType ?? .data).identifier)
    }

    /// A type another app declares, which this app imports, conforming to `parentType` (``data`` unless given).
    public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
      self.init(identifier, parent: (parentType ?? .data).identifier)
    }

    /// The system type whose usual file extension is `filenameExtension` (`"png"`), if it conforms to `supertype`.
    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
      let name = filenameExtension.lowercased()
      guard let type = Self.fileExtensions.first(where: { $0.name == name })?.type, type.conforms(to: supertype) else {
        return nil
      }
      self = type
    }

    /// The usual file extension of a system type (`"png"`), `nil` for the others.
    public var preferredFilenameExtension: String? {
      Self.fileExtensions.first { $0.type == self }?.name
    }

    /// Whether this type is `type` or one of its descendants (``plainText`` conforms to ``text`` and ``item``).
    public func conforms(to type: UTType) -> Bool {
      var current: UTType? = self
      while let candidate = current {
        if candidate.identifier == type.identifier { return true }
        current = candidate.parentIdentifier.map { Self.system[$0] ?? UTType($0, parent: Self.data.identifier) }
      }
      return false
    }

    /// Whether `type` is this type or one of its descendants.
    public func isSupertype(of type: UTType) -> Bool { type.conforms(to: self) }

    /// Whether this type is a descendant of `type`, not `type` itself.
    public func isSubtype(of type: UTType) -> Bool { self != type && conforms(to: type) }

    /// The identifier.
    public var description: String { identifier }

    public static func == (lhs: UTType, rhs: UTType) -> Bool { lhs.identifier == rhs.identifier }
    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }

    /// Anything.
    public static let item = UTType("public.item", parent: nil)
    /// Content a user works with (documents, pictures, text).
    public static let content = UTType("public.content", parent: "public.item")
    /// Bytes.
    public static let data = UTType("public.data", parent: "public.item")
    /// Text of any encoding.
    public static let text = UTType("public.text", parent: "public.data")
    /// Text without markup.
    public static let plainText = UTType("public.plain-text", parent: "public.text")
    /// Plain text in UTF-8.
    public static let utf8PlainText = UTType("public.utf8-plain-text", parent: "public.plain-text")
    /// Rich text.
    public static let rtf = UTType("public.rtf", parent: "public.text")
    /// HTML.
    public static let html = UTType("public.html", parent: "public.text")
    /// JSON.
    public static let json = UTType("public.json", parent: "public.text")
    /// A URL.
    public static let url = UTType("public.url", parent: "public.data")
    /// A file's URL.
    public static let fileURL = UTType("public.file-url", parent: "public.url")
    /// A picture.
    public static let image = UTType("public.image", parent: "public.data")
    /// A PNG picture.
    public static let png = UTType("public.png", parent: "public.image")
    /// A JPEG picture.
    public static let jpeg = UTType("public.jpeg", parent: "public.image")
    /// A PDF document.
    public static let pdf = UTType("com.adobe.pdf", parent: "public.data")
    /// Sound and pictures over time.
    public static let audiovisualContent = UTType("public.audiovisual-content", parent: "public.data")
    /// A film.
    public static let movie = UTType("public.movie", parent: "public.audiovisual-content")
    /// Video without sound.
    public static let video = UTType("public.video", parent: "public.movie")
    /// Sound.
    public static let audio = UTType("public.audio", parent: "public.audiovisual-content")
    /// A folder.
    public static let folder = UTType("public.folder", parent: "public.item")

    /// The system types above, by identifier.
    static let system: [String: UTType] = Dictionary(
      uniqueKeysWithValues: [
        item, content, data, text, plainText, utf8PlainText, rtf, html, json, url, fileURL, image, png, jpeg, pdf,
        audiovisualContent, movie, video, audio, folder,
      ].map { ($0.identifier, $0) })

    /// The system types' file extensions, the preferred one of a type first.
    static let fileExtensions: [(name: String, type: UTType)] = [
      ("txt", plainText), ("rtf", rtf), ("html", html), ("json", json), ("png", png), ("jpeg", jpeg), ("jpg", jpeg),
      ("pdf", pdf), ("mov", movie),
    ]
  }
#endif
