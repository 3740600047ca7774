import Foundation
import Testing

@testable import TrellisCore

/// `Image("name")`: its size from the environment's `ImageCatalog` (SwiftUI's asset catalogue, headless).
@Suite struct ImageCatalogTests {
  struct Profile: View {
    var body: some View {
      HStack(spacing: 0) {
        Image("photo").id("photo")
        Image("missing").id("missing")
        Image("photo").resizable().frame(width: 100, height: 100).id("framed")
      }
    }
  }

  let catalogue: ImageCatalog = ["photo": Size(width: 40, height: 30)]

  @Test func aNamedImageTakesTheCataloguesSize() throws {
    var engine = LayoutEngine(configuration: .monospaced)
    engine.collectsDiagnostics = true
    let result = try engine.layout(Profile().environment(\.images, catalogue).node, proposal: .unspecified)
    // The row: photo 40 × 30, the missing image 0 × 0, the frame 100 × 100; 100 high, so photo is centred at
    // y 35 and the missing image at y 50, at x 40 (after the photo).
    #expect(result["photo"] == CGRect(x: 0, y: 35, width: 40, height: 30))
    #expect(result["missing"] == CGRect(x: 40, y: 50, width: 0, height: 0))
    #expect(result["framed"] == CGRect(x: 40, y: 0, width: 100, height: 100))
    #expect(
      result.diagnostics.map(\.message) == [
        "no image named \"missing\" in the environment's image catalogue; laid out as an empty image"
      ])
  }

  @Test func withoutACatalogueEveryNamedImageIsEmpty() throws {
    let result = try Profile().node.layout(proposal: .unspecified, configuration: .monospaced)
    // Nothing is in the (empty) default catalogue: the first two are 0 × 0; the resizable one takes its frame.
    #expect(result["photo"]?.size == .zero)
    #expect(result["missing"]?.size == .zero)
    #expect(result["framed"]?.size == CGSize(width: 100, height: 100))
  }

  @Test func theCatalogueIsEditedByName() {
    var catalogue = self.catalogue
    catalogue["icon"] = Size(width: 16, height: 16)
    catalogue["photo"] = nil
    #expect(catalogue.sizes == ["icon": Size(width: 16, height: 16)])
    var environment = EnvironmentValues()
    environment.images = catalogue
    let image = EnvironmentValues.$current.withValue(environment) { Image("icon") }
    #expect(image.size == Size(width: 16, height: 16))
    #expect(!image.isMissing)
  }
}
