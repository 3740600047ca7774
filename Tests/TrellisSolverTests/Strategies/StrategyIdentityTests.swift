import Testing
import TrellisCore
import TrellisSolver

/// Strategy values are equal, and hash alike, exactly when their names and parameters are.
@Suite struct StrategyIdentityTests {
  @Test func flowStrategiesCompareTheirParameters() {
    let oneSecond = FlowStrategy.balanced(timeLimit: .seconds(1))
    #expect(FlowStrategy.balanced == oneSecond)
    #expect(oneSecond != FlowStrategy.balanced(timeLimit: .milliseconds(10)))
    #expect(FlowStrategy.greedy != FlowStrategy.balanced)
    #expect(oneSecond.parameters == ["timeLimit": 1])
    #expect(FlowStrategy.greedy.parameters.isEmpty)
    let set: Set<FlowStrategy> = [
      .greedy, .balanced, .balanced(timeLimit: .seconds(1)), .balanced(timeLimit: .seconds(2)),
    ]
    #expect(set.count == 3)
  }

  @Test func masonryStrategiesCompareTheirParameters() {
    #expect(MasonryStrategy.optimal == MasonryStrategy.optimal(timeLimit: .seconds(1)))
    #expect(MasonryStrategy.optimal != MasonryStrategy.optimal(timeLimit: .seconds(5)))
    #expect(MasonryStrategy.optimal(timeLimit: .seconds(1), relativeGap: 0.01) != .optimal(timeLimit: .seconds(1)))
    #expect(MasonryStrategy.optimal(timeLimit: .milliseconds(250)).parameters == ["timeLimit": 0.25, "relativeGap": 0])
    let set: Set<MasonryStrategy> = [
      .greedy, .optimal, .optimal(timeLimit: .seconds(1)), .optimal(timeLimit: .seconds(3)),
    ]
    #expect(set.count == 3)
  }

  @Test func customStrategiesAreIdentifiedByNameAndParameters() {
    let a = FlowStrategy(name: "everyTwo", parameters: ["n": 2]) { lengths, _, _ in
      Array(stride(from: 0, to: lengths.count, by: 2))
    }
    let b = FlowStrategy(name: "everyTwo", parameters: ["n": 3]) { lengths, _, _ in
      Array(stride(from: 0, to: lengths.count, by: 3))
    }
    #expect(a != b)
    #expect(a.hashValue == FlowStrategy(name: "everyTwo", parameters: ["n": 2]) { _, _, _ in [0] }.hashValue)
  }
}
