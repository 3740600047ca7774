/// Rows in a column at iOS's default list metrics (SwiftUI's `List`). Headless it does not scroll: like
/// ``ScrollView`` at offset zero it fills its proposal and lays every row out from the top, rows past its bottom
/// included.
///
/// Each view of the content is a row, each ``Section`` a section with its header and footer; `ForEach` and `Group`
/// contribute their views. A row is proposed the list's row width less its insets, unspecified height, and takes at
/// least ``ListMetrics/minimumRowHeight``; its content sits at the leading inset, centred vertically. The style
/// (``View/listStyle(_:)``, `.insetGrouped` unless set, as on iOS) decides the side margins of the rows and the
/// spacing of sections (``ListMetrics``).
///
/// ```swift
/// List { Text("A"); Text("B") }.listStyle(.plain)
/// // on a 393-point width: rows of 393×44 at y 0 and 44, each text at x 16
/// ```
///
/// - Complexity: O(n) to build for n rows; the layout measures each row once per pass, O(n).
public struct List: View, Sendable {
  public let node: Node

  /// A list of the views `content` builds.
  public init(@ViewBuilder content: () -> some View) {
    node = ListLayout.node(content().node, style: nil, typeName: "List")
  }

  /// A list with a single selection (accepted; nothing is selected headless).
  public init<SelectionValue: Hashable>(
    selection: Binding<SelectionValue?>, @ViewBuilder content: () -> some View
  ) {
    self.init(content: content)
  }

  /// A list with a multiple selection (accepted).
  public init<SelectionValue: Hashable>(
    selection: Binding<Set<SelectionValue>>, @ViewBuilder content: () -> some View
  ) {
    self.init(content: content)
  }

  /// A row for each element of `data`, identified by `id`.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: (Data.Element) -> RowContent
  ) {
    node = ListLayout.node(
      ForEach(data, id: id) { element in rowContent(element) }.node, style: nil, typeName: "List")
  }

  /// A row for each element of identifiable `data`.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, @ViewBuilder rowContent: (Data.Element) -> RowContent
  ) where Data.Element: Identifiable {
    self.init(data, id: \.id, rowContent: rowContent)
  }

  /// A row for each integer of `data`.
  public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: (Int) -> RowContent) {
    self.init(data, id: \.self, rowContent: rowContent)
  }
}

/// A form of controls (SwiftUI's `Form`): on iOS a list in the inset-grouped style, whatever `listStyle` says.
///
/// - Complexity: as ``List``.
public struct Form: View, Sendable {
  public let node: Node

  /// A form of the views `content` builds.
  public init(@ViewBuilder content: () -> some View) {
    node = ListLayout.node(content().node, style: .insetGrouped, typeName: "Form")
  }
}

/// A section of a ``List`` or ``Form`` with an optional header and footer (SwiftUI's `Section`). Elsewhere its
/// header, views and footer are laid out in a column, as a `VStack` with default spacing.
///
/// - Complexity: O(k) for k views.
public struct Section: View, Sendable {
  public let node: Node

  /// A section of `content` with a header and a footer.
  public init(
    @ViewBuilder content: () -> some View, @ViewBuilder header: () -> some View, @ViewBuilder footer: () -> some View
  ) {
    node = Self.make(header: header().node, content: content().node, footer: footer().node)
  }

  /// A section of `content` with a header.
  public init(@ViewBuilder content: () -> some View, @ViewBuilder header: () -> some View) {
    node = Self.make(header: header().node, content: content().node, footer: nil)
  }

  /// A section of `content` with a footer.
  public init(@ViewBuilder content: () -> some View, @ViewBuilder footer: () -> some View) {
    node = Self.make(header: nil, content: content().node, footer: footer().node)
  }

  /// A section of `content` without header or footer.
  public init(@ViewBuilder content: () -> some View) {
    node = Self.make(header: nil, content: content().node, footer: nil)
  }

