import Testing
import TrellisRender

/// `import TrellisRender` alone brings the views and the layout, as `import SwiftUI` brings `ImageRenderer` with them
/// (this file imports nothing else).
@Suite struct ImportTests {
  @Test func aViewRendersWithOneImport() throws {
    let renderer = ImageRenderer(content: VStack { Text("Hello").font(.title) }.padding(4))
    renderer.scale = 2
    let image = try renderer.rasterImage()
    let size = try renderer.layout().size
    #expect(image.width == Int((size.width * 2).rounded(.up)) && image.height == Int((size.height * 2).rounded(.up)))
    #expect(image.pixels.contains { $0 >> 24 == 0xFF })
  }
}
