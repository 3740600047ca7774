import Testing
import Trellis

#if PASTE_WITH_FOUNDATION
  import Foundation
#endif

// The probe a user would write beside Foundation: a radial `Layout` as SwiftUI code writes it, with `CGSize`, `CGFloat`,
// `CGAffineTransform(rotationAngle:)`, `CGPoint.applying` and `sin`. Written here (not pasted from a project); the
// shape follows the radial layouts common in public SwiftUI code.

private struct RadialLayout: Layout {
  var radius: CGFloat

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let largest = subviews.map { $0.sizeThatFits(.unspecified) }.reduce(CGSize.zero) {
      CGSize(width: max($0.width, $1.width), height: max($0.height, $1.height))
    }
    return CGSize(width: 2 * radius + largest.width, height: 2 * radius + largest.height)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    let step = 2 * CGFloat.pi / CGFloat(subviews.count)
    let center = CGPoint(x: bounds.midX, y: bounds.midY)
    for (index, subview) in subviews.enumerated() {
      let angle = step * CGFloat(index)
      let offset = CGPoint(x: 0, y: -radius).applying(CGAffineTransform(rotationAngle: angle))
      // The same point from sin and cos, as other radial layouts write it.
      let check = CGPoint(x: radius * sin(angle), y: -radius * cos(angle))
      precondition(abs(offset.x - check.x) < 1e-9 && abs(offset.y - check.y) < 1e-9)
      subview.place(
        at: CGPoint(x: center.x + offset.x, y: center.y + offset.y), anchor: .center, proposal: .unspecified)
    }
  }
}

@Suite struct RadialLayoutProbeTests {
  @Test func fourDotsSitOnTheCircle() throws {
    let result = try RadialLayout(radius: 50) {
      for k in 0..<4 { Box(width: 10, height: 10).id("dot\(k)") }
    }.layout(proposal: .unspecified)
    #expect(result.size == CGSize(width: 110, height: 110))
    // Clockwise on screen from the top (y grows downwards): top, right, bottom, left.
    let centres: [CGPoint] = [
      CGPoint(x: 55, y: 5), CGPoint(x: 105, y: 55), CGPoint(x: 55, y: 105), CGPoint(x: 5, y: 55),
    ]
    for (k, expected) in centres.enumerated() {
      let frame = try #require(result["dot\(k)"])
      #expect(abs(frame.midX - expected.x) < 1e-9 && abs(frame.midY - expected.y) < 1e-9, "dot\(k) at \(frame)")
    }
  }

  @Test func foundationValuesMixWithTrellis() {
    // Foundation's and Trellis's names are the same types: no conversion anywhere.
    let size: Size = CGSize(width: 3, height: 4)
    let rect: CGRect = Rect(origin: Point(x: 1, y: 2), size: size)
    let length: CGFloat = rect.maxX
    let seconds: TimeInterval = Date(timeIntervalSince1970: 0).timeIntervalSince1970
    #expect(length == 4 && seconds == 0)
  }
}
