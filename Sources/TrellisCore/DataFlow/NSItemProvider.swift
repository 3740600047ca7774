#if !canImport(Darwin)
  /// What a drag carries (Foundation's `NSItemProvider` on Apple's platforms, which Linux's Foundation lacks): the
  /// type identifiers of the data it offers, and a suggested name. `onDrag`'s closure returns one, and `onDrop`'s
  /// closure and ``DropInfo`` hand them over; nothing is dragged or dropped headless, so no provider is asked for
  /// its data: the load methods keep their handlers and never call them. The class is open, as Foundation's, so
  /// that a pasted subclass compiles.
  ///
  /// ```swift
  /// .onDrag { NSItemProvider(object: item.name as NSString) }  // recorded as "onDrag"; the closure never runs
  /// ```
  ///
  /// - Complexity: O(t) for ``hasItemConformingToTypeIdentifier(_:)`` with t the registered types; O(1) for the
  ///   rest.
  open class NSItemProvider {
    /// The type identifiers of the data offered, in the order they were registered.
    open private(set) var registeredTypeIdentifiers: [String]
    /// The name a drop target may give the data (a file's name without its extension).
    open var suggestedName: String?

    /// A provider of nothing.
    public init() { registeredTypeIdentifiers = [] }

    /// A provider of `item`, of the type `typeIdentifier` (nothing is registered without one).
    public init(item: (any NSSecureCoding)?, typeIdentifier: String?) {
      registeredTypeIdentifiers = typeIdentifier.map { [$0] } ?? []
    }

    /// A provider of `object` (an `NSString`, `NSURL`), of the types the object's class writes.
    public convenience init(object: any NSItemProviderWriting) {
      self.init()
      registeredTypeIdentifiers = type(of: object).writableTypeIdentifiersForItemProvider
    }

    /// A provider of the file at `fileURL`, offered as a file URL and named after the file; `nil` when there is no
    /// URL or it is not a file's.
    public convenience init?(contentsOf fileURL: URL!) {
      guard let fileURL, fileURL.isFileURL else { return nil }
      self.init()
      registeredTypeIdentifiers = [UTType.fileURL.identifier]
      suggestedName = fileURL.deletingPathExtension().lastPathComponent
    }

    /// Whether the provider offers data of `typeIdentifier` or of a type that conforms to it.
    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
      guard let wanted = UTType(typeIdentifier) else { return false }
      return registeredTypeIdentifiers.contains { UTType($0)?.conforms(to: wanted) ?? false }
    }

    /// Whether the provider offers data of `typeIdentifier` or a type that conforms to it, as ``hasItemConformingToTypeIdentifier(_:)``.
    open func hasRepresentationConforming(toTypeIdentifier typeIdentifier: String, fileOptions: Int = 0) -> Bool {
      hasItemConformingToTypeIdentifier(typeIdentifier)
    }

    /// Asks for the data of `typeIdentifier`; headless the handler is never called (nothing is dropped to load).
    open func loadItem(
      forTypeIdentifier typeIdentifier: String, options: [AnyHashable: Any]? = nil,
      completionHandler: (@Sendable ((any NSSecureCoding)?, (any Error)?) -> Void)? = nil
    ) {}

    /// Asks for the data of `typeIdentifier` as bytes; headless the handler is never called. Returns a progress that
    /// never advances.
    @discardableResult
    open func loadDataRepresentation(
      forTypeIdentifier typeIdentifier: String, completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress { Progress(totalUnitCount: 0) }

    /// Asks for the data as a value of `aClass` (`String.self`, `URL.self`); headless the handler is never called.
    /// Returns a progress that never advances.
    @discardableResult
    open func loadObject<T>(
      ofClass aClass: T.Type, completionHandler: @escaping @Sendable (T?, (any Error)?) -> Void
    ) -> Progress { Progress(totalUnitCount: 0) }
  }

  /// A class whose values an ``NSItemProvider`` can offer (Foundation's `NSItemProviderWriting`): the type identifiers
  /// it writes. `NSString` and `NSURL` conform, as on Apple's platforms.
  public protocol NSItemProviderWriting: AnyObject {
    /// The type identifiers the class's values are offered as.
    static var writableTypeIdentifiersForItemProvider: [String] { get }
  }

  extension NSString: NSItemProviderWriting {
    /// UTF-8 plain text.
    public static var writableTypeIdentifiersForItemProvider: [String] { [UTType.utf8PlainText.identifier] }
  }

  extension NSURL: NSItemProviderWriting {
    /// A URL.
    public static var writableTypeIdentifiersForItemProvider: [String] { [UTType.url.identifier] }
  }
#endif
