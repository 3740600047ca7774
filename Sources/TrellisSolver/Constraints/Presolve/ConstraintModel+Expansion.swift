extension ConstraintModel {
  /// Σ terms + constant, rewritten over the free variables: the definitions reachable from the terms are
  /// substituted in a topological order of the reference graph (a definition before those it refers to), so
  /// each is substituted once. Valid during elimination too, when definitions may refer to later ones.
  ///
  /// - Complexity: O(size of the reachable definitions).
  mutating func expand(_ terms: [Term], _ constant: Double) -> ([Term], Double) {
    expand(terms, constant, limit: .max)!
  }

  /// ``expand(_:_:)``, or nil when more than `limit` definitions are reachable.
  mutating func expand(_ terms: [Term], _ constant: Double, limit: Int) -> ([Term], Double)? {
    var constant = constant
    // Post-order of the reachable definitions (iterative depth-first search).
    var postorder: [Int] = []
    var frames: [(v: Int, next: Int)] = []
    var seen: [Int] = []
    swap(&postorder, &scratchOrder)
    swap(&frames, &scratchFrames)
    swap(&seen, &scratchSeen)
    postorder.removeAll(keepingCapacity: true)
    frames.removeAll(keepingCapacity: true)
    seen.removeAll(keepingCapacity: true)
    defer {
      swap(&postorder, &scratchOrder)
      swap(&frames, &scratchFrames)
      swap(&seen, &scratchSeen)
    }
    search.begin()
    guard appendPostorder(from: terms.lazy.map(\.index), into: &postorder, frames: &frames, limit: limit) else {
      return nil
    }
    // The scratch arrays are taken out of `self` for the loops, which then index raw buffers (no reference
    // counting or uniqueness checks per visited term).
    var accumulator: [Double] = []
    var touched: [Bool] = []
    swap(&accumulator, &self.accumulator)
    swap(&touched, &self.touched)
    defer {
      swap(&accumulator, &self.accumulator)
      swap(&touched, &self.touched)
    }
    var result: [Term] = []
    accumulator.withUnsafeMutableBufferPointer { accumulator in
      touched.withUnsafeMutableBufferPointer { touched in
        definitionPool.withUnsafeBufferPointer { pool in
          for term in terms {
            if !touched[term.index] {
              touched[term.index] = true
              seen.append(term.index)
            }
            accumulator[term.index] += term.coefficient
          }
          for v in postorder.reversed() {
            let coefficient = accumulator[v]
            accumulator[v] = 0
            guard coefficient != 0 else { continue }
            constant += coefficient * definitionConstant[v]
            for t in definitionRanges[v] {
              let term = pool[t]
              if !touched[term.index] {
                touched[term.index] = true
                seen.append(term.index)
              }
              accumulator[term.index] += coefficient * term.coefficient
            }
          }
          eliminationOrder.withUnsafeBufferPointer { eliminationOrder in
            for v in seen {
              if eliminationOrder[v] < 0, abs(accumulator[v]) > PresolveTolerance.negligibleCoefficient {
                result.append(Term(v, accumulator[v]))
              }
              accumulator[v] = 0
              touched[v] = false
            }
          }
        }
      }
    }
    result.sort { $0.index < $1.index }
    return (result, constant)
  }

  /// Appends to `order`, in post-order, the definitions reachable from `roots` that the current search has not
  /// visited (an iterative depth-first search; call `search.begin()` first). False when `order` grows past `limit`.
  mutating func appendPostorder<S: Sequence<Int>>(
    from roots: S, into order: inout [Int], frames: inout [(v: Int, next: Int)], limit: Int
  ) -> Bool {
    var search = ReachabilitySearch(count: 0)
    swap(&search, &self.search)
    defer { swap(&search, &self.search) }
    return eliminationOrder.withUnsafeBufferPointer { eliminationOrder in
      definitionPool.withUnsafeBufferPointer { pool in
        definitionRanges.withUnsafeBufferPointer { ranges in
          for root in roots where eliminationOrder[root] >= 0 && search.visit(root) {
            // `next` walks the pool positions of the definition's terms.
            frames.append((root, ranges[root].lowerBound))
            while let top = frames.last {
              if top.next < ranges[top.v].upperBound {
                frames[frames.count - 1].next += 1
                let u = pool[top.next].index
                if eliminationOrder[u] >= 0 && search.visit(u) { frames.append((u, ranges[u].lowerBound)) }
                continue
              }
              frames.removeLast()
              order.append(top.v)
              if order.count > limit { return false }
            }
          }
          return true
        }
      }
    }
  }
}
