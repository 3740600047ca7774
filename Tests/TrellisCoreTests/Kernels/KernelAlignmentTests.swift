import Foundation
import Testing

@testable import TrellisCore

@Suite struct KernelAlignmentTests {
  static let table: [(String, KernelAlignment.Vertical, KernelAlignment.Horizontal)] = [
    ("topLeading", .top, .leading), ("top", .top, .center), ("topTrailing", .top, .trailing),
    ("topJustified", .top, .justified), ("leading", .center, .leading), ("center", .center, .center),
    ("trailing", .center, .trailing), ("centerJustified", .center, .justified),
    ("bottomLeading", .bottom, .leading), ("bottom", .bottom, .center), ("bottomTrailing", .bottom, .trailing),
    ("bottomJustified", .bottom, .justified), ("justifiedLeading", .justified, .leading),
    ("justifiedCenter", .justified, .center), ("justifiedTrailing", .justified, .trailing),
    ("justified", .justified, .justified),
  ]

  @Test(arguments: 0..<16) func parsesAndPrintsEveryRawName(_ index: Int) throws {
    let (name, vertical, horizontal) = Self.table[index]
    let alignment = try #require(KernelAlignment(rawValue: name))
    #expect(alignment.vertical == vertical)
    #expect(alignment.horizontal == horizontal)
    #expect(alignment.rawValue == name)
    #expect(alignment.description == name)
    #expect(KernelAlignment.allCases[index] == alignment)
  }

  @Test func staticMembersMatchTheirNames() {
    let members: [KernelAlignment] = [
      .topLeading, .top, .topTrailing, .topJustified, .leading, .center, .trailing, .centerJustified,
      .bottomLeading, .bottom, .bottomTrailing, .bottomJustified, .justifiedLeading, .justifiedCenter,
      .justifiedTrailing, .justified,
    ]
    #expect(members.map(\.rawValue) == Self.table.map(\.0))
    #expect(Set(members).count == 16)
  }

  @Test(arguments: ["", "TopLeading", "centre", "top leading", "leadingTop", "justifiedJustified"])
  func rejectsUnknownNames(_ name: String) {
    #expect(KernelAlignment(rawValue: name) == nil)
  }

  @Test func codesAsItsRawName() throws {
    let data = try JSONEncoder().encode([KernelAlignment.bottomTrailing, .centerJustified])
    #expect(String(decoding: data, as: UTF8.self) == #"["bottomTrailing","centerJustified"]"#)
    #expect(try JSONDecoder().decode([KernelAlignment].self, from: data) == [.bottomTrailing, .centerJustified])
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode([KernelAlignment].self, from: Data(#"["middle"]"#.utf8))
    }
  }

  /// As FrameUp's `FUVerticalAlignment`/`FUHorizontalAlignment`, the parts' raw values are their case names, and the
  /// alignment and its parts are their own ids (FrameUp's examples write `ForEach(….allCases) { Text($0.rawValue) }`).
  @Test func thePartsAreStringEnumsAndIdentifiableAsFrameUps() {
    #expect(KernelAlignment.Vertical.allCases.map(\.rawValue) == ["top", "center", "bottom", "justified"])
    #expect(KernelAlignment.Horizontal.allCases.map(\.rawValue) == ["leading", "center", "trailing", "justified"])
    #expect(KernelAlignment.Vertical(rawValue: "bottom") == .bottom)
    #expect(KernelAlignment.Horizontal(rawValue: "Leading") == nil)
    #expect(KernelAlignment.Vertical.allCases.map(\.id) == KernelAlignment.Vertical.allCases)
    #expect(KernelAlignment.Horizontal.justified.id == .justified)
    #expect(KernelAlignment.allCases.map(\.id) == KernelAlignment.allCases)
    // Every name still round-trips through its two parts.
    for alignment in KernelAlignment.allCases {
      #expect(KernelAlignment(rawValue: alignment.rawValue) == alignment)
    }
  }
}
