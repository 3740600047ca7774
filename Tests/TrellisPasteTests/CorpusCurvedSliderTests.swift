// swift-format-ignore-file
import Testing
import Trellis

#if PASTE_WITH_FOUNDATION
  import Foundation
#endif

// Tests/PasteCorpus/files/Shubham0812__CurvedSlider.swift (Shubham0812/SwiftUI-Animations,
// SwiftUI-Animations/Code/Common/Animations/Light Bulb/Support Views/CurvedSlider.swift at the commit in
// Tests/PasteCorpus/corpus.tsv, Apache-2.0: Tests/PasteCorpus/licenses/Shubham0812__SwiftUI-Animations.txt, Copyright
// © 2025 Shubham Singh), pasted below as it is there from the line after its import; only `import SwiftUI` became
// `import Trellis` (here the one import above), and this header comment replaces the file's own (the file is not
// reformatted: swift-format skips it).
/// An arc-shaped brightness slider. A knob rides along a semicircular track; dragging it
/// left-to-right maps to a `0...1` value.
///
/// The arc sweeps from `startAngle` (left) clockwise across the bottom to `endAngle` (right),
/// crossing the 0°/360° boundary — hence the angle bookkeeping in `angleForValue(_:)` and
/// `updateValue(location:center:)`.
struct CurvedSlider: View {

    // MARK: - Variables

    /// The current brightness, `0.0` (left end) to `1.0` (right end).
    @Binding var value: Double

    /// Radius of the arc the knob travels along.
    private let radius: CGFloat = 140

    /// Angle (degrees) of the left end of the arc. `0°` points right, angles increase clockwise.
    private let startAngle: Double = 160

    /// Angle (degrees) of the right end of the arc, reached after crossing 360°.
    private let endAngle: Double = 20

    // MARK: - Views
    var body: some View {
        GeometryReader { geometry in
            // Anchor the arc's center at the bottom-center so it bows upward.
            let center = CGPoint(x: geometry.size.width / 2, y: geometry.size.height)

            ZStack {
                // 1. The track — a translucent white arc.
                Path { path in
                    path.addArc(center: center,
                                radius: radius,
                                startAngle: .degrees(startAngle),
                                endAngle: .degrees(endAngle),
                                clockwise: false)
                }
                .stroke(Color.white.opacity(0.5), style: StrokeStyle(lineWidth: 6, lineCap: .round))

                // 2. The knob — positioned along the arc for the current value and draggable.
                let angle = angleForValue(value)
                let rads = Angle.degrees(angle).radians
                let x = center.x + radius * CGFloat(cos(rads))
                let y = center.y + radius * CGFloat(sin(rads))

                Circle()
                    .fill(Color.clear)
                    .frame(width: 25, height: 25)
                    .glassKnob()
                    .overlay(Circle().stroke(Color.yellow.opacity(0.1), lineWidth: 2))
                    .position(x: x, y: y)
                    .gesture(
                        DragGesture()
                            .onChanged { drag in
                                updateValue(location: drag.location, center: center)
                            }
                    )

                // 3. Sun icons bookending the arc for visual flair.
                Image(systemName: "sun.min.fill")
                    .foregroundColor(.white)
                    .position(x: center.x - radius - 20, y: center.y - 10)
                    .opacity(0.8)

                Image(systemName: "sun.max.fill")
                    .foregroundColor(.white)
                    .position(x: center.x + radius + 20, y: center.y - 10)
                    .opacity(0.8)
            }
        }
    }

    // MARK: - Functions

    /// Maps a `0...1` value to a point on the arc, in degrees.
    /// `0.0` sits at `startAngle` (left) and `1.0` at `startAngle + span` (right, past 360°).
    private func angleForValue(_ val: Double) -> Double {
        let totalAngleSpan = (360 - startAngle) + endAngle
        return startAngle + (totalAngleSpan * val)
    }

