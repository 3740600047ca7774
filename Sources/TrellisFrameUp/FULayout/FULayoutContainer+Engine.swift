import TrellisCore

extension FULayoutContainer: NoExplicitBuiltInGuides {}

extension FULayoutContainer: ContainsPlacedChildren {
  package var guaranteesContainment: Bool { content is any LineBreakAware }
}
