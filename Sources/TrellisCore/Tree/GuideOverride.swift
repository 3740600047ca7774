/// An explicit alignment guide set with `alignmentGuide(_:computeValue:)`.
struct GuideOverride: Sendable {
  let guide: AnyGuide
  let compute: @Sendable (ViewDimensions) -> CGFloat
}
