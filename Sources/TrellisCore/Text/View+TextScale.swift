extension Text {
  /// A logical text size relative to the font in use (SwiftUI's `Text.Scale`, iOS 17), applied with
  /// ``View/textScale(_:isEnabled:)``.
  ///
  /// - Complexity: O(1) for every member.
  public struct Scale: Hashable, Sendable {
    /// The name recorded.
    let name: String
    /// The font's own size.
    public static let `default` = Scale(name: "default")
    /// The secondary scale: smaller than the font in SwiftUI, by a factor Apple does not publish.
    public static let secondary = Scale(name: "secondary")
  }
}

extension View {
  /// Records a text scale for the texts below (`"textScale(secondary)"`, SwiftUI's `textScale(_:isEnabled:)`,
  /// iOS 17); `isEnabled: false` records nothing.
  ///
  /// | | SwiftUI | Trellis |
  /// | --- | --- | --- |
  /// | `.secondary` | the text's font drawn smaller | recorded only: the texts keep their font's size, since Apple documents no factor (its documentation says only "a secondary text scale") |
  ///
  /// - Complexity: O(1), plus copying the node's handlers.
  public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> Node {
    isEnabled ? recording("textScale(\(scale.name))") : node
  }
}
