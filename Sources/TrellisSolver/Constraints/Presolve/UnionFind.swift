/// Disjoint sets over `0..<count` (union–find with path halving): the connected components of the constraint
/// conflict search and of the level grouping.
struct UnionFind {
  private var parent: [Int]

  /// `count` singletons.
  ///
  /// - Complexity: O(count).
  init(count: Int) { parent = Array(0..<count) }

  /// The representative of `element`'s set.
  ///
  /// - Complexity: amortised near-constant.
  mutating func root(_ element: Int) -> Int {
    var e = element
    while parent[e] != e {
      parent[e] = parent[parent[e]]
      e = parent[e]
    }
    return e
  }

  /// Merges the sets of every element of `elements`.
  ///
  /// - Complexity: amortised near-constant per element.
  mutating func join(_ elements: some Sequence<Int>) {
    var first: Int?
    for element in elements {
      let r = root(element)
      if let f = first { parent[r] = f } else { first = r }
    }
  }
}
