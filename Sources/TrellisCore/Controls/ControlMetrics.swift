/// The sizes of iOS's controls that Trellis's ``Toggle``, ``Slider``, ``Stepper`` and ``Picker`` take, in points.
///
/// Each is the size UIKit's control reports as its intrinsic content size on iPhone at the default Dynamic Type
/// size; where Apple publishes no figure the comment says so, and Layout.md's differences table lists it.
enum ControlMetrics {
  /// `UISwitch`: 51 × 31. Apple's UIKit documentation for `UISwitch` states the size is fixed by the system (the
  /// frame's size is ignored); 51 × 31 is what `intrinsicContentSize` reports on iOS 7 and later (a measurement,
  /// not a documented number).
  static let switchSize = Size(width: 51, height: 31)
  /// `UIStepper`: 94 × 32, its `intrinsicContentSize` on iOS 7 and later (a measurement; Apple's documentation gives
  /// no number).
  static let stepperSize = Size(width: 94, height: 32)
  /// `UISlider`'s height: 31, its `intrinsicContentSize` height (a measurement; Apple's documentation gives no
  /// number). Its width has no intrinsic value: a slider takes the width it is offered.
  static let sliderHeight: CGFloat = 31
  /// `UISegmentedControl`'s height: 32, its `intrinsicContentSize` height since iOS 13 (a measurement; Apple's
  /// documentation gives no number).
  static let segmentedHeight: CGFloat = 32
  /// `UIPickerView`'s size: 320 × 216, the default size UIKit gives a picker view (a measurement: the number
  /// appears in Apple's older iOS programming guides and is no longer documented).
  static let wheelSize = Size(width: 320, height: 216)
  /// A slider's width for an unspecified proposal (`fixedSize()`, a nil proposal): no published figure; Trellis
  /// answers the slider's height, the width of a thumb (Layout.md's differences table).
  static let sliderIdealWidth: CGFloat = 31
}

/// A control of fixed height and flexible width: it takes the proposed width (its ideal width when the width is
/// unspecified) and always its own height, as a slider's track or a wheel.
struct FlexibleWidthLeaf: LeafContent {
  let idealWidth: CGFloat
  let height: CGFloat
  func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
    Size(width: max(proposal.width ?? idealWidth, 0), height: height)
  }
}

/// The nodes of a control's row, built as a stack's children are.
func controlRow(@NodeBuilder _ content: () -> [Node]) -> [Node] { content() }
