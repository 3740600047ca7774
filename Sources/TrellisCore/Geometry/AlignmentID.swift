/// A type that identifies a custom alignment guide, SwiftUI's `AlignmentID`.
///
/// ```swift
/// private struct MyGuide: AlignmentID {
///   static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 3 }
/// }
/// extension VerticalAlignment {
///   static let myGuide = VerticalAlignment(MyGuide.self)
/// }
/// ```
///
/// The guide is identified by the type (its module-qualified name), as in SwiftUI. Its default is computed from
/// the view's length along the guide's axis: `context` has that length (`width` for a ``HorizontalAlignment``,
/// `height` for a ``VerticalAlignment``), 0 across it, and no explicit guides (`context[.bottom]` is the height).
/// SwiftUI also fills in the other length and the view's explicit guides. The type's metatype must be `Sendable`
/// (any struct or enum is), since guides are used from any task.
public protocol AlignmentID: SendableMetatype {
  /// The guide's value for a view that sets no explicit value for it.
  static func defaultValue(in context: ViewDimensions) -> CGFloat
}

extension HorizontalAlignment {
  /// The horizontal guide identified by `id` (see ``AlignmentID``).
  ///
  /// - Complexity: O(length of the type's name).
  public init(_ id: any AlignmentID.Type) {
    self.init(String(reflecting: id)) { width in
      id.defaultValue(in: ViewDimensions(size: Size(width: width, height: 0)))
    }
  }
}

extension VerticalAlignment {
  /// The vertical guide identified by `id` (see ``AlignmentID``).
  ///
  /// - Complexity: O(length of the type's name).
  public init(_ id: any AlignmentID.Type) {
    self.init(String(reflecting: id)) { height in
      id.defaultValue(in: ViewDimensions(size: Size(width: 0, height: height)))
    }
  }
}
