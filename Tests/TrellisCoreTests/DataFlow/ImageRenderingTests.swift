import Testing

@testable import TrellisCore

/// `Image.renderingMode(_:)`, `interpolation(_:)` and `antialiased(_:)`: recorded for renderers, frames unchanged.
@Suite struct ImageRenderingTests {
  @Test func theRenderingIsRecordedInOrder() {
    let image = Image("photo", width: 40, height: 30).renderingMode(.template).interpolation(.high).antialiased(false)
    #expect(image.node.style?.handlers == ["renderingMode(template)", "interpolation(high)", "antialiased(false)"])
    #expect(image.node.style?.imageName == "photo")
    // A nil mode is the image's own default: nothing is recorded.
    #expect(Image(systemName: "star").renderingMode(nil).node.style?.handlers == [])
    // An unnamed image gets a style only for what it records.
    #expect(Image(width: 4, height: 3).node.style == nil)
    #expect(Image(width: 4, height: 3).renderingMode(.original).node.style?.handlers == ["renderingMode(original)"])
  }

  @Test func theFramesDoNotChange() throws {
    // A fixed 40 × 30 image stays 40 × 30 whatever it is proposed; resizable, it takes the 100 × 50 frame.
    for proposal in [ProposedViewSize.unspecified, ProposedViewSize(width: 10, height: 10)] {
      let plain = try Image("photo", width: 40, height: 30).layout(proposal: proposal, configuration: .monospaced)
      let drawn = try Image("photo", width: 40, height: 30).renderingMode(.template).interpolation(.none)
        .layout(proposal: proposal, configuration: .monospaced)
      #expect(plain.size == Size(width: 40, height: 30) && drawn.size == plain.size)
    }
    let resized = try Image("photo", width: 40, height: 30).renderingMode(.original).resizable()
      .frame(width: 100, height: 50).layout(proposal: .unspecified, configuration: .monospaced)
    #expect(resized.entries.last?.frame.size == Size(width: 100, height: 50))
  }
}
