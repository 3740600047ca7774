import Testing

@testable import TrellisCore

/// A list built in the environment's device (its side margin), as a pasted view's body builds it.
private struct Rows: View {
  var body: some View {
    List {
      Text("A").id("a")
      Text("B").id("b")
    }
  }
}

/// `List`, `Section`, `Form` at iOS's default metrics, with the 8×16 monospaced measurer (a one-letter text is 8×16).
@Suite struct ListTests {
  @Test(arguments: [(CGFloat(393), CGFloat(600)), (320, 300)])
  func plainRowsAre44HighWithTheTextInset(width: CGFloat, height: CGFloat) throws {
    // Row height max(44, 16 + 11 + 11) = 44; the text at x 16 (the iPhone 15's margin), y 11 + (22 − 16) / 2 = 14.
    let list = List {
      Text("A").id("a")
      Text("B").id("b")
    }.listStyle(.plain)
    let result = try navigationLayout(list, width, height)
    #expect(result.size == Size(width: width, height: height))
    #expect(result["a"] == Rect(x: 16, y: 14, width: 8, height: 16))
    #expect(result["b"] == Rect(x: 16, y: 58, width: 8, height: 16))
  }

  @Test func theDefaultStyleIsInsetGrouped() throws {
    // A section without header starts 35 down; the card is inset 16 and the text 16 more: x 32, y 35 + 14.
    let result = try navigationLayout(Rows(), 393, 600)
    #expect(result["a"] == Rect(x: 32, y: 49, width: 8, height: 16))
    #expect(result["b"] == Rect(x: 32, y: 93, width: 8, height: 16))
    // On the wider iPhone 11 the margins are 20: x 40.
    let wide = try navigationLayout(Rows().environment(\.device, .iPhone11), 414, 600)
    #expect(wide["a"] == Rect(x: 40, y: 49, width: 8, height: 16))
  }

  @Test func sectionsWithHeadersAndFooters() throws {
    let list = List {
      Section(header: Text("H").id("h1"), footer: Text("F").id("f1")) {
        Text("A").id("a")
      }
      Section("G") {
        ForEach(["B", "C"], id: \.self) { Text($0).id($0.lowercased()) }
      }
    }
    // Inset-grouped. Section 1: the header block 16 + 16 + 6 = 38, its text at y 16, x 32; row A 38…82 (text 52);
    // the footer block 6 + 16 + 6 = 28 from 82 (text 88). Section 2: header 110…148 (text 126); B 148…192 (text 162);
    // C 192…236 (text 206).
    let grouped = try navigationLayout(list, 393, 700)
    #expect(grouped["h1"] == Rect(x: 32, y: 16, width: 8, height: 16))
    #expect(grouped["a"] == Rect(x: 32, y: 52, width: 8, height: 16))
    #expect(grouped["f1"] == Rect(x: 32, y: 88, width: 8, height: 16))
    #expect(grouped["b"] == Rect(x: 32, y: 162, width: 8, height: 16))
    #expect(grouped["c"] == Rect(x: 32, y: 206, width: 8, height: 16))
    // Plain: a header block max(28, 6 + 16 + 6) = 28 (text at 6, x 16); A 28…72 (text 42); the footer 72…100 (text
    // 78); the second header 100…128; B 128…172 (text 142); C 172…216 (text 186).
    let plain = try navigationLayout(list.listStyle(.plain), 393, 700)
    #expect(plain["h1"] == Rect(x: 16, y: 6, width: 8, height: 16))
    #expect(plain["a"] == Rect(x: 16, y: 42, width: 8, height: 16))
    #expect(plain["f1"] == Rect(x: 16, y: 78, width: 8, height: 16))
    #expect(plain["b"] == Rect(x: 16, y: 142, width: 8, height: 16))
    #expect(plain["c"] == Rect(x: 16, y: 186, width: 8, height: 16))
  }

  @Test func tallRowsAndOwnInsets() throws {
    let list = List {
      Box(width: 10, height: 60).id("tall")
      Text("A").id("a").listRowInsets(EdgeInsets(top: 0, leading: 5, bottom: 0, trailing: 5))
    }.listStyle(.plain)
    // The tall row: 60 + 22 = 82 high, the box at y 11. The next row: its own insets, still 44 high: y 82 + 14.
    let result = try navigationLayout(list, 300, 400)
    #expect(result["tall"] == Rect(x: 16, y: 11, width: 10, height: 60))
    #expect(result["a"] == Rect(x: 5, y: 96, width: 8, height: 16))
  }

  @Test func flexibleRowsTakeTheRowWidth() throws {
    // Inset-grouped on 393: the card 361 wide, the content 361 − 32 = 329 from x 32.
    let result = try navigationLayout(List { Color.clear.frame(height: 20).id("c") }, 393, 400)
    #expect(result["c"] == Rect(x: 32, y: 35 + 12, width: 329, height: 20))
  }

  @Test func anUnspecifiedHeightIsTheColumn() throws {
    let list = List {
      Text("A")
      Text("B")
    }.listStyle(.plain)
    #expect(try navigationLayout(list, 300, nil).size == Size(width: 300, height: 88))
    // Unspecified width: the widest row's ideal width plus its insets, 8 + 32.
    #expect(try navigationLayout(list, nil, nil).size == Size(width: 40, height: 88))
  }

  @Test func aFormIsInsetGroupedWhateverTheStyle() throws {
    let form = Form {
      Section { Text("A").id("a") }
    }.listStyle(.plain)
    #expect(try navigationLayout(form, 393, 400)["a"] == Rect(x: 32, y: 49, width: 8, height: 16))
  }

  @Test func aListInANavigationStackStartsBelowTheBar() throws {
    let stack = NavigationStack {
      List { Text("A").id("a") }.navigationTitle("Inbox").listStyle(.plain)
    }
    // Large title: 96; the row's text at 96 + 14.
    #expect(try navigationLayout(stack, 393, 759)["a"] == Rect(x: 16, y: 110, width: 8, height: 16))
    let inline = NavigationStack {
      List { Text("A").id("a") }.navigationTitle("Inbox").navigationBarTitleDisplayMode(.inline)
    }.listStyle(.plain)
    #expect(try navigationLayout(inline, 393, 759)["a"] == Rect(x: 16, y: 58, width: 8, height: 16))
  }

  @Test func rowDecorationsAreRecorded() throws {
    let row = Text("A").listRowBackground(Color.red).listRowSeparator(.hidden).swipeActions { Text("Delete") }
    #expect(row.style?.handlers == ["listRowBackground", "listRowSeparator", "swipeActions"])
  }

  @Test func aSectionOutsideAListIsAColumn() throws {
    let section = Section(header: Text("H").id("h")) { Text("A").id("a") }
    // A VStack with default spacing 8: the header at y 0, the text at 16 + 8 = 24.
    let result = try navigationLayout(section, nil, nil)
    #expect(result["h"] == Rect(x: 0, y: 0, width: 8, height: 16))
    #expect(result["a"] == Rect(x: 0, y: 24, width: 8, height: 16))
  }
}
