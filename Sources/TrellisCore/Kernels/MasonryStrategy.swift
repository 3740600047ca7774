/// How a masonry assigns items to lanes: the greedy placement policy (FrameUp's shortest lane, with tolerance, or
/// round-robin), or a strategy that computes the whole assignment (`TrellisSolver` adds `.optimal`: the assignment
/// minimising the tallest column, seeded with greedy and never worse than it).
///
/// - Complexity: O(1) for every member whose documentation does not say otherwise.
public struct MasonryStrategy: Sendable, Hashable, CustomStringConvertible {
  /// The strategy's name (`"greedy"`, `"optimal"`).
  public let name: String
  /// The parameters that select the strategy's behaviour besides its name (a solver strategy's time limit in
  /// seconds, its gap); empty for greedy.
  public let parameters: [String: Double]
  let compute: (@Sendable ([Double], Int, Double) throws(KernelError) -> [Int])?

  /// A strategy from a function of (item lengths along the stacking axis, lane count, spacing) returning the lane of
  /// each item; each lane keeps index order.
  ///
  /// Two strategies are equal when their names and parameters are: give a strategy of your own a name and
  /// parameters that identify what its function computes.
  public init(
    name: String, parameters: [String: Double] = [:],
    assign: @escaping @Sendable ([Double], Int, Double) throws(KernelError) -> [Int]
  ) {
    self.name = name
    self.parameters = parameters
    self.compute = assign
  }

  private init(greedy: ()) {
    self.name = "greedy"
    self.parameters = [:]
    self.compute = nil
  }

  /// The container's greedy `placement` policy. O(n·k), or O(n log k) above 24 lanes.
  public static let greedy = MasonryStrategy(greedy: ())

  /// Whether two strategies have the same name and parameters.
  public static func == (a: MasonryStrategy, b: MasonryStrategy) -> Bool {
    a.name == b.name && a.parameters == b.parameters
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(name)
    hasher.combine(parameters)
  }

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