    /// Converts a drag location into a new `0...1` value by measuring its angle around `center`.
    private func updateValue(location: CGPoint, center: CGPoint) {
        // Angle of the touch relative to the arc's center, normalized to 0...2π.
        let vector = CGVector(dx: location.x - center.x, dy: location.y - center.y)
        var angleRadians = atan2(vector.dy, vector.dx)
        if angleRadians < 0 { angleRadians += 2 * .pi }

        var angleDegrees = angleRadians * 180 / .pi

        // Shift the right-hand portion past 360° so the arc is one continuous 160°...380° range.
        if angleDegrees < 90 { angleDegrees += 360 }

        let start = startAngle
        let end = 360 + endAngle   // 380°

        // Clamp to the arc's ends so the knob can't jump off the track.
        angleDegrees = min(max(angleDegrees, start), end)

        // Map the clamped angle back into 0...1.
        let newValue = (angleDegrees - start) / (end - start)

        withAnimation(.interactiveSpring(duration: 0.3, extraBounce: 0, blendDuration: 0.5)) {
            value = newValue
        }
    }
}

/// Applies a circular Liquid Glass surface to the knob on iOS 26+, falling back to a
/// material-backed circle on earlier systems (where `glassEffect` is unavailable).
private extension View {
    @ViewBuilder func glassKnob() -> some View {
        if #available(iOS 26.0, *) {
            glassEffect(.regular, in: .circle)
        } else {
            background(.ultraThinMaterial, in: Circle())
        }
    }
}

#Preview {
    CurvedSlider(value: .constant(0.5))
        .frame(width: 320, height: 160)
        .background(Color.yellow)
}


@Suite struct CorpusCurvedSliderTests {
  func layout(_ size: Size, value: Double = 0.5) throws -> LayoutResult {
    try CurvedSlider(value: .constant(value)).layout(
      proposal: ProposedViewSize(width: size.width, height: size.height), configuration: .monospaced)
  }

  func frames(_ result: LayoutResult, _ typeName: String) -> [Rect] {
    result.entries.filter { $0.typeName == typeName }.map(\.frame)
  }

  func isClose(_ a: Rect, _ b: Rect) -> Bool {
    abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9 && a.size == b.size
  }

  /// Derived by hand. The reader and its ZStack are the proposal (the path and the positioned views are flexible).
  /// The arc's centre is the bottom middle (w / 2, h). At 0.5 the knob's angle is 160 + (200 + 20) × 0.5 = 270°,
  /// straight up: (w / 2, h − 140). The 25 × 25 knob is centred there, with its glass circle (the `.circle` of
  /// `glassEffect`, iOS 26's branch) and its overlay circle in the same frame. The two symbols are 20.4 × 20.4 (the
  /// body font's 17 × 1.2) centred at (w / 2 ∓ 160, h − 10).
  @Test(arguments: [Size(width: 320, height: 160), Size(width: 200, height: 100)])
  func theKnobSitsAtTheTopOfTheArc(size: Size) throws {
    let result = try layout(size)
    #expect(result.size == size)
    let centre = Point(x: size.width / 2, y: size.height)
    let knob = Rect(x: centre.x - 12.5, y: centre.y - 140 - 12.5, width: 25, height: 25)
    let circles = frames(result, "Circle")
    #expect(circles.count == 3)
    #expect(circles.allSatisfy { isClose($0, knob) })
    #expect(
      frames(result, "Image") == [
        Rect(x: centre.x - 160 - 10.2, y: centre.y - 10 - 10.2, width: 20.4, height: 20.4),
        Rect(x: centre.x + 160 - 10.2, y: centre.y - 10 - 10.2, width: 20.4, height: 20.4),
      ])
    #expect(frames(result, "Path") == [Rect(origin: .zero, size: size)])
    // The glass is recorded on the circle behind the knob.
    #expect(result.entries.contains { $0.style?.fill?.name == "glass(regular)" })
  }

  /// At 0 the knob is at 160°: (160 + 140 cos 160°, 160 + 140 sin 160°) = (28.44, 207.88) in 320 × 160, below the
  /// reader's frame (the arc bows up from the bottom edge and its ends are below it).
  @Test func atZeroTheKnobIsAtTheLeftEnd() throws {
    let result = try layout(Size(width: 320, height: 160), value: 0)
    let angle = 160 * Double.pi / 180
    let knob = Rect(x: 160 + 140 * cos(angle) - 12.5, y: 160 + 140 * sin(angle) - 12.5, width: 25, height: 25)
    #expect(abs(knob.minX - 15.94) < 0.01 && abs(knob.minY - 195.38) < 0.01)
    #expect(frames(result, "Circle").allSatisfy { isClose($0, knob) })
  }
}
