/// Where a toolbar item goes (SwiftUI's `ToolbarItemPlacement`); recorded, not laid out.
///
/// - Complexity: O(1) for every member.
public struct ToolbarItemPlacement: Hashable, Sendable {
  /// The placement's name.
  let name: String

  /// The system's choice.
  public static let automatic = ToolbarItemPlacement(name: "automatic")
  /// The centre of the navigation bar.
  public static let principal = ToolbarItemPlacement(name: "principal")
  /// The leading end of the navigation bar.
  public static let navigationBarLeading = ToolbarItemPlacement(name: "navigationBarLeading")
  /// The trailing end of the navigation bar.
  public static let navigationBarTrailing = ToolbarItemPlacement(name: "navigationBarTrailing")
  /// The leading end of the top bar.
  public static let topBarLeading = ToolbarItemPlacement(name: "topBarLeading")
  /// The trailing end of the top bar.
  public static let topBarTrailing = ToolbarItemPlacement(name: "topBarTrailing")
  /// The bottom toolbar.
  public static let bottomBar = ToolbarItemPlacement(name: "bottomBar")
  /// The primary action.
  public static let primaryAction = ToolbarItemPlacement(name: "primaryAction")
  /// A confirming action of a modal view.
  public static let confirmationAction = ToolbarItemPlacement(name: "confirmationAction")
  /// A cancelling action of a modal view.
  public static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction")
  /// A destructive action of a modal view.
  public static let destructiveAction = ToolbarItemPlacement(name: "destructiveAction")
  /// Above the keyboard.
  public static let keyboard = ToolbarItemPlacement(name: "keyboard")
  /// A status item.
  public static let status = ToolbarItemPlacement(name: "status")
}

/// A bar a toolbar modifier applies to (SwiftUI's `ToolbarPlacement`).
///
/// - Complexity: O(1) for every member.
public struct ToolbarPlacement: Hashable, Sendable {
  /// The bar's name.
  let name: String

  /// The system's choice.
  public static let automatic = ToolbarPlacement(name: "automatic")
  /// The navigation bar.
  public static let navigationBar = ToolbarPlacement(name: "navigationBar")
  /// The tab bar.
  public static let tabBar = ToolbarPlacement(name: "tabBar")
  /// The bottom toolbar.
  public static let bottomBar = ToolbarPlacement(name: "bottomBar")
}

/// Whether something is shown (SwiftUI's `Visibility`).
public enum Visibility: Hashable, Sendable, CaseIterable {
  /// The system's choice.
  case automatic
  /// Shown.
  case visible
  /// Hidden.
  case hidden
}

/// One item of a toolbar (SwiftUI's `ToolbarItem`). Toolbars are recorded, not laid out: the item's node is its
/// content's, recorded as `ToolbarItem` (``DrawingStyle/handlers``).
///
/// - Complexity: that of building the content.
public struct ToolbarItem: View, Sendable {
  public let node: Node

  /// An item at `placement`.
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> some View) {
    node = content().node.recording("ToolbarItem")
  }

  /// An item with an identifier (for customizable toolbars).
  public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> some View) {
    self.init(placement: placement, content: content)
  }
}

/// Several items of a toolbar at one placement (SwiftUI's `ToolbarItemGroup`), recorded as ``ToolbarItem``.
///
/// - Complexity: that of building the content.
public struct ToolbarItemGroup: View, Sendable {
  public let node: Node

  /// Items at `placement`.
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> some View) {
    node = content().node.recording("ToolbarItemGroup")
  }
}

/// A button that toggles editing of a list (SwiftUI's `EditButton`), laid out as a button titled "Edit".
///
/// - Complexity: O(1).
public struct EditButton: View, Sendable {
  public let node: Node

  /// An edit button.
  public init() { node = Button("Edit") {}.node }
}

/// Toolbars, list decorations and search fields are recorded in ``DrawingStyle/handlers`` and change no frame: items
/// in the navigation bar do not take room from the content (the bar's height is the same with or without them).
///
/// - Complexity: O(1) for every member, plus copying the node's handlers.
extension View {
  /// Records a toolbar (SwiftUI's `toolbar(content:)`); its items are not built or laid out.
  public func toolbar(@ViewBuilder content: () -> some View) -> Node { recording("toolbar") }

  /// Records a toolbar's visibility (SwiftUI's `toolbar(_:for:)`); `.hidden` for the navigation bar hides it.
  public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> Node {
    let hidesBar = visibility == .hidden && (bars.isEmpty || bars.contains(.navigationBar) || bars.contains(.automatic))
    return recording(hidesBar ? "toolbar(hidden)" : "toolbar")
  }

  /// Records a toolbar's background visibility (SwiftUI's `toolbarBackground(_:for:)`).
  public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> Node {
    recording("toolbarBackground")
  }

  /// Records the search field of the navigation bar (SwiftUI's `searchable(text:prompt:)`); it adds no height
  /// headless (Layout.md's differences table).
  public func searchable(text: Binding<String>, prompt: String? = nil) -> Node { recording("searchable") }

  /// Records the pull-to-refresh action (SwiftUI's `refreshable(action:)`), never run.
  public func refreshable(action: @escaping @Sendable () async -> Void) -> Node { recording("refreshable") }

  /// Records the delete action of a `ForEach`'s rows (SwiftUI's `onDelete(perform:)`), never run.
  public func onDelete(perform action: ((IndexSet) -> Void)?) -> Node { recordingEach("onDelete") }

  /// Records the move action of a `ForEach`'s rows (SwiftUI's `onMove(perform:)`), never run.
  public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> Node { recordingEach("onMove") }

  /// Records the swipe actions of a row (SwiftUI's `swipeActions(edge:allowsFullSwipe:content:)`), not built.
  public func swipeActions(
    edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> some View
  ) -> Node {
    recordingEach("swipeActions")
  }
}

extension View {
  /// The node with `name` recorded, on each view of a group (a `ForEach`'s rows stay rows, as SwiftUI applies a
  /// modifier of a group to each view).
  func recordingEach(_ name: String) -> Node {
    let node = self.node
    guard node.isGroup else { return node.recording(name) }
    return Node(grouping: node.children.map { $0.recording(name) })
  }
}

extension RangeReplaceableCollection {
  /// Removes the elements at `offsets` (SwiftUI's `remove(atOffsets:)`, what an `onDelete` action calls).
  ///
  /// - Complexity: O(n × k) for k offsets in a collection of n elements.
  public mutating func remove(atOffsets offsets: IndexSet) {
    for offset in offsets.reversed() where offset < count {
      remove(at: index(startIndex, offsetBy: offset))
    }
  }
}

extension RangeReplaceableCollection where Self: MutableCollection {
  /// Moves the elements at `source` to before `destination` (SwiftUI's `move(fromOffsets:toOffset:)`, what an
  /// `onMove` action calls); offsets past the end are ignored, a destination past the end appends.
  ///
  /// - Complexity: O(n) for n elements.
  public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
    let valid = source.filter { $0 < count }
    let moved = valid.map { self[index(startIndex, offsetBy: $0)] }
    let before = valid.filter { $0 < destination }.count
    remove(atOffsets: IndexSet(valid))
    let target = Swift.max(0, Swift.min(count, destination - before))
    insert(contentsOf: moved, at: index(startIndex, offsetBy: target))
  }
}
