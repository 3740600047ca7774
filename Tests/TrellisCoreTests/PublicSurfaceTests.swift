import Testing
import TrellisTestSupport

/// TrellisCore's public surface stays reviewed: the compiled module's public declarations are a golden file
/// (`Tests/Snapshots/PublicSurface/TrellisCore.txt`), so a declaration made public, removed or changed is a line of the
/// diff that a reviewer sees, and each one has a documentation comment. CONTRIBUTING.md, "What is public", gives the
/// rules a declaration is judged by.
@Suite struct PublicSurfaceTests {
  /// The module, read once for every test here.
  static let reading = Result { try PublicSurface(module: "TrellisCore") }

  @Test func publicDeclarationsAreTheReviewedOnes() throws {
    let surface = try Self.reading.get()
    // The reading finds what it must: a type, a protocol requirement, an enum case, an extension of Foundation's type.
    let lines = Set(surface.declarations.map(\.line))
    for line in [
      "struct HStack: Sendable, View",
      "Layout: func sizeThatFits(proposal: ProposedViewSize, "
        + "subviews: Self.Subviews, cache: inout Self.Cache) -> Size",
      "Axis: case horizontal", "CGRect: func point(at unit: UnitPoint) -> CGPoint",
    ] {
      #expect(lines.contains(line), "\(line) is not in the reading")
    }
    #expect(Snapshot.check(surface.listing, group: "PublicSurface", name: "TrellisCore.txt") == nil)
  }

  @Test func everyPublicDeclarationIsDocumented() throws {
    let undocumented = try Self.reading.get().declarations.filter { !$0.isDocumented }
    #expect(undocumented.isEmpty, "public declarations without a /// comment:\n\(undocumented.map(\.line))")
  }
}
