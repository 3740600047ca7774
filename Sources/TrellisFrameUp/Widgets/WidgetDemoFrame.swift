import TrellisCore

/// The geometry of FrameUp's `WidgetDemoFrame`: a preview frame sized like a real widget.
///
/// The content is laid out at the design canvas size and scaled to fit the Home Screen size (on iPhone both are the
/// same, so the scale is 1). The corner radius (default 20) applies to the Home Screen frame; the content sees
/// `designCornerRadius = cornerRadius · designW / homeW`. ``WidgetSize/accessoryCircular`` is a circle (radius half
/// its smaller side) and ``WidgetSize/accessoryInline`` has radius 0.
///
/// **Degenerate input.** A size the device's table lacks (extraLarge on iPhone, accessories on iPad) uses the size's
/// ``WidgetSize/minimumSize`` for both frames, so every size works on every device, as in FrameUp. A NaN, infinite
/// or negative corner radius counts as 0.
///
/// ```swift
/// let demo = WidgetDemoFrame(.small, device: .iPad, screenSize: Size(width: 834, height: 1112))
/// demo.designSize     // 150×150
/// demo.homeScreenSize // 132×132
/// demo.scale          // 0.88
/// demo.designCornerRadius  // 20 · 150/132 ≈ 22.73
/// ```
///
/// - Complexity: O(1) for every member.
public struct WidgetDemoFrame: Hashable, Sendable {
  /// The Home Screen corner radius FrameUp uses when none is given: 20.
  public static let defaultCornerRadius: CGFloat = 20

  /// The widget size shown.
  public var widgetSize: WidgetSize
  /// The device whose tables give the frames.
  public var device: WidgetDevice
  /// The device's screen size (either orientation).
  public var screenSize: Size
  /// The requested Home Screen corner radius.
  public var requestedCornerRadius: CGFloat

  /// Creates a demo frame.
  @inlinable public init(
    _ widgetSize: WidgetSize, device: WidgetDevice, screenSize: Size,
    cornerRadius: CGFloat = WidgetDemoFrame.defaultCornerRadius
  ) {
    self.widgetSize = widgetSize
    self.device = device
    self.screenSize = screenSize
    self.requestedCornerRadius = cornerRadius
  }

  /// The frame the widget occupies on the Home Screen.
  public var homeScreenSize: Size {
    let size: Size? =
      switch device {
      case .iPhone: widgetSize.sizeForiPhone(screenSize: screenSize)
      case .iPad: widgetSize.sizeForiPad(screenSize: screenSize, target: .homeScreen)
      }
    return size ?? widgetSize.minimumSize
  }

  /// The frame the content is laid out in (the Home Screen frame on iPhone).
  public var designSize: Size {
    let size: Size? =
      switch device {
      case .iPhone: widgetSize.sizeForiPhone(screenSize: screenSize)
      case .iPad: widgetSize.sizeForiPad(screenSize: screenSize, target: .designCanvas)
      }
    return size ?? widgetSize.minimumSize
  }

  /// The uniform scale that fits the design frame into the Home Screen frame (``ScaledView`` with `.fit`).
  public var scale: CGFloat {
    ScaledView.scaledToFit(size: homeScreenSize).scale(forContent: designSize).x
  }

  /// The design frame after scaling: `designSize · scale` (fits inside ``homeScreenSize``).
  public var scaledContentSize: Size {
    ScaledView.scaledToFit(size: homeScreenSize).size(forContent: designSize)
  }

  /// The corner radius of the Home Screen frame (a circle's radius for accessoryCircular, 0 for accessoryInline).
  public var cornerRadius: CGFloat { radius(for: homeScreenSize, base: validRequestedRadius) }

  /// The corner radius in design canvas coordinates: `cornerRadius · designW / homeW`.
  public var designCornerRadius: CGFloat {
    let home = homeScreenSize
    let design = designSize
    return radius(for: design, base: validRequestedRadius * design.width / home.width)
  }

  private var validRequestedRadius: CGFloat {
    requestedCornerRadius.isFinite ? max(0, requestedCornerRadius) : 0
  }

  private func radius(for size: Size, base: CGFloat) -> CGFloat {
    switch widgetSize {
    case .accessoryCircular: size.minDimension / 2
    case .accessoryInline: 0
    default: base
    }
  }
}
