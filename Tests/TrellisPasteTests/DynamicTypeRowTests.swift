import Testing
import Trellis

#if PASTE_WITH_FOUNDATION
  import Foundation
#endif

// A row as a SwiftUI app writes it for Dynamic Type and right-to-left languages (written for this test); only
// `import SwiftUI` would change. The avatar's side is a scaled metric, the texts are text styles, and the row caps
// its Dynamic Type size at accessibility2.

private struct ProfileRow: View {
  @ScaledMetric(relativeTo: .body) var avatarSide: CGFloat = 40
  let name: String
  let status: String

  var body: some View {
    HStack(alignment: .top, spacing: 8) {
      Circle()
        .frame(width: avatarSide, height: avatarSide)
        .id("avatar")
      VStack(alignment: .leading, spacing: 2) {
        Text(name).font(.headline).id("name")
        Text(status).font(.caption).lineLimit(2).id("status")
      }
    }
    .dynamicTypeSize(...DynamicTypeSize.accessibility2)
  }
}

@Suite struct DynamicTypeRowTests {
  func fontSize(_ result: LayoutResult, _ id: String) -> CGFloat? {
    result.entries.first { $0.id == id }?.textMeasurement?.fontSize
  }

  @Test func theRowsTextsFollowTheSizeUpToItsCap() throws {
    let row = ProfileRow(name: "Ada Lovelace", status: "Writing the first program")
    let large = try row.layout(proposal: ProposedViewSize(width: 390, height: nil))
    #expect(fontSize(large, "name") == 17)
    #expect(fontSize(large, "status") == 12)
    let xxxLarge = try row.dynamicTypeSize(.xxxLarge).layout(proposal: ProposedViewSize(width: 390, height: nil))
    #expect(fontSize(xxxLarge, "name") == 23)
    #expect(fontSize(xxxLarge, "status") == 18)
    // accessibility5 is capped at accessibility2: headline 33, caption 26.
    let capped = try row.dynamicTypeSize(.accessibility5).layout(proposal: ProposedViewSize(width: 390, height: nil))
    #expect(fontSize(capped, "name") == 33)
    #expect(fontSize(capped, "status") == 26)
    // The scaled metric's wrapped value is its value at large here (no environment when a view is built).
    #expect(row.avatarSide == 40)
    #expect(capped["avatar"]?.width == 40)
  }

  @Test func rightToLeftPutsTheAvatarOnTheRightAndTheLinesFlushRight() throws {
    let row = ProfileRow(name: "עדה לאבלייס", status: "כותבת את התוכנית הראשונה בעולם על מכונה אנליטית")
    let result = try row.environment(\.layoutDirection, .rightToLeft)
      .layout(proposal: ProposedViewSize(width: 200, height: nil))
    let avatar = try #require(result["avatar"])
    let status = try #require(result["status"])
    #expect(avatar.maxX == result.size.width)
    #expect(status.maxX <= avatar.minX - 8 + 1e-9)
    let lines = try #require(result.entries.first { $0.id == "status" }).textLines
    #expect(lines.count == 2)
    #expect(lines.allSatisfy { abs($0.x + $0.width - status.width) <= 1e-9 })
  }
}
