import TrellisCore

/// Offsets by index from the ordered form (for the dictionary requirement of FrameUp's protocol).
func dictionaryOffsets(_ sizes: [Int: Size], _ ordered: ([Size]) -> [Point?]) -> [Int: Point] {
  let count = (sizes.keys.max() ?? -1) + 1
  let list = (0..<count).map { sizes[$0] ?? .zero }
  var out: [Int: Point] = [:]
  for (k, p) in ordered(list).enumerated() where sizes[k] != nil { out[k] = p }
  return out
}
