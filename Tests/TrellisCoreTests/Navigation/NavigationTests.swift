import Testing

@testable import TrellisCore

/// Navigation containers: the bar's height comes off the content area.
@Suite struct NavigationTests {
  @Test(arguments: [
    // the title's mode (nil: no title) → the bar's height on an iPhone in portrait
    (NavigationBarItem.TitleDisplayMode?.none, CGFloat(44)),
    (.automatic, 96),
    (.large, 96),
    (.inline, 44),
  ])
  func theContentStartsBelowTheBar(mode: NavigationBarItem.TitleDisplayMode?, bar: CGFloat) throws {
    var content = Color.clear.id("c")
    if let mode { content = content.navigationTitle("Title").navigationBarTitleDisplayMode(mode) }
    // The stack fills 393×759; the content gets 759 − bar below the bar.
    let result = try navigationLayout(NavigationStack { content }, 393, 759)
    #expect(result.size == Size(width: 393, height: 759))
    #expect(result["c"] == Rect(x: 0, y: bar, width: 393, height: 759 - bar))
    // At 320×500 the same bar.
    let small = try navigationLayout(NavigationView { content }, 320, 500)
    #expect(small["c"] == Rect(x: 0, y: bar, width: 320, height: 500 - bar))
  }

  @Test func aTitleDeepInTheContentCounts() throws {
    let stack = NavigationStack {
      VStack { Box(width: 10, height: 10).id("b").navigationTitle("T") }.navigationBarTitleDisplayMode(.inline)
    }
    // Inline: 44. The VStack (10×10) is centred in (0, 44, 200, 256): (95, 167).
    let result = try navigationLayout(stack, 200, 300)
    #expect(result["b"] == Rect(x: 95, y: 167, width: 10, height: 10))
  }

  @Test func aHiddenBarTakesNoRoom() throws {
    let result = try navigationLayout(
      NavigationStack { Color.clear.id("c").navigationTitle("T").navigationBarHidden(true) }, 200, 300)
    #expect(result["c"] == Rect(x: 0, y: 0, width: 200, height: 300))
    let toolbar = try navigationLayout(
      NavigationStack { Color.clear.id("c").toolbar(.hidden, for: .navigationBar) }, 200, 300)
    #expect(toolbar["c"] == Rect(x: 0, y: 0, width: 200, height: 300))
  }

  @Test func onADeviceTheBarSitsBelowTheStatusBar() throws {
    // iPhone 15: the safe area starts at 59; a large title ends at 59 + 96 = 155.
    let phone = try navigationLayout(
      DeviceScreen(.iPhone15) { NavigationStack { Color.clear.id("c").navigationTitle("T") } }, nil, nil)
    #expect(phone["c"] == Rect(x: 0, y: 155, width: 393, height: 663))
    // iPad Pro 11: safe area (0, 24, 834, 1150); the bar 50 + 52 = 102.
    let pad = try navigationLayout(
      DeviceScreen(.iPadPro11) { NavigationStack { Color.clear.id("c").navigationTitle("T") } }, nil, nil)
    #expect(pad["c"] == Rect(x: 0, y: 126, width: 834, height: 1048))
    // iPhone in landscape: a 32 pt bar, no large title; safe area (59, 0, 734, 372).
    let landscape = try navigationLayout(
      DeviceScreen(.iPhone15.landscape) { NavigationStack { Color.clear.id("c").navigationTitle("T") } }, nil, nil)
    #expect(landscape["c"] == Rect(x: 59, y: 32, width: 734, height: 340))
  }

  @Test func aSplitViewShowsItsSidebar() throws {
    let split = NavigationSplitView {
      Color.clear.id("side").navigationTitle("S")
    } detail: {
      Color.clear.id("detail")
    }
    let result = try navigationLayout(split, 300, 500)
    #expect(result["side"] == Rect(x: 0, y: 96, width: 300, height: 404))
    #expect(result["detail"] == nil)
  }

  @Test func toolbarsLinksAndPresentationsAreRecorded() throws {
    let view = NavigationLink(destination: Text("Detail")) { Box(width: 30, height: 20).id("label") }
      .toolbar {
        ToolbarItem(placement: .navigationBarTrailing) { EditButton() }
        ToolbarItemGroup(placement: .bottomBar) { Text("x") }
      }
      .sheet(isPresented: .constant(true)) { Text("Sheet") }
      .alert("Oops", isPresented: .constant(true)) { Text("OK") }
      .confirmationDialog("Sure?", isPresented: .constant(false)) { Text("Yes") }
      .fullScreenCover(isPresented: .constant(false)) { Text("Cover") }
      .popover(isPresented: .constant(false)) { Text("Pop") }
    #expect(
      view.style?.handlers == [
        "NavigationLink", "toolbar", "sheet", "alert", "confirmationDialog", "fullScreenCover", "popover",
      ])
    let result = try navigationLayout(view, 200, 100)
    #expect(result["label"] == Rect(x: 0, y: 0, width: 30, height: 20))
  }
}

/// `TabView`: the selected tab above a 49 pt bar.
@Suite struct TabViewTests {
  @Test(arguments: [(CGFloat(393), CGFloat(759)), (320, 480)])
  func theFirstTabSitsAboveTheBar(width: CGFloat, height: CGFloat) throws {
    let tabs = TabView {
      Color.clear.id("one").tabItem { Text("1") }.tag(1)
      Color.clear.id("two").tabItem { Text("2") }.tag(2)
    }
    let result = try navigationLayout(tabs, width, height)
    #expect(result["one"] == Rect(x: 0, y: 0, width: width, height: height - 49))
    #expect(result["two"] == nil)
    let pages = try navigationLayout(tabs.tabViewStyle(.page), width, height)
    #expect(pages["one"] == Rect(x: 0, y: 0, width: width, height: height))
  }

  @Test func theSelectionPicksTheTaggedTab() throws {
    let tabs = TabView(selection: .constant(2)) {
      Color.clear.id("one").tag(1)
      Color.clear.id("two").tag(2)
    }
    let result = try navigationLayout(tabs, 300, 400)
    #expect(result["one"] == nil)
    #expect(result["two"] == Rect(x: 0, y: 0, width: 300, height: 351))
  }
}
