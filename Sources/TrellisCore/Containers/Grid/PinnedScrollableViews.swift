/// The section views a lazy grid keeps in view while scrolling (SwiftUI's `PinnedScrollableViews`). Trellis has no
/// sections, so the value is accepted and changes nothing.
public struct PinnedScrollableViews: OptionSet, Sendable, Hashable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  /// Section headers.
  public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
  /// Section footers.
  public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}
