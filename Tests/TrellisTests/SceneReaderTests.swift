import Testing
import Trellis

@Suite struct SceneReaderTests {
  func layout(_ root: String, width: Double?, height: Double?) throws -> LayoutResult {
    let w = width.map { "\($0)" } ?? "null"
    let h = height.map { "\($0)" } ?? "null"
    return try Scene.read(#"{"proposal": {"width": \#(w), "height": \#(h)}, "root": \#(root)}"#).layout()
  }

  @Test func widthReaderFillsWidthAndHugsHeight() throws {
    let result = try layout(
      #"{"type": "WidthReader", "id": "r", "children": [{"type": "Box", "id": "b", "width": 40, "height": 20}]}"#,
      width: 300, height: 500)
    #expect(result["r"]?.size == Size(width: 300, height: 20))
    #expect(result["b"]?.origin == Point(x: 130, y: 0))
  }

  @Test func heightReaderFillsHeightAndHugsWidth() throws {
    let result = try layout(
      #"{"type": "HeightReader", "id": "r", "children": [{"type": "Box", "id": "b", "width": 40, "height": 20}]}"#,
      width: 300, height: 500)
    #expect(result["r"]?.size == Size(width: 40, height: 500))
  }

  @Test func huggingReaderHugsBothAxes() throws {
    let result = try layout(
      #"{"type": "HuggingGeometryReader", "id": "r", "children": [{"type": "Text", "text": "Hello", "lineHeight": 16}]}"#,
      width: 300, height: 500)
    #expect(result["r"]?.size == Size(width: 40, height: 16))
  }

  @Test func badParameterNamesItsPath() {
    #expect(
      throws: SceneError(path: "root.maxPasses", reason: .outOfRange(value: 0, bound: .integer(minimum: 1)))
    ) {
      try Scene.read(#"{"root": {"type": "HuggingGeometryReader", "maxPasses": 0}}"#)
    }
  }
}
