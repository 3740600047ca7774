import Foundation

/// A date and time picker (SwiftUI's `DatePicker`), for layout, in the style set by ``View/datePickerStyle(_:)`` on
/// the picker or on any view around it (the innermost style wins):
///
/// | style | lays out as |
/// | --- | --- |
/// | `.compact` (`.automatic` on iOS) | a row: the label, a spacer, then a 117 × 34 pt field for the date and an 84 × 34 pt field for the time, 8 pt apart (those of `displayedComponents`) |
/// | `.wheel` | wheels, the label not shown: the proposed width (320 pt when unspecified) × 216 pt |
/// | `.graphical` | a calendar, the label not shown: the proposed width (320 pt when unspecified) × 330 pt, and 44 pt more with the time; the time alone lays out as `.compact` |
///
/// Every size but the wheel's height (`UIDatePicker`'s wheels, as `UIPickerView`'s) is Trellis's estimate of iOS's,
/// with no published figure behind it (Layout.md's differences table, "DatePicker").
///
/// ```swift
/// DatePicker("Start", selection: $start, displayedComponents: .date)
/// DatePicker("Alarm", selection: $alarm, displayedComponents: .hourAndMinute)
///     .datePickerStyle(.wheel)
/// ```
///
/// The selection is not read or written, and the range is not kept: frames do not depend on them.
///
/// - Complexity: that of building the label; O(1) otherwise.
public struct DatePicker: View, Sendable {
  /// The parts of a date shown (SwiftUI's `DatePicker.Components`).
  public typealias Components = DatePickerComponents

  /// The label.
  let label: Node
  /// What is shown.
  let components: DatePickerComponents
  /// The style, `nil`: automatic (compact).
  var style: DatePickerStyleKind? = nil

  /// A picker of `selection` showing `displayedComponents`, labelled by `label`.
  public init(
    selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date],
    @ViewBuilder label: () -> some View
  ) {
    self.label = label().node
    components = displayedComponents
  }

  /// A picker of `selection` within `range`, labelled by `label`.
  public init(
    selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: Components = [.hourAndMinute, .date],
    @ViewBuilder label: () -> some View
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents, label: label)
  }

  /// A picker of `selection` from `range`'s lower bound on, labelled by `label`.
  public init(
    selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> some View
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents, label: label)
  }

  /// A picker of `selection` up to `range`'s upper bound, labelled by `label`.
  public init(
    selection: Binding<Date>, in range: PartialRangeThrough<Date>,
    displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> some View
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents, label: label)
  }

  /// A picker of `selection` showing `displayedComponents`, labelled by `title` as a ``Text``.
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    label = Text(String(title)).node
    components = displayedComponents
  }

  /// A picker of `selection` within `range`, labelled by `title` as a ``Text``.
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(title, selection: selection, displayedComponents: displayedComponents)
  }

  /// A picker of `selection` from `range`'s lower bound on, labelled by `title` as a ``Text``.
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(title, selection: selection, displayedComponents: displayedComponents)
  }

  /// A picker of `selection` up to `range`'s upper bound, labelled by `title` as a ``Text``.
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
    displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(title, selection: selection, displayedComponents: displayedComponents)
  }

  /// A picker of `selection` showing `displayedComponents`, labelled by `titleKey`'s text (see
  /// ``LocalizedStringKey``).
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>,
    displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    label = Text(titleKey.text).node
    components = displayedComponents
  }

  public var node: Node {
    guard style == nil else { return styledNode }
    return Node.control(styledNode, kinds: .datePicker) { [self] style, _ in
      guard case .datePicker(let kind) = style else { return nil }
      var copy = self
      copy.style = kind
      return copy.node
    }
  }

  /// The picker's node in its style.
  private var styledNode: Node {
    let metrics = DatePickerMetrics.self
    switch style ?? .compact {
    case .wheel:
      return Node(
        leaf: FlexibleWidthLeaf(idealWidth: ControlMetrics.wheelSize.width, height: ControlMetrics.wheelSize.height),
        typeName: "DatePicker")
    case .graphical where components.contains(.date):
      let height = metrics.calendarHeight + (components.contains(.hourAndMinute) ? metrics.calendarTimeRowHeight : 0)
      return Node(
        leaf: FlexibleWidthLeaf(idealWidth: ControlMetrics.wheelSize.width, height: height), typeName: "DatePicker")
    default:
      var fields: [Node] = []
      if components.contains(.date) {
        fields.append(Box(width: metrics.compactDateSize.width, height: metrics.compactDateSize.height).node)
      }
      if components.contains(.hourAndMinute) {
        fields.append(Box(width: metrics.compactTimeSize.width, height: metrics.compactTimeSize.height).node)
      }
      let controls = Node(
        layout: HStackLayout(alignment: .center, spacing: metrics.compactFieldSpacing), typeName: "DatePicker",
        children: fields)
      return Node(
        layout: HStackLayout(alignment: .center, spacing: nil), typeName: "DatePicker",
        children: controlRow {
          label
          Spacer()
          controls
        })
    }
  }
}

