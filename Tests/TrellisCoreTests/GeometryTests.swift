import Testing

@testable import TrellisCore

@Suite struct GeometryTests {
  @Test func proposalDefaults() {
    #expect(ProposedViewSize.unspecified.replacingUnspecifiedDimensions() == Size(width: 10, height: 10))
  }
}
