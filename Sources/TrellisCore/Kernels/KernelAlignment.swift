/// The alignment of the flow and masonry kernels: a vertical part {top, center, bottom, justified} and a horizontal
/// part {leading, center, trailing, justified}. `TrellisFrameUp` calls it by FrameUp's name, `FUAlignment`.
///
/// The sixteen values have FrameUp's raw names (`topLeading`, `top`, …, `justified`), which scene files use:
///
/// ```swift
/// let alignment = KernelAlignment(rawValue: "bottomTrailing")  // (vertical: .bottom, horizontal: .trailing)
/// alignment?.rawValue                                          // "bottomTrailing"
/// ```
///
/// It encodes as its raw name (a JSON string); decoding an unknown name throws `DecodingError.dataCorrupted`.
/// As FrameUp's, the alignment and its two parts are `Identifiable` (each is its own `id`) and their raw values are
/// their case names (`FUHorizontalAlignment.trailing.rawValue == "trailing"`), so `ForEach(….allCases)` and
/// `Text($0.rawValue)` work as they do with FrameUp.
///
/// `justified` on the flow axis spreads the items of a row over the row's length; on the cross axis each layout says
/// what it does (HFlow treats vertical `.justified` as top).
///
/// - Complexity: O(1) for every member whose documentation does not say otherwise.
public struct KernelAlignment: Hashable, Sendable, CaseIterable, RawRepresentable, Identifiable, Codable,
  CustomStringConvertible
{
  /// The vertical part; its raw value is its case name (`"top"`, …), as FrameUp's `FUVerticalAlignment`'s.
  public enum Vertical: String, Hashable, Sendable, CaseIterable, Identifiable {
    /// Items (or rows) at the start of the vertical extent.
    case top
    /// Centred vertically.
    case center
    /// At the end of the vertical extent.
    case bottom
    /// Spread over the vertical extent (each layout says how; HFlow treats it as top).
    case justified

    /// The value itself, as FrameUp's `id`.
    public var id: Self { self }

    /// The position in `top, center, bottom, justified`: the row of the raw-name table.
    var index: Int {
      switch self {
      case .top: 0
      case .center: 1
      case .bottom: 2
      case .justified: 3
      }
    }
  }

  /// The horizontal part; its raw value is its case name (`"leading"`, …), as FrameUp's `FUHorizontalAlignment`'s.
  public enum Horizontal: String, Hashable, Sendable, CaseIterable, Identifiable {
    /// At the leading edge (the left one; the right one when the layout runs right to left).
    case leading
    /// Centred horizontally.
    case center
    /// At the trailing edge.
    case trailing
    /// Spread over the horizontal extent: a flow's rows fill their length, except the last.
    case justified

    /// The value itself, as FrameUp's `id`.
    public var id: Self { self }

    /// The position in `leading, center, trailing, justified`: the column of the raw-name table.
    var index: Int {
      switch self {
      case .leading: 0
      case .center: 1
      case .trailing: 2
      case .justified: 3
      }
    }
  }

  /// The vertical part.
  public var vertical: Vertical
  /// The horizontal part.
  public var horizontal: Horizontal

  /// Creates an alignment from its two parts.
  public init(vertical: Vertical, horizontal: Horizontal) {
    self.vertical = vertical
    self.horizontal = horizontal
  }

  /// Raw names indexed by `vertical.index * 4 + horizontal.index`.
  private static let names: [String] = [
    "topLeading", "top", "topTrailing", "topJustified",
    "leading", "center", "trailing", "centerJustified",
    "bottomLeading", "bottom", "bottomTrailing", "bottomJustified",
    "justifiedLeading", "justifiedCenter", "justifiedTrailing", "justified",
  ]

  /// Parses one of the sixteen raw names (case-sensitive, as FrameUp spells them); `nil` for anything else.
  ///
  /// - Complexity: O(1) (a scan of 16 names).
  public init?(rawValue: String) {
    guard let index = Self.names.firstIndex(of: rawValue) else { return nil }
    self.init(
      vertical: Vertical.allCases[index / 4], horizontal: Horizontal.allCases[index % 4])
  }

  /// FrameUp's raw name, e.g. `"topLeading"`, `"centerJustified"`.
  public var rawValue: String { Self.names[vertical.index * 4 + horizontal.index] }

  /// The value itself, as FrameUp's `id`.
  public var id: Self { self }

  /// The raw name.
  public var description: String { rawValue }

  /// All sixteen alignments, row by row in the order of the raw-name table (top…, center…, bottom…, justified…).
  ///
  /// - Complexity: O(1) (16 values).
  public static var allCases: [KernelAlignment] {
    Vertical.allCases.flatMap { v in Horizontal.allCases.map { h in KernelAlignment(vertical: v, horizontal: h) } }
  }

  /// Top, leading.
  public static let topLeading = KernelAlignment(vertical: .top, horizontal: .leading)
  /// Top, horizontally centred.
  public static let top = KernelAlignment(vertical: .top, horizontal: .center)
  /// Top, trailing.
  public static let topTrailing = KernelAlignment(vertical: .top, horizontal: .trailing)
  /// Top, horizontally justified.
  public static let topJustified = KernelAlignment(vertical: .top, horizontal: .justified)
  /// Vertically centred, leading.
  public static let leading = KernelAlignment(vertical: .center, horizontal: .leading)
  /// Centred on both axes.
  public static let center = KernelAlignment(vertical: .center, horizontal: .center)
  /// Vertically centred, trailing.
  public static let trailing = KernelAlignment(vertical: .center, horizontal: .trailing)
  /// Vertically centred, horizontally justified.
  public static let centerJustified = KernelAlignment(vertical: .center, horizontal: .justified)
  /// Bottom, leading.
  public static let bottomLeading = KernelAlignment(vertical: .bottom, horizontal: .leading)
  /// Bottom, horizontally centred.
  public static let bottom = KernelAlignment(vertical: .bottom, horizontal: .center)
  /// Bottom, trailing.
  public static let bottomTrailing = KernelAlignment(vertical: .bottom, horizontal: .trailing)
  /// Bottom, horizontally justified.
  public static let bottomJustified = KernelAlignment(vertical: .bottom, horizontal: .justified)
  /// Vertically justified, leading.
  public static let justifiedLeading = KernelAlignment(vertical: .justified, horizontal: .leading)
  /// Vertically justified, horizontally centred.
  public static let justifiedCenter = KernelAlignment(vertical: .justified, horizontal: .center)
  /// Vertically justified, trailing.
  public static let justifiedTrailing = KernelAlignment(vertical: .justified, horizontal: .trailing)
  /// Justified on both axes.
  public static let justified = KernelAlignment(vertical: .justified, horizontal: .justified)
}
