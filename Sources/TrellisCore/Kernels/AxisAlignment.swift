/// Alignment along one axis, with FrameUp's four choices.
enum AxisAlignment: Hashable, Sendable {
  case start, center, end, justified

  /// The fraction of free space before the item (justified counts as start).
  var fraction: CGFloat {
    switch self {
    case .start, .justified: 0
    case .center: 0.5
    case .end: 1
    }
  }

  init(_ h: KernelAlignment.Horizontal) {
    switch h {
    case .leading: self = .start
    case .center: self = .center
    case .trailing: self = .end
    case .justified: self = .justified
    }
  }

  init(_ v: KernelAlignment.Vertical) {
    switch v {
    case .top: self = .start
    case .center: self = .center
    case .bottom: self = .end
    case .justified: self = .justified
    }
  }
}

extension KernelAlignment {
  /// The alignment along `axis`.
  func component(_ axis: Axis) -> AxisAlignment {
    axis == .horizontal ? AxisAlignment(horizontal) : AxisAlignment(vertical)
  }
}
