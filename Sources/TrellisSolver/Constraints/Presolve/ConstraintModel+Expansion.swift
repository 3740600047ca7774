extension ConstraintModel {
  /// Σ terms + constant, rewritten over the free variables: the definitions reachable from the terms are
  /// substituted in a topological order of the reference graph (a definition before those it refers to), so
  /// each is substituted once. Valid during elimination too, when definitions may refer to later ones.
  ///
  /// - Complexity: O(size of the reachable definitions).
  mutating func expand(_ terms: [Term], _ constant: Double) -> ([Term], Double) {
    expand(terms, constant, limit: .max)!
  }

  /// ``expand(_:_:)``, or nil when more than `limit` definitions are reachable. Sets ``lastVisited``.
  ///
  /// The search and the accumulation run over raw buffers (the scratch arrays, sized once per model, taken out of
  /// `self`): a form's stacked rows make presolve visit about a hundred thousand definitions at 10³ views, and a
  /// checked, uniqueness-tested array access per step doubled their cost.
  mutating func expand(_ terms: [Term], _ constant: Double, limit: Int) -> ([Term], Double)? {
    var order: [Int] = []
    var frames: [(v: Int, next: Int)] = []
    var seen: [Int] = []
    var accumulator: [Double] = []
    var touched: [Bool] = []
    var search = ReachabilitySearch(count: 0)
    swap(&order, &scratchOrder)
    swap(&frames, &scratchFrames)
    swap(&seen, &scratchSeen)
    swap(&accumulator, &self.accumulator)
    swap(&touched, &self.touched)
    swap(&search, &self.search)
    defer {
      swap(&order, &scratchOrder)
      swap(&frames, &scratchFrames)
      swap(&seen, &scratchSeen)
      swap(&accumulator, &self.accumulator)
      swap(&touched, &self.touched)
      swap(&search, &self.search)
    }
    search.begin()
    // Post-order of the reachable definitions (iterative depth-first search); a definition is pushed once, so the
    // frames and the order each hold at most one slot per variable.
    var count = 0
    let complete = search.withStamps { stamps, generation in
      order.withUnsafeMutableBufferPointer { order in
        frames.withUnsafeMutableBufferPointer { frames in
          eliminationOrder.withUnsafeBufferPointer { eliminationOrder in
            definitionPool.withUnsafeBufferPointer { pool in
              definitionRanges.withUnsafeBufferPointer { ranges in
                for term in terms {
                  let root = term.index
                  guard eliminationOrder[root] >= 0, stamps[root] != generation else { continue }
                  stamps[root] = generation
                  frames[0] = (root, ranges[root].lowerBound)
                  var depth = 1
                  while depth > 0 {
                    let top = frames[depth - 1]
                    if top.next < ranges[top.v].upperBound {
                      frames[depth - 1].next = top.next + 1
                      let u = pool[top.next].index
                      if eliminationOrder[u] >= 0 && stamps[u] != generation {
                        stamps[u] = generation
                        frames[depth] = (u, ranges[u].lowerBound)
                        depth += 1
                      }
                      continue
                    }
                    depth -= 1
                    order[count] = top.v
                    count += 1
                    if count > limit { return false }
                  }
                }
                return true
              }
            }
          }
        }
      }
    }
    lastVisited = count
    guard complete else { return nil }
    var constant = constant
    var seenCount = 0
    var result: [Term] = []
    accumulator.withUnsafeMutableBufferPointer { accumulator in
      touched.withUnsafeMutableBufferPointer { touched in
        seen.withUnsafeMutableBufferPointer { seen in
          definitionPool.withUnsafeBufferPointer { pool in
            definitionRanges.withUnsafeBufferPointer { ranges in
              definitionConstant.withUnsafeBufferPointer { definitionConstant in
                for term in terms {
                  if !touched[term.index] {
                    touched[term.index] = true
                    seen[seenCount] = term.index
                    seenCount += 1
                  }
                  accumulator[term.index] += term.coefficient
                }
                // Reverse post-order: a definition before the definitions it refers to.
                var k = count
                while k > 0 {
                  k -= 1
                  let v = order[k]
                  let coefficient = accumulator[v]
                  accumulator[v] = 0
                  guard coefficient != 0 else { continue }
                  constant += coefficient * definitionConstant[v]
                  for t in ranges[v] {
                    let term = pool[t]
                    if !touched[term.index] {
                      touched[term.index] = true
                      seen[seenCount] = term.index
                      seenCount += 1
                    }
                    accumulator[term.index] += coefficient * term.coefficient
                  }
                }
              }
            }
          }
          result.reserveCapacity(seenCount)
          eliminationOrder.withUnsafeBufferPointer { eliminationOrder in
            for s in 0..<seenCount {
              let v = seen[s]
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