  /// A section whose header is a title.
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> some View) {
    node = Self.make(header: Text(String(title)).node, content: content().node, footer: nil)
  }

  /// A section whose header is a localized title.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> some View) {
    node = Self.make(header: Text(titleKey).node, content: content().node, footer: nil)
  }

  /// A section with header and footer views (SwiftUI's older `Section(header:footer:content:)`).
  public init(header: some View, footer: some View, @ViewBuilder content: () -> some View) {
    node = Self.make(header: header.node, content: content().node, footer: footer.node)
  }

  /// A section with a header view (SwiftUI's older `Section(header:content:)`).
  public init(header: some View, @ViewBuilder content: () -> some View) {
    node = Self.make(header: header.node, content: content().node, footer: nil)
  }

  /// A section with a footer view (SwiftUI's older `Section(footer:content:)`).
  public init(footer: some View, @ViewBuilder content: () -> some View) {
    node = Self.make(header: nil, content: content().node, footer: footer.node)
  }

  private static func make(header: Node?, content: Node, footer: Node?) -> Node {
    var children: [Node] = []
    let header = header.flatMap(ListLayout.nonEmpty)
    let footer = footer.flatMap(ListLayout.nonEmpty)
    if let header { children.append(header) }
    children.append(contentsOf: content.isGroup ? content.children : [content])
    if let footer { children.append(footer) }
    return Node(
      layout: SectionLayout(hasHeader: header != nil, hasFooter: footer != nil), typeName: "Section",
      children: children)
  }
}

/// The layout of a ``Section`` outside a list: its views in a column (a default `VStack`).
///
/// - Complexity: as ``VStackLayout``.
struct SectionLayout: Layout {
  var hasHeader: Bool
  var hasFooter: Bool

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
    let stack = VStackLayout()
    var inner = stack.makeCache(subviews: subviews)
    return stack.sizeThatFits(proposal: proposal, subviews: subviews, cache: &inner)
  }

  func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    let stack = VStackLayout()
    var inner = stack.makeCache(subviews: subviews)
    stack.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &inner)
  }
}

/// A list's style (SwiftUI's `ListStyle`): ``PlainListStyle`` (`.plain`), ``GroupedListStyle`` (`.grouped`),
/// ``InsetGroupedListStyle`` (`.insetGrouped`), ``InsetListStyle`` (`.inset`), ``SidebarListStyle`` (`.sidebar`),
/// ``DefaultListStyle`` (`.automatic`, inset-grouped on iOS).
public protocol ListStyle: Sendable {}

/// Rows edge to edge, sections without spacing (SwiftUI's `PlainListStyle`).
public struct PlainListStyle: ListStyle {
  /// The style.
  public init() {}
}
/// Rows edge to edge, sections apart (SwiftUI's `GroupedListStyle`).
public struct GroupedListStyle: ListStyle {
  /// The style.
  public init() {}
}
/// Sections as inset cards (SwiftUI's `InsetGroupedListStyle`).
public struct InsetGroupedListStyle: ListStyle {
  /// The style.
  public init() {}
}
/// Rows inset from the sides, sections without spacing (SwiftUI's `InsetListStyle`).
public struct InsetListStyle: ListStyle {
  /// The style.
  public init() {}
}
/// A sidebar (SwiftUI's `SidebarListStyle`), laid out as inset-grouped on an iPhone.
public struct SidebarListStyle: ListStyle {
  /// The style.
  public init() {}
}
/// The platform's default (SwiftUI's `DefaultListStyle`): inset-grouped on iOS.
public struct DefaultListStyle: ListStyle {
  /// The style.
  public init() {}
}

extension ListStyle where Self == PlainListStyle {
  /// Rows edge to edge.
  public static var plain: PlainListStyle { PlainListStyle() }
}
extension ListStyle where Self == GroupedListStyle {
  /// Rows edge to edge, sections apart.
  public static var grouped: GroupedListStyle { GroupedListStyle() }
}
extension ListStyle where Self == InsetGroupedListStyle {
  /// Sections as inset cards.
  public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}
