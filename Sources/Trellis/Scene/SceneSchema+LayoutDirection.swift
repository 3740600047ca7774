extension SceneSchema {
  /// Registers the `environment` modifier: `{"type": "environment", "layoutDirection": "rightToLeft"}`, SwiftUI's
  /// `.environment(\.layoutDirection, .rightToLeft)`.
  mutating func registerLayoutDirection() {
    register(
      SceneModifierType(
        name: "environment", parameters: [.init("layoutDirection", .choice(of: LayoutDirection.self), required: true)]
      ) { args, node throws(SceneError) in
        node.environment(\.layoutDirection, try args.required("layoutDirection", .choice(of: LayoutDirection.self)))
      })
  }
}
