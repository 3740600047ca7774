/// How a masonry assigns items to lanes: the greedy placement policy (FrameUp's shortest lane, with tolerance, or
/// round-robin), or a strategy that computes the whole assignment (`TrellisSolver` adds `.optimal`: the assignment
/// minimising the tallest column, seeded with greedy and never worse than it).
public struct MasonryStrategy: Sendable, Hashable, CustomStringConvertible {
  /// The strategy's name (`"greedy"`, `"optimal"`).
  public let name: String
  let compute: (@Sendable ([Double], Int, Double) throws(KernelError) -> [Int])?

  /// A strategy from a function of (item lengths along the stacking axis, lane count, spacing) returning the lane of
  /// each item; each lane keeps index order.
  ///
  /// - Complexity: O(1).
  public init(name: String, assign: @escaping @Sendable ([Double], Int, Double) throws(KernelError) -> [Int]) {
    self.name = name
    self.compute = assign
  }

  private init(greedy: ()) {
    self.name = "greedy"
    self.compute = nil
  }

  /// The container's greedy `placement` policy. O(n·k), or O(n log k) above ``MasonryKernel/linearScanLimit`` lanes.
  public static let greedy = MasonryStrategy(greedy: ())

  public static func == (a: MasonryStrategy, b: MasonryStrategy) -> Bool { a.name == b.name }
  public func hash(into hasher: inout Hasher) { hasher.combine(name) }
  public var description: String { name }

  package func run(
    _ sizes: [Size], axis: Axis, lanes: Int, thickness: Double, hs: Double, vs: Double, alignment: KernelAlignment,
    placement: MasonryPlacement
  ) throws(KernelError) -> MasonryKernel.Result {
    guard let compute else {
      return try FlowKernel.withBuffer(sizes) { (buffer) throws(KernelError) in
        try MasonryKernel.layout(
          buffer, axis: axis, lanes: lanes, maxThickness: thickness, horizontalSpacing: hs, verticalSpacing: vs,
          alignment: alignment, placement: placement)
      }
    }
    let k = max(1, lanes)
    let assignment = try compute(sizes.map { $0[axis] }, k, axis == .vertical ? vs : hs)
    return try MasonryKernel.layout(
      sizes, assignment: assignment, axis: axis, lanes: k, maxThickness: thickness, horizontalSpacing: hs,
      verticalSpacing: vs, alignment: alignment)
  }
}
