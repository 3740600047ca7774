import Foundation
import Testing
import Trellis

/// Symbols in scenes: `Image` with `systemName`, and the `imageScale` and `symbolRenderingMode` modifiers.
@Suite struct SceneSymbolTests {
  func frames(_ json: String) throws -> LayoutResult {
    try Scene.read(json).layout()
  }

  @Test func aSymbolIsSizedByItsFontAndScale() throws {
    // Both large (the stack's scale): at title (28 pt) 1.56 × 28 = 43.68, at body 1.56 × 17 = 26.52.
    let result = try frames(
      #"""
      {"root": {"type": "HStack", "spacing": 0, "children": [
        {"type": "Image", "id": "a", "systemName": "star", "modifiers": [{"type": "font", "style": "title"}]},
        {"type": "Image", "id": "b", "systemName": "star"}
      ], "modifiers": [{"type": "imageScale", "scale": "large"}, {"type": "symbolRenderingMode", "mode": "palette"}]}}
      """#)
    #expect(result["a"]?.size == CGSize(width: 28 * 1.56, height: 28 * 1.56))
    #expect(result["b"]?.size == CGSize(width: 17 * 1.56, height: 17 * 1.56))
  }

  @Test func anImageWithoutASymbolOrANameNeedsItsSize() throws {
    #expect(throws: SceneError.self) { try frames(#"{"root": {"type": "Image"}}"#) }
    #expect(throws: SceneError.self) { try frames(#"{"root": {"type": "Image", "name": "photo", "width": 3}}"#) }
  }

  @Test func aNameAloneTakesTheCataloguesSize() throws {
    let json = #"{"root": {"type": "Image", "id": "p", "name": "photo"}}"#
    // No catalogue: the image is empty, as SwiftUI's missing asset.
    #expect(try frames(json)["p"]?.size == .zero)
    // Built in an environment whose catalogue has "photo" at 40 × 30, the image is 40 × 30.
    var environment = EnvironmentValues()
    environment.images = ["photo": Size(width: 40, height: 30)]
    let tree = try EnvironmentValues.$current.withValue(environment) { try Scene.read(json).makeTree() }
    let result = try LayoutEngine().layout(tree, proposal: .unspecified)
    #expect(result["p"] == CGRect(x: 0, y: 0, width: 40, height: 30))
  }
}
