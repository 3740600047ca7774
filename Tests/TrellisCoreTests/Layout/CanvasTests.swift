import Foundation
import Testing

@testable import TrellisCore

/// SwiftUI's `Canvas`: it takes its proposal as `Color` does, and its renderer draws into a recording
/// `GraphicsContext` at the laid-out size, never during layout.
@Suite struct CanvasTests {
  static let measurer = MonospacedTextMeasurer.standard

  @Test(arguments: [ProposedViewSize(width: 300, height: 100), ProposedViewSize(width: 120, height: 60)])
  func takesItsProposalAndRecordsAtThatSize(_ proposal: ProposedViewSize) throws {
    nonisolated(unsafe) var runs = 0
    let canvas = Canvas { context, size in
      runs += 1
      context.fill(Path(roundedRect: CGRect(origin: .zero, size: size), cornerRadius: 0), with: .color(.black))
    }
    let tree = HStack(spacing: 10) {
      Box(width: 40, height: 20).id("box")
      canvas.id("canvas")
    }
    let result = try tree.layout(proposal: proposal, configuration: .monospaced)
    // The box is 40 wide and 10 of spacing follows it; the canvas takes the rest of the width and the whole height.
    let (width, height) = (proposal.width ?? 0, proposal.height ?? 0)
    let frame = try #require(result["canvas"])
    #expect(frame == Rect(x: 50, y: 0, width: width - 50, height: height))
    #expect(runs == 0)
    let recording = try canvas.recording(in: frame.size, configuration: .monospaced)
    #expect(runs == 1)
    #expect(recording.size == frame.size)
    #expect(
      recording.commands.map(\.kind) == [
        .fill(
          Path(roundedRect: CGRect(x: 0, y: 0, width: width - 50, height: height), cornerRadius: 0), .color(.black),
          FillStyle())
      ])
  }

  @Test func proposedNothingItIsTenByTen() throws {
    let result = try Canvas { _, _ in }.layout(proposal: .unspecified, configuration: .monospaced)
    #expect(result.size == Size(width: 10, height: 10))
    let wide = try Canvas(opaque: true, colorMode: .linear, rendersAsynchronously: true) { _, _ in }
      .layout(proposal: ProposedViewSize(width: 70, height: nil), configuration: .monospaced)
    #expect(wide.size == Size(width: 70, height: 10))
  }

  @Test func symbolsAreTheirTaggedViewsAtTheirIdealSizes() throws {
    let canvas = Canvas { context, size in
      if let dot = context.resolveSymbol(id: 1) {
        context.draw(dot, at: CGPoint(x: size.width / 2, y: size.height / 2))
      }
      if let label = context.resolveSymbol(id: "label") {
        context.draw(label, at: .zero, anchor: .topLeading)
      }
      #expect(context.resolveSymbol(id: 7) == nil)
    } symbols: {
      ForEach(0..<2, id: \.self) { i in
        Box(width: 6 + 4 * CGFloat(i), height: 6).tag(i)
      }
      Text("abc", measurer: Self.measurer).tag("label")
    }
    let recording = try canvas.recording(in: CGSize(width: 100, height: 50), configuration: .monospaced)
    // Symbol 1 is a 10 × 6 box, centred at (50, 25): (45, 22). The label is 3 characters of 8 × 16, at the origin.
    #expect(
      recording.commands.map(\.kind) == [
        .symbol("1", in: CGRect(x: 45, y: 22, width: 10, height: 6)),
        .symbol("label", in: CGRect(x: 0, y: 0, width: 24, height: 16)),
      ])
    #expect(recording.symbols.count == 3 && recording.symbols["0"]?.size == CGSize(width: 6, height: 6))
  }

  @Test func aLayerKeepsItsStateChangesToItself() throws {
    let dot = Path(ellipseIn: CGRect(x: 0, y: 0, width: 4, height: 4))
    let canvas = Canvas { context, _ in
      context.translateBy(x: 10, y: 20)
      context.drawLayer { layer in
        layer.opacity = 0.5
        layer.scaleBy(x: 2, y: 2)
        layer.addFilter(.blur(radius: 3))
        layer.clip(to: Path(CGRect(x: 0, y: 0, width: 5, height: 5)))
        layer.stroke(dot, with: .color(.white), lineWidth: 2)
      }
      context.blendMode = .multiply
      context.rotate(by: .degrees(90))
      context.fill(
        dot, with: .linearGradient(Gradient(colors: [.red, .blue]), startPoint: .zero, endPoint: CGPoint(x: 4, y: 0)))
    }
    let commands = try canvas.recording(in: CGSize(width: 50, height: 50), configuration: .monospaced).commands
    #expect(commands.count == 2)
    let (inLayer, after) = (commands[0], commands[1])
    #expect(inLayer.kind == .stroke(dot, .color(.white), StrokeStyle(lineWidth: 2)))
    // Scaled by 2 inside the move by (10, 20): the drawing's (1, 1) is the canvas's (12, 22).
    #expect(CGPoint(x: 1, y: 1).applying(inLayer.transform) == CGPoint(x: 12, y: 22))
    #expect(inLayer.opacity == 0.5 && inLayer.blendMode == .normal)
    #expect(inLayer.filters.map(\.description) == ["blur(radius: 3.0)"])
    // The clip is kept in the canvas's coordinates: the 5 × 5 square scaled by 2 and moved, (10, 20, 10, 10).
    #expect(inLayer.clipPaths.map(\.boundingRect) == [CGRect(x: 10, y: 20, width: 10, height: 10)])
    // After the layer: the move only, then a quarter turn: (1, 0) turns to (0, 1), then moves to (10, 21).
    let turned = CGPoint(x: 1, y: 0).applying(after.transform)
    #expect(abs(turned.x - 10) < 1e-9 && abs(turned.y - 21) < 1e-9)
    #expect(after.opacity == 1 && after.blendMode == .multiply && after.filters.isEmpty && after.clipPaths.isEmpty)
  }

  @Test func textsAndImagesAreMeasuredAsTheyLayOut() throws {
    let canvas = Canvas { context, size in
      let title = context.resolve(Text("Hello", measurer: Self.measurer))
      #expect(title.measure(in: CGSize(width: 100, height: 100)) == CGSize(width: 40, height: 16))
      context.draw(title, at: CGPoint(x: size.width / 2, y: 0), anchor: .top)
      context.draw(Text("ab cd", measurer: Self.measurer), in: CGRect(x: 5, y: 30, width: 20, height: 100))
      context.draw(Image("photo", width: 30, height: 20), at: CGPoint(x: 100, y: 100), anchor: .bottomTrailing)
      context.draw(Image("photo", width: 30, height: 20), in: CGRect(x: 0, y: 0, width: 3, height: 2))
    }
    let commands = try canvas.recording(in: CGSize(width: 100, height: 100), configuration: .monospaced).commands
    // "Hello" is 40 × 16, its top centre at (50, 0): x 30. "ab cd" wraps at 20 into "ab" and "cd", 16 × 32. The
    // 30 × 20 image's bottom-right corner at (100, 100): (70, 80).
    #expect(
      commands.map(\.kind) == [
        .text("Hello", in: CGRect(x: 30, y: 0, width: 40, height: 16)),
        .text("ab cd", in: CGRect(x: 5, y: 30, width: 16, height: 32)),
        .image("photo", in: CGRect(x: 70, y: 80, width: 30, height: 20)),
        .image("photo", in: CGRect(x: 0, y: 0, width: 3, height: 2)),
      ])
  }

  @Test func aBadSizeIsRecordedAsZero() throws {
    nonisolated(unsafe) var given = CGSize(width: 1, height: 1)
    let canvas = Canvas { _, size in given = size }
    _ = try canvas.recording(in: CGSize(width: CGFloat.nan, height: -4), configuration: .monospaced)
    #expect(given == .zero)
  }
}
