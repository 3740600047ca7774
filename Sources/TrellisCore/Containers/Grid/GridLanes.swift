/// The lanes (columns of a ``LazyVGrid``, rows of a ``LazyHGrid``) that grid items resolve to for a proposed length.
struct GridLanes {
  /// Each lane's length, its start (from the grid's start) and its items' alignment.
  var lengths: [CGFloat] = []
  var starts: [CGFloat] = []
  var alignments: [Alignment?] = []
  /// From the first lane's start to the last one's end.
  var total = 0.0

  /// Resolves `items` for a proposed `length` (semantics §1): fixed items take their length; the rest of the length
  /// (after the fixed lengths and every item's spacing but the last's) is shared by the flexible and adaptive items
  /// as a stack shares its length, each clamped to its range (``LaneSharing``); an adaptive item holding `a` becomes
  /// `k = max(1, ⌊(a + s)/(minimum + s)⌋)` lanes of `(a − (k − 1)·s)/k`. Unspecified length: flexible and adaptive
  /// items take their minimum (an adaptive one as one lane).
  ///
  /// - Throws: a message when an item is invalid (``GridItem/invalidReason``) or the lanes would be more than
  ///   ``TrellisLimits/maxLanes``.
  /// - Complexity: O(items log items + lanes).
  init(_ items: [GridItem], length: CGFloat?) throws(GridLanesError) {
    for (k, item) in items.enumerated() {
      if let reason = item.invalidReason { throw GridLanesError(message: "grid item \(k): \(reason)") }
    }
    let shares = Self.shares(items, length: length)
    var position = 0.0
    for (k, item) in items.enumerated() {
      let s = item.resolvedSpacing
      var count = 1
      var laneLength = shares[k]
      if case .adaptive(let minimum, _) = item.size, length != nil {
        let fitting = ((shares[k] + s) / (minimum + s)).rounded(.down)
        if fitting > CGFloat(TrellisLimits.maxLanes - lengths.count) {
          throw GridLanesError(
            message:
              "grid item \(k) makes \(fitting) lanes, more than TrellisLimits.maxLanes (\(TrellisLimits.maxLanes))")
        }
        count = max(1, Int(fitting))
        laneLength = (shares[k] - CGFloat(count - 1) * s) / CGFloat(count)
      }
      for lane in 0..<count {
        if lane > 0 { position += s }
        starts.append(position)
        lengths.append(laneLength)
        alignments.append(item.alignment)
        position += laneLength
      }
      total = position
      position += s
    }
  }

  /// Each item's share of `length`: fixed items their length, the others as documented in ``init(_:length:)``.
  private static func shares(_ items: [GridItem], length: CGFloat?) -> [CGFloat] {
    var shares = [CGFloat](repeating: 0, count: items.count)
    var flexible: [(index: Int, minimum: CGFloat, maximum: CGFloat)] = []
    var remaining = length ?? 0
    for (k, item) in items.enumerated() {
      if k < items.count - 1 { remaining -= item.resolvedSpacing }
      switch item.size {
      case .fixed(let fixed):
        shares[k] = fixed
        remaining -= fixed
      case .flexible(let minimum, let maximum), .adaptive(let minimum, let maximum):
        shares[k] = minimum
        flexible.append((k, minimum, maximum))
      }
    }
    guard length != nil, !flexible.isEmpty else { return shares }
    let taken = LaneSharing.share(remaining, count: flexible.count) { lane, offer in
      min(max(offer, flexible[lane].minimum), flexible[lane].maximum)
    }
    for (lane, entry) in flexible.enumerated() { shares[entry.index] = taken[lane] }
    return shares
  }
}

/// Why grid items cannot be laid out.
struct GridLanesError: Error {
  let message: String
}
