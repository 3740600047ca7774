import Testing

@testable import TrellisCore

/// The SVG renderer draws what nodes record: fills, shapes, corner radii, borders, opacity, hidden nodes.
@Suite struct SVGStyleTests {
  func svg(_ node: any View, _ proposal: ProposedViewSize = .init(width: 100, height: 40)) throws -> String {
    var options = LayoutResult.SVGOptions()
    options.showLabels = false
    return try node.layout(proposal: proposal, configuration: .monospaced).svg(options)
  }

  @Test func labelsNeverCoverTextsOrPictures() throws {
    let result = try VStack(alignment: .leading, spacing: 4) {
      Text("covered", measurer: MonospacedTextMeasurer.standard).id("t")
      Box(width: 60, height: 20).id("b")
      Image("photo.png", width: 30, height: 20).id("picture")
    }
    .id("stack").padding(2).layout(proposal: .unspecified, configuration: .monospaced)
    let out = result.svg()
    // The stack's label would sit on the text: it is the stack's tooltip instead. The box's label covers nothing.
    #expect(out.contains("<title>stack</title>") && !out.contains(">stack</text>"))
    #expect(out.contains(">b</text>") && !out.contains("<title>b</title>"))
    // A picture's own label is on itself, which is allowed; no label is drawn over the text's frame.
    let text = try #require(result["t"])
    for match in out.split(separator: "<text ").dropFirst() where !match.contains("font-family") {
      let y = match.split(separator: "\"")[3]
      let x = match.split(separator: "\"")[1]
      let point = Point(x: Double(x)!, y: Double(y)! - 1)
      #expect(!text.contains(point), "a label at \(point) on the text \(text)")
    }
  }

  @Test func colorFillsItsFrame() throws {
    let out = try svg(Color.blue)
    #expect(out.contains(##"<rect x="0" y="0" width="100" height="40" fill="#007aff"/>"##))
  }

  @Test func shapesDrawTheirOutline() throws {
    let out = try svg(
      HStack(spacing: 0) {
        Circle().fill(.red)
        Capsule()
        RoundedRectangle(cornerRadius: 8).fill(Color(red: 0, green: 1, blue: 0, opacity: 0.5))
        Ellipse().stroke(.black, lineWidth: 2)
      })
    #expect(out.contains(##"<circle cx="12.5" cy="20" r="12.5" fill="#ff3b30"/>"##))
    #expect(out.contains(##"<rect x="25" y="0" width="25" height="40" rx="12.5" fill=""##))
    #expect(out.contains(##"rx="8" fill="#00ff00" fill-opacity="0.5"/>"##))
    #expect(out.contains(##"<ellipse cx="87.5" cy="20" rx="12.5" ry="20" fill=""##))
    #expect(out.contains(##"stroke="#000000" stroke-width="2"/>"##))
  }

  @Test func foregroundColourIsInheritedByShapes() throws {
    let out = try svg(VStack { Circle() }.foregroundColor(.green))
    #expect(out.contains(##"fill="#34c759""##))
  }

  @Test func cornerRadiusBorderAndOpacity() throws {
    let out = try svg(Box(width: 50, height: 20).cornerRadius(4).border(.red, width: 2).opacity(0.5))
    #expect(out.contains(##"<g opacity="0.5">"##))
    #expect(out.contains(##"width="50" height="20" rx="4" fill="##))
    #expect(
      out.contains(##"<rect x="1" y="1" width="48" height="18" fill="none" stroke="#ff3b30" stroke-width="2"/>"##))
  }

  @Test func hiddenNodesAndTheirContentAreNotDrawn() throws {
    let shown = try svg(
      HStack {
        Color.red
        Color.blue
      })
    let hidden = try svg(
      HStack {
        Color.red
        VStack { Color.blue }.hidden()
      })
    #expect(shown.contains("#007aff"))
    #expect(!hidden.contains("#007aff"))
    #expect(hidden.contains("#ff3b30"))
  }

  @Test func zIndexIsDrawingOrder() throws {
    let out = try svg(
      ZStack {
        Color.red.zIndex(1)
        Color.blue
      })
    let red = try #require(out.range(of: "#ff3b30"))
    let blue = try #require(out.range(of: "#007aff"))
    #expect(blue.lowerBound < red.lowerBound)
  }
}

extension SVGStyleTests {
  @Test func modifiersWithoutOutlinesStillDrawTheirBorderAndStayWellFormed() throws {
    var options = LayoutResult.SVGOptions()
    options.showModifiers = false
    let out = try Circle().padding(4).border(.red).opacity(0.5).layout(
      proposal: .init(width: 40, height: 40), configuration: .monospaced
    )
    .svg(options)
    #expect(out.contains(##"stroke="#ff3b30""##))
    #expect(!out.contains("stroke-dasharray=\"1 2\""))
    #expect(out.components(separatedBy: "<g").count == out.components(separatedBy: "</g>").count)
  }
}
