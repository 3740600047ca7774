import Testing

@testable import TrellisCore
@testable import TrellisFrameUp

@Suite struct TwoSidedViewTests {
  @Test(arguments: [
    // Semantics examples.
    (0.0, VisibleSide.front), (89.9, .front), (90, .neither), (135, .back), (270, .neither), (300, .front),
    (-100, .back),
    // More: negative and large angles, the other edge-on values.
    (-90, .neither), (-270, .neither), (180, .back), (-180, .back), (360, .front), (450, .neither), (720, .front),
    (90.0001, .back), (269.9, .back), (270.1, .front), (-89.9, .front), (1e-300, .front), (-1e-300, .front),
    (.nan, .neither), (.infinity, .neither), (-.infinity, .neither),
  ])
  func visibility(degrees: Double, side: VisibleSide) {
    #expect(TwoSidedView.visibleSide(for: .degrees(degrees)) == side)
  }

  @Test func radiansMatchTheSameVisibility() {
    #expect(TwoSidedView.visibleSide(for: .radians(0.1)) == .front)
    #expect(TwoSidedView.visibleSide(for: .radians(2)) == .back)
    #expect(Tolerance.isApproximatelyEqual(Angle.degrees(180).radians, Double.pi))
    #expect(Tolerance.isApproximatelyEqual(Angle.radians(Double.pi / 2).degrees, 90))
  }

  @Test(arguments: [
    (RotationAxis3D(x: 0, y: 1, z: 0), RotationAxis3D.yAxis),
    (RotationAxis3D(x: 1, y: 0, z: 0), .xAxis),
    (RotationAxis3D(x: 1, y: 1, z: 0), .xAxis),
    (RotationAxis3D(x: -0.5, y: 0.4, z: 1), .xAxis),
    (RotationAxis3D(x: 0.3, y: -0.7, z: 0), .yAxis),
    (RotationAxis3D(x: 0, y: 0, z: 1), .xAxis),
  ])
  func automaticBackAxis(axis: RotationAxis3D, expected: RotationAxis3D) {
    #expect(TwoSidedView.backRotationAxis(for: axis) == expected)
  }

  @Test func givenBackAxisWins() {
    let given = RotationAxis3D(x: 0, y: 0, z: 1)
    #expect(TwoSidedView.backRotationAxis(for: .xAxis, backAxis: given) == given)
  }

  @Test(arguments: [(-100.0, 260.0), (720, 0), (-720, 0), (359.5, 359.5), (-1e-300, 0)])
  func normalizedDegrees(degrees: Double, expected: Double) {
    #expect(Angle(degrees: degrees).normalizedDegrees == expected)
  }
}
