import Testing

@testable import TrellisCore

/// `Animation`'s curves and modifiers: recorded values, checked and clamped.
@Suite struct AnimationTests {
  @Test func modifiersAreRecorded() {
    let animation = Animation.easeIn(duration: 1.1).delay(0.2).speed(2).repeatForever(autoreverses: false)
    #expect(animation.curve == "easeIn" && animation.duration == 1.1)
    #expect(animation.delay == 0.2 && animation.speed == 2)
    #expect(animation.repeatCount == nil && !animation.autoreverses)
    let counted = Animation.linear.repeatCount(3)
    #expect(counted.repeatCount == 3 && counted.autoreverses)
    #expect(Animation.default.repeatCount == 1)
  }

  @Test func badValuesAreRecordedAsTheDefaults() {
    let animation = Animation.timingCurve(0.2, 0, 0.8, 1, duration: .nan).delay(-1).speed(0).repeatCount(-4)
    #expect(animation.duration == 0 && animation.delay == 0 && animation.speed == 1 && animation.repeatCount == 1)
  }

  @Test func theValuelessAnimationModifierRecordsLikeTheOther() {
    let box = Box(width: 10, height: 10)
    #expect(box.animation(.spring).style?.animation == box.animation(.spring, value: 1).style?.animation)
    #expect(Animation.spring(duration: 0.3).curve == "spring")
  }

  @Test func interpolatingSpringsRecordTheirResponse() {
    // Mass 1, stiffness 60: one undamped period is 2π/√60 ≈ 0.811 s.
    let spring = Animation.interpolatingSpring(stiffness: 60, damping: 10).delay(0.1)
    #expect(spring.curve == "spring" && abs(spring.duration - 2 * Double.pi / 60.0.squareRoot()) < 1e-12)
    #expect(spring.delay == 0.1)
    // Mass 4 doubles the period.
    let heavy = Animation.interpolatingSpring(mass: 4, stiffness: 60, damping: 10)
    #expect(abs(heavy.duration - 2 * spring.duration) < 1e-12)
    #expect(Animation.interpolatingSpring(stiffness: 0, damping: 1).duration == 0)
    #expect(Animation.interpolatingSpring(mass: .nan, stiffness: 1, damping: 1).duration == 0)
    #expect(Animation.interpolatingSpring(duration: 0.4, bounce: 0.2).duration == 0.4)
    #expect([Animation.smooth, .snappy, .bouncy].allSatisfy { $0.curve == "spring" && $0.duration == 0.5 })
    // iOS 17's interactive spring by duration.
    let interactive = Animation.interactiveSpring(duration: 0.3, extraBounce: 0, blendDuration: 0.5)
    #expect(interactive.curve == "spring" && interactive.duration == 0.3)
    #expect(Animation.interactiveSpring().duration == 0.15)
  }
}