extension ListStyle where Self == InsetListStyle {
  /// Rows inset from the sides.
  public static var inset: InsetListStyle { InsetListStyle() }
}
extension ListStyle where Self == SidebarListStyle {
  /// A sidebar.
  public static var sidebar: SidebarListStyle { SidebarListStyle() }
}
extension ListStyle where Self == DefaultListStyle {
  /// The platform's default.
  public static var automatic: DefaultListStyle { DefaultListStyle() }
}

/// iOS's default list metrics (points), what ``List`` and ``Form`` lay rows out with. The 44-point minimum row height
/// is the HIG's minimum hit target (44×44 pt); the side margins are UIKit's layout margins, 16 on narrower and 20 on
/// wider iPhones and iPads (the `dimmmensions` package measures 20 on the 414-point iPhone 11); the vertical row
/// inset and the section and header spacings are commonly quoted figures with no source found (Layout.md's
/// differences table).
///
/// - Complexity: O(1) for every member.
public enum ListMetrics {
  /// A row's minimum height.
  public static let minimumRowHeight: CGFloat = 44
  /// A row's inset above and below its content (44 less a 22-point body line, halved).
  public static let rowVerticalInset: CGFloat = 11
  /// The space above a section without header in the grouped styles.
  public static let sectionSpacing: CGFloat = 35
  /// The space above a header's content in the grouped styles.
  public static let groupedHeaderTop: CGFloat = 16
  /// The space above and below a header's content in the plain styles, and below a header's content and around a
  /// footer's in every style.
  public static let headerPadding: CGFloat = 6
  /// The minimum height of a header in the plain styles.
  public static let plainHeaderMinimumHeight: CGFloat = 28

  /// The side margin on `device`: 16 below a 414-point width (in portrait), 20 from it.
  public static func sideMargin(on device: Device) -> CGFloat { device.portraitSize.width >= 414 ? 20 : 16 }
}

extension View {
  /// Sets the style of the lists below that have none (SwiftUI's `listStyle(_:)`): the list this is applied to, or
  /// those inside the view. A ``Form`` keeps its style.
  ///
  /// - Complexity: O(n) for the n nodes below (the style is set on the lists already built).
  public func listStyle<S: ListStyle>(_ style: S) -> Node {
    let kind = ListLayout.Style(style)
    return node.replacingLayouts(ListLayout.self) { layout in
      guard layout.style == nil else { return nil }
      var changed = layout
      changed.style = kind
      return changed
    }
  }

  /// Sets the insets of a list row (SwiftUI's `listRowInsets(_:)`): in a ``List`` the row's content is inset by
  /// `insets` instead of the defaults (`nil` keeps the defaults); elsewhere it changes nothing.
  ///
  /// - Complexity: O(1).
  public func listRowInsets(_ insets: EdgeInsets?) -> Node {
    Node(modifier: ListRowInsetsLayout(insets: insets), typeName: "listRowInsets", child: node)
  }

  /// Records a row's background (SwiftUI's `listRowBackground(_:)`); not laid out.
  ///
  /// - Complexity: O(1) plus copying the node's handlers.
  public func listRowBackground(_ view: some View) -> Node { recordingEach("listRowBackground") }

  /// Records a row's separator visibility (SwiftUI's `listRowSeparator(_:edges:)`); separators take no room.
  ///
  /// - Complexity: O(1) plus copying the node's handlers.
  public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> Node {
    recordingEach("listRowSeparator")
  }

  /// Records a section's separator visibility (SwiftUI's `listSectionSeparator(_:edges:)`).
  ///
  /// - Complexity: O(1) plus copying the node's handlers.
  public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> Node {
    recordingEach("listSectionSeparator")
  }

