import Foundation
import Testing
import Trellis
import TrellisRender

/// A `Canvas`'s recording painted through Cairo: its colour fills and strokes, with their transforms, clips and
/// opacities.
@Suite struct CanvasRenderTests {
  @Test func fillsStrokesClipsAndLayersArePainted() throws {
    let canvas = Canvas { context, size in
      context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.black))
      // A white 20 × 20 square moved to (10, 10) by the transform.
      var moved = context
      moved.translateBy(x: 10, y: 10)
      moved.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 20)), with: .color(.white))
      // A red 40 × 40 square clipped to x 50…60, at half opacity in a layer.
      context.drawLayer { layer in
        layer.opacity = 0.5
        layer.clip(to: Path(CGRect(x: 50, y: 0, width: 10, height: 40)))
        layer.fill(Path(CGRect(x: 40, y: 0, width: 40, height: 40)), with: .color(Color(red: 1, green: 0, blue: 0)))
      }
      // A blue line 4 wide along y = 35 from x 0 to 30.
      var line = Path()
      line.move(to: CGPoint(x: 0, y: 35))
      line.addLine(to: CGPoint(x: 30, y: 35))
      context.stroke(line, with: .color(Color(red: 0, green: 0, blue: 1)), lineWidth: 4)
    }
    let recording = try canvas.recording(in: CGSize(width: 80, height: 40), configuration: .monospaced)
    let image = try DisplayList(recording).rasterImage()
    #expect(image.width == 80 && image.height == 40)
    func pixel(_ x: Int, _ y: Int) -> (Int, Int, Int, Int) {
      let p = image.rgba(x: x, y: y)
      return (Int(p.red), Int(p.green), Int(p.blue), Int(p.alpha))
    }
    #expect(pixel(20, 20) == (255, 255, 255, 255))  // inside the moved square (10…30)
    #expect(pixel(5, 5) == (0, 0, 0, 255))  // the black background, above the square
    #expect(pixel(32, 20) == (0, 0, 0, 255))  // right of the square: it was moved, not stretched
    // Half red over black inside the clip, black outside it though the square covers 40…80.
    let red = pixel(55, 20)
    #expect(abs(red.0 - 128) <= 2 && red.1 == 0 && red.2 == 0 && red.3 == 255)
    #expect(pixel(45, 20) == (0, 0, 0, 255) && pixel(65, 20) == (0, 0, 0, 255))
    #expect(pixel(15, 35) == (0, 0, 255, 255))  // on the line, 33…37
    #expect(pixel(15, 30) == (0, 0, 0, 255))  // above it
  }

  @Test func aLaidOutTreePaintsItsCanvasAtItsFrame() throws {
    // A 20 × 20 black square, then, 10 to its right (HStack spacing 10), a 30 × 20 canvas that fills its left half
    // white: the canvas is at x 30…60, its white half at 30…45.
    let row = HStack(spacing: 10) {
      Color.black.frame(width: 20, height: 20)
      Canvas { context, size in
        context.fill(Path(CGRect(x: 0, y: 0, width: size.width / 2, height: size.height)), with: .color(.white))
      }.frame(width: 30, height: 20)
    }.background(Color.black)
    let result = try row.layout(proposal: .unspecified, configuration: .monospaced)
    #expect(result.size == Size(width: 60, height: 20))
    let list = DisplayList(result)
    let image = try list.rasterImage()
    func pixel(_ x: Int, _ y: Int) -> (Int, Int, Int) {
      let p = image.rgba(x: x, y: y)
      return (Int(p.red), Int(p.green), Int(p.blue))
    }
    #expect(pixel(35, 10) == (255, 255, 255))  // the canvas's white half, moved to its frame
    #expect(pixel(50, 10) == (0, 0, 0))  // its other half: the background
    #expect(pixel(10, 10) == (0, 0, 0))  // the square, where the drawing would be unmoved
    // The translation to the canvas's origin, then the fill's own transform (the identity: nothing moved it).
    let transforms = list.items.compactMap { item -> CGAffineTransform? in
      if case .beginTransform(let t) = item { return t }
      return nil
    }
    #expect(transforms == [CGAffineTransform(translationX: 30, y: 0), .identity])
    // The SVG document, written from the same list, draws it in a group moved to the canvas's origin.
    let svg = try list.svgDocument()
    #expect(svg.contains("translate(30") || svg.contains("matrix(1 0 0 1 30 0)"), "\(svg)")

  }

  @Test func unpaintedCommandsAndBadTransformsAreSkipped() throws {
    let canvas = Canvas { context, size in
      context.fill(
        Path(CGRect(origin: .zero, size: size)),
        with: .linearGradient(
          Gradient(colors: [.red, .blue]), startPoint: .zero, endPoint: CGPoint(x: size.width, y: 0)))
      context.draw(Text("a"), at: .zero)
      var broken = context
      broken.translateBy(x: .infinity, y: 0)
      broken.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.white))
    }
    let recording = try canvas.recording(in: CGSize(width: 10, height: 10), configuration: .monospaced)
    #expect(recording.commands.count == 3)
    #expect(DisplayList(recording).items.isEmpty)
    let image = try DisplayList(recording).rasterImage()
    #expect(image.rgba(x: 5, y: 5).alpha == 0)
  }
}
