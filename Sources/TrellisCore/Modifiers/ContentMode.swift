/// How content keeps its aspect ratio when scaled into a frame (SwiftUI's `ContentMode`).
///
/// - Complexity: O(1) for every member.
public enum ContentMode: String, Hashable, Sendable, CaseIterable {
  /// Scale uniformly so the content fits inside the frame (the smaller scale of the two axes).
  case fit
  /// Scale uniformly so the content covers the frame (the larger scale of the two axes).
  case fill
}
