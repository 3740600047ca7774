/// What HStackLayout and VStackLayout share: measuring and placing through one ``StackAlgorithm``, with the
/// allocation for the last proposal cached so placing reuses what measuring computed.
protocol AxisStackLayout: Layout where Cache == StackCache {
  var algorithm: StackAlgorithm { get }
}

extension AxisStackLayout {
  public func makeCache(subviews: Subviews) -> StackCache { StackCache() }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout StackCache) -> Size {
    if let allocation = cache.allocation, allocation.proposal == proposal { return allocation.size }
    // The earlier allocation's storage is reused: taken out of the cache first, so it is uniquely referenced.
    var storage = cache.allocation?.children ?? []
    cache.allocation = nil
    let allocation = algorithm.allocate(proposal, subviews, storage: &storage)
    cache.allocation = allocation
    return allocation.size
  }

  public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout StackCache) {
    _ = sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    algorithm.place(cache.allocation!, in: bounds, subviews: subviews)
  }
}