/// The parts of a date a ``DatePicker`` shows (SwiftUI's `DatePickerComponents`).
public struct DatePickerComponents: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  /// A set of the parts in `rawValue`'s bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The day, month and year.
  public static let date = DatePickerComponents(rawValue: 1 << 0)
  /// The hour and minute.
  public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 1)
}

/// Trellis's estimates of iOS's date picker sizes, in points: no published figure exists for any of them
/// (Layout.md's differences table, "DatePicker").
enum DatePickerMetrics {
  /// The compact style's date field ("Dec 6, 2026" in the body font, in its capsule): estimated.
  static let compactDateSize = Size(width: 117, height: 34)
  /// The compact style's time field ("3:45 PM"): estimated.
  static let compactTimeSize = Size(width: 84, height: 34)
  /// The space between the compact fields: estimated.
  static let compactFieldSpacing: CGFloat = 8
  /// The graphical style's calendar (month header, weekday row and six weeks): estimated.
  static let calendarHeight: CGFloat = 330
  /// The graphical style's time row below the calendar: estimated.
  static let calendarTimeRowHeight: CGFloat = 44
}

/// The kind of a date picker's style.
enum DatePickerStyleKind: Hashable, Sendable {
  case compact, wheel, graphical

  /// The kind of `style`: compact for `.automatic`, `.compact` and styles of your own.
  init(_ style: some DatePickerStyle) {
    switch style {
    case is WheelDatePickerStyle: self = .wheel
    case is GraphicalDatePickerStyle: self = .graphical
    default: self = .compact
    }
  }
}

/// A style of ``DatePicker`` (SwiftUI's `DatePickerStyle`): `.automatic`, `.compact`, `.wheel` or `.graphical`;
/// another style conforming to it lays out as `.compact`.
public protocol DatePickerStyle: Sendable {}

/// The default date picker style: compact on iOS.
public struct DefaultDatePickerStyle: DatePickerStyle {
  /// The default style.
  public init() {}
}

/// Fields that open a calendar or a time wheel when tapped.
public struct CompactDatePickerStyle: DatePickerStyle {
  /// The compact style.
  public init() {}
}

/// Turning wheels for each part.
public struct WheelDatePickerStyle: DatePickerStyle {
  /// The wheel style.
  public init() {}
}

/// A calendar (and a time field).
public struct GraphicalDatePickerStyle: DatePickerStyle {
  /// The graphical style.
  public init() {}
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
  /// The default style: compact.
  public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}

extension DatePickerStyle where Self == CompactDatePickerStyle {
  /// Compact fields.
  public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}

extension DatePickerStyle where Self == WheelDatePickerStyle {
  /// Wheels.
  public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

extension DatePickerStyle where Self == GraphicalDatePickerStyle {
  /// A calendar.
  public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}

extension View {
  /// This view with `style` for every ``DatePicker`` in it that has no style yet (SwiftUI's `datePickerStyle(_:)`,
  /// on a picker or any view around it: the innermost style wins).
  ///
  /// - Complexity: O(n) for the n nodes of the view's tree, plus rebuilding the pickers.
  public func datePickerStyle(_ style: some DatePickerStyle) -> Node {
    node.applyingControlStyle(.datePicker(DatePickerStyleKind(style)))
  }
}
