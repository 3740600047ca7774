import TrellisCore

/// FrameUp's `FUVerticalAlignment`: top, center, bottom or justified (the vertical part of an ``FUAlignment``).
public typealias FUVerticalAlignment = KernelAlignment.Vertical

/// FrameUp's `FUHorizontalAlignment`: leading, center, trailing or justified (the horizontal part of an
/// ``FUAlignment``).
public typealias FUHorizontalAlignment = KernelAlignment.Horizontal

/// - Complexity: O(1) for every member.
extension KernelAlignment.Vertical {
  /// SwiftUI's alignment for this value; justified is top.
  public var alignment: VerticalAlignment {
    switch self {
    case .top, .justified: .top
    case .center: .center
    case .bottom: .bottom
    }
  }

  /// This value with justified replaced by `alternateAlignment` (top by default), as FrameUp.
  public func replacingJustification(with alternateAlignment: FUVerticalAlignment = .top) -> FUVerticalAlignment {
    self == .justified ? alternateAlignment : self
  }

  /// The offset of an item `length` high in a space `space` high (top and justified 0).
  func offset(_ length: CGFloat, in space: CGFloat) -> CGFloat {
    switch self {
    case .top, .justified: 0
    case .center: (space - length) / 2
    case .bottom: space - length
    }
  }
}

/// - Complexity: O(1) for every member.
extension KernelAlignment.Horizontal {
  /// SwiftUI's alignment for this value; justified is leading.
  public var alignment: HorizontalAlignment {
    switch self {
    case .leading, .justified: .leading
    case .center: .center
    case .trailing: .trailing
    }
  }

  /// This value with justified replaced by `alternateAlignment` (leading by default), as FrameUp.
  public func replacingJustification(with alternateAlignment: FUHorizontalAlignment = .leading)
    -> FUHorizontalAlignment
  {
    self == .justified ? alternateAlignment : self
  }

  /// The offset of an item `length` wide in a space `space` wide (leading and justified 0).
  func offset(_ length: CGFloat, in space: CGFloat) -> CGFloat {
    switch self {
    case .leading, .justified: 0
    case .center: (space - length) / 2
    case .trailing: space - length
    }
  }
}

/// FrameUp's members of `FUAlignment`.
///
/// - Complexity: O(1) for every member.
extension KernelAlignment {
  /// FrameUp's initialiser, horizontal part first (the same value as `init(vertical:horizontal:)`).
  public init(horizontal: FUHorizontalAlignment, vertical: FUVerticalAlignment) {
    self.init(vertical: vertical, horizontal: horizontal)
  }

  /// FrameUp's `init?(from:)`: the value for one of SwiftUI's nine standard alignments, `nil` for any other
  /// (custom guides, baselines).
  public init?(from alignment: Alignment) {
    let vertical: FUVerticalAlignment? =
      switch alignment.vertical {
      case .top: .top
      case .center: .center
      case .bottom: .bottom
      default: nil
      }
    let horizontal: FUHorizontalAlignment? =
      switch alignment.horizontal {
      case .leading: .leading
      case .center: .center
      case .trailing: .trailing
      default: nil
      }
    guard let vertical, let horizontal else { return nil }
    self.init(vertical: vertical, horizontal: horizontal)
  }

  /// SwiftUI's alignment for this value: justified parts become top / leading.
  public var alignment: Alignment { Alignment(horizontal: horizontal.alignment, vertical: vertical.alignment) }

  /// This value with a justified vertical part replaced by `alternateAlignment` (top by default).
  public func replacingVerticalJustification(with alternateAlignment: FUVerticalAlignment = .top) -> KernelAlignment {
    KernelAlignment(vertical: vertical.replacingJustification(with: alternateAlignment), horizontal: horizontal)
  }

  /// This value with a justified horizontal part replaced by `alternateAlignment` (leading by default).
  public func replacingHorizontalJustification(with alternateAlignment: FUHorizontalAlignment = .leading)
    -> KernelAlignment
  {
    KernelAlignment(vertical: vertical, horizontal: horizontal.replacingJustification(with: alternateAlignment))
  }
}