  /// Records whether a scrolling view's background shows (SwiftUI's `scrollContentBackground(_:)`).
  ///
  /// - Complexity: O(1) plus copying the node's handlers.
  public func scrollContentBackground(_ visibility: Visibility) -> Node { recording("scrollContentBackground") }
}

extension VerticalEdge {
  /// A set of vertical edges (SwiftUI's `VerticalEdge.Set`).
  public struct Set: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8

    /// A set of edges.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The top edge.
    public static let top = Set(rawValue: 1)
    /// The bottom edge.
    public static let bottom = Set(rawValue: 2)
    /// Both edges.
    public static let all: Set = [.top, .bottom]
  }
}

/// The layout of ``View/listRowInsets(_:)``: the child's size and place (a ``List`` reads the insets).
///
/// - Complexity: O(1) plus one child measurement.
struct ListRowInsetsLayout: Layout, PropagatesChildGuides {
  var insets: EdgeInsets?

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
    subviews.first?.sizeThatFits(proposal) ?? .zero
  }

  func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    subviews.first?.place(at: bounds.origin, proposal: proposal)
  }
}

/// The layout of a ``List`` or ``Form``: its items (headers, rows, footers, by section) in a column at
/// ``ListMetrics``.
///
/// - Complexity: O(n) for n items, one measurement each.
struct ListLayout: Layout {
  /// How sections and rows are spaced and inset.
  enum Style: Hashable, Sendable {
    case plain, grouped, insetGrouped, inset

    init(_ style: some ListStyle) {
      switch style {
      case is PlainListStyle: self = .plain
      case is GroupedListStyle: self = .grouped
      case is InsetListStyle: self = .inset
      default: self = .insetGrouped
      }
    }

    /// Whether sections are spaced apart.
    var isGrouped: Bool { self == .grouped || self == .insetGrouped }
  }

  /// What an item is.
  enum Role: Hashable, Sendable {
    case header, row, footer
  }

  /// One child: its role, its section, and a row's own insets.
  struct Item: Hashable, Sendable {
    var role: Role
    var section: Int
    var insets: EdgeInsets?
  }

  /// The style set on the list, `nil` for the default (inset-grouped).
  var style: Style?
  /// The side margin of the device the list was built for.
  var margin: CGFloat
  var items: [Item]

  /// The list node of `content`'s views (sections found by their layout).
  static func node(_ content: Node, style: Style?, typeName: String) -> Node {
    var children: [Node] = []
    var items: [Item] = []
    var section = 0
    var loose = false
    func addRows(_ node: Node) {
      for row in node.isGroup ? node.children : [node] {
        items.append(Item(role: .row, section: section, insets: (row.layout as? ListRowInsetsLayout)?.insets))
        children.append(row)
      }
    }
    for child in content.isGroup ? content.children : [content] {
      if let layout = child.layout as? SectionLayout {
        if loose { section += 1 }
        loose = false
        let views = child.children
        for (k, view) in views.enumerated() {
          if k == 0, layout.hasHeader {
            items.append(Item(role: .header, section: section))
            children.append(view)
          } else if k == views.count - 1, layout.hasFooter {
            items.append(Item(role: .footer, section: section))
            children.append(view)
          } else {
            addRows(view)
          }
        }
        section += 1
      } else {
        loose = true
        addRows(child)
      }
    }
    let margin = ListMetrics.sideMargin(on: EnvironmentValues.current.device)
    return Node(layout: ListLayout(style: style, margin: margin, items: items), typeName: typeName, children: children)
  }

  /// `node`, or `nil` for an empty view (no header).
  static func nonEmpty(_ node: Node) -> Node? { node.isGroup && node.children.isEmpty ? nil : node }

