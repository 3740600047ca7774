import Testing
import Trellis
import TrellisTestSupport

/// The README's Swift example, so the numbers it prints stay true.
@Suite struct ReadmeExampleTests {
  /// The README's card, as the README writes it.
  static var card: some View {
    VStack(alignment: .leading, spacing: 8) {
      HStack {
        Box(width: 44, height: 44).id("avatar")
        Text("Ada Lovelace").font(.headline).id("name")
        Spacer()
        Box(width: 24, height: 24).id("menu")
      }
      Rectangle().aspectRatio(16.0 / 9.0).id("photo")
      Text("The Analytical Engine weaves algebraic patterns.").font(.subheadline).id("caption")
    }.padding()
  }

  @Test func card() throws {
    let card = Self.card
    let result = try card.layout(in: Size(width: 390, height: 800))
    // DejaVu Sans: the caption (15 pt) wraps to two lines of 17.46 at 358 wide; its widest line is 298.05.
    #expect(result.size.width == 390 && close(result.size.height, 328.296875))
    let caption = try #require(result["caption"])
    #expect(caption.origin == Point(x: 16, y: 277.375))
    #expect(close(caption.width, 298.0517578125, 1e-6) && close(caption.height, 34.921875))
    #expect(result["photo"] == Rect(x: 16, y: 68, width: 358, height: 201.375))
  }
}

/// The README's FrameUp and constraint snippets compile and do what the README says.
@Suite struct ReadmeSnippetTests {
  @Test func galleryAndKernel() throws {
    let gallery = VMasonry(columns: 3, maxWidth: 390) {
      for (k, height) in [120.0, 80, 200, 150, 90, 60].enumerated() { Box(width: 120, height: height).id("photo\(k)") }
    }
    let optimal = VMasonry(columns: 3, maxWidth: 390, strategy: .optimal) {
      for (k, height) in [120.0, 80, 200, 150, 90, 60].enumerated() { Box(width: 120, height: height).id("photo\(k)") }
    }
    let optimalHeight = try optimal.layout(proposal: .unspecified).size.height
    #expect(try optimalHeight <= gallery.layout(proposal: .unspecified).size.height)
    let sizes = (0..<10_000).map { Size(width: 100, height: Double(50 + $0 % 250)) }
    let wall = try MasonryKernel.vertical(sizes, columns: 4, maxWidth: 430)
    #expect(wall.offsets.count == 10_000)
  }

  @Test func constraintForm() throws {
    let form = ConstraintLayout {
      Text("Name").id("label")
      Rectangle().contentHuggingPriority(200, for: .horizontal).id("field")
    } constraints: { p in
      p["label"].leading == p.container.leading + 8
      p["field"].leading == p["label"].trailing + 8
      p["field"].trailing == p.container.trailing - 8
    }
    let result = try form.node.layout(in: Size(width: 300, height: 40))
    // The solver's answers carry floating-point noise: compare within the project's tolerance.
    #expect(Tolerance.isApproximatelyEqual(result["label"]?.minX ?? -1, 8, tolerance: 1e-6))
    let name = ShapingTextMeasurer.shared.size(of: "Name", proposal: .unspecified).width
    #expect(Tolerance.isApproximatelyEqual(result["field"]?.minX ?? -1, 8 + name + 8, tolerance: 1e-6))
    #expect(Tolerance.isApproximatelyEqual(result["field"]?.maxX ?? -1, 292, tolerance: 1e-6))
  }
}

/// The README's first program ("Use Trellis in your package") prints what the README says it prints.
@Suite struct ReadmeFirstProgramTests {
  /// The program's lines, as its `print` calls write them.
  static func output() throws -> String {
    let card = HStack(alignment: .top, spacing: 12) {
      Box(width: 48, height: 48).id("avatar")
      VStack(alignment: .leading, spacing: 4) {
        Text("Ada Lovelace").font(.headline).id("name")
        Text("The Analytical Engine weaves algebraic patterns.").id("note")
      }
    }.padding(16)

    let result = try card.layout(in: CGSize(width: 320, height: 480))
    var output = ""
    print("card", result.size.width, "×", result.size.height, to: &output)
    for id in ["avatar", "name", "note"] {
      let frame = result[id]!
      print(id, "x", frame.minX, "y", frame.minY, "size", frame.width, "×", frame.height, to: &output)
    }
    return output
  }

  /// The README's `text` block that follows the sentence saying what the program prints.
  static func printedInReadme() throws -> String {
    let readme = try String(contentsOf: PackagePaths.root.appendingPathComponent("README.md"), encoding: .utf8)
    let start = try #require(readme.range(of: "/MyLayouts` prints"))
    let block = try #require(readme[start.upperBound...].range(of: "```text\n"))
    let end = try #require(readme[block.upperBound...].range(of: "```"))
    return String(readme[block.upperBound..<end.lowerBound])
  }

  @Test func printsWhatTheReadmeSays() throws {
    #expect(try Self.output() == Self.printedInReadme())
  }
}
