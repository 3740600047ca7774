#if TRELLIS_INTERNAL_CHECKS
  extension LayoutContext {
    /// Checks the whole state of the pass (``PassBuffers/checkInvariants(_:_:_:_:)``): where a pass begins and ends.
    func checkInvariants() {
      buffers.checkInvariants(tree, sizes, placements, caches)
    }

    /// Invariant (debug, tests and fuzzing): containers whose size is the bounding box of what they place keep every
    /// placed child inside their frame. Other containers may overflow by design (stacks, frames, ViewThatFits).
    func checkContainment() {
      let frames = placements.frames
      let placed = placements.placed
      for k in 0..<tree.count where placed[k] && tree.childCount[k] > 0 {
        guard let container = tree.layout(k)?.base as? any ContainsPlacedChildren, container.guaranteesContainment
        else {
          continue
        }
        let frame = frames[k]
        guard frame.size.isFinite else { continue }
        for c in tree.children(of: k) where placed[c] {
          let tolerance = 1e-6 * max(1, frame.size.width, frame.size.height)
          let child = frames[c]
          precondition(
            child.origin.x >= frame.origin.x - tolerance && child.origin.y >= frame.origin.y - tolerance
              && (child.origin.x + child.size.width) <= (frame.origin.x + frame.size.width) + tolerance
              && (child.origin.y + child.size.height) <= (frame.origin.y + frame.size.height) + tolerance,
            "\(path(of: NodeIndex(c))) at \(child.formatted) is outside its container's frame \(frame.formatted)")
        }
      }
    }
  }
#endif