  /// Where each child goes (origin relative to the list, and its proposal), and the height of the column.
  private func arrange(width: CGFloat?, subviews: Subviews) -> (frames: [(Point, ProposedViewSize)], size: Size) {
    let style = self.style ?? .insetGrouped
    let card: CGFloat = style == .insetGrouped || style == .inset ? margin : 0
    let defaultInsets = EdgeInsets(
      top: ListMetrics.rowVerticalInset, leading: margin, bottom: ListMetrics.rowVerticalInset, trailing: margin)
    let count = min(items.count, subviews.count)
    // Unspecified width: the widest item's ideal width with its insets.
    let listWidth: CGFloat
    if let width {
      listWidth = width
    } else {
      var widest: CGFloat = 0
      for k in 0..<count {
        let insets = items[k].insets ?? defaultInsets
        let ideal = subviews[k].sizeThatFits(ProposedViewSize(width: nil, height: nil)).width
        widest = max(widest, ideal + insets.leading + insets.trailing + 2 * card)
      }
      listWidth = widest
    }
    let rowWidth = max(0, listWidth - 2 * card)
    var frames: [(Point, ProposedViewSize)] = []
    frames.reserveCapacity(count)
    var y: CGFloat = 0
    var previousSection = -1
    for k in 0..<count {
      let item = items[k]
      let subview = subviews[k]
      if item.section != previousSection {
        previousSection = item.section
        if style.isGrouped, item.role != .header { y += ListMetrics.sectionSpacing }
      }
      switch item.role {
      case .row:
        let insets = item.insets ?? defaultInsets
        let proposal = ProposedViewSize(width: max(0, rowWidth - insets.leading - insets.trailing), height: nil)
        let size = subview.sizeThatFits(proposal)
        let height = max(ListMetrics.minimumRowHeight, size.height + insets.top + insets.bottom)
        let top = y + insets.top + (height - insets.top - insets.bottom - size.height) / 2
        frames.append((Point(x: card + insets.leading, y: top), proposal))
        y += height
      case .header, .footer:
        let proposal = ProposedViewSize(width: max(0, rowWidth - 2 * margin), height: nil)
        let size = subview.sizeThatFits(proposal)
        let above: CGFloat
        var height: CGFloat
        if item.role == .header, style.isGrouped {
          above = ListMetrics.groupedHeaderTop
          height = above + size.height + ListMetrics.headerPadding
        } else {
          above = ListMetrics.headerPadding
          height = size.height + 2 * ListMetrics.headerPadding
          if item.role == .header { height = max(height, ListMetrics.plainHeaderMinimumHeight) }
        }
        let top = item.role == .header ? y + height - ListMetrics.headerPadding - size.height : y + above
        frames.append((Point(x: card + margin, y: top), proposal))
        y += height
      }
    }
    return (frames, Size(width: listWidth, height: y))
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
    if let width = proposal.width, let height = proposal.height { return Size(width: width, height: height) }
    let column = arrange(width: proposal.width, subviews: subviews).size
    return Size(width: proposal.width ?? column.width, height: proposal.height ?? column.height)
  }

  func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    let frames = arrange(width: bounds.size.width, subviews: subviews).frames
    for (k, frame) in frames.enumerated() {
      subviews[k].place(
        at: Point(x: bounds.origin.x + frame.0.x, y: bounds.origin.y + frame.0.y), proposal: frame.1)
    }
  }
}

extension Node {
  /// A copy of this node in which each node laid out by an `L` that `change` returns a new layout for is laid out
  /// by that; nodes without a change below them are shared.
  ///
  /// - Complexity: O(n) for the n nodes below.
  func replacingLayouts<L: Layout>(_ type: L.Type, _ change: (L) -> L?) -> Node {
    var node = self
    if let layout = layout as? L, let changed = change(layout) { node = node.with(layout: changed) }
    let children = node.children
    guard !children.isEmpty else { return node }
    var newChildren = children
    var any = false
    for k in children.indices {
      let replaced = children[k].replacingLayouts(type, change)
      if replaced !== children[k] {
        newChildren[k] = replaced
        any = true
      }
    }
    return any ? node.with(children: newChildren) : node
  }
}
