extension ProposedViewSize {
  /// `==` without a call: the measure cache compares proposals on every size request (never NaN here: the engine
  /// rejects NaN proposals before it looks them up).
  @inline(__always)
  func matches(_ other: ProposedViewSize) -> Bool {
    switch (width, other.width) {
    case (nil, nil): break
    case (let a?, let b?) where a == b: break
    default: return false
    }
    switch (height, other.height) {
    case (nil, nil): return true
    case (let a?, let b?): return a == b
    default: return false
    }
  }
}
