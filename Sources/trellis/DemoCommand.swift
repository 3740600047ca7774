import Foundation
import Trellis

enum DemoCommand {
  static let scene = """
    {
      "proposal": {"width": 390, "height": null},
      "root": {"type": "VStack", "id": "page", "alignment": "leading", "spacing": 12, "children": [
        {"type": "Text", "id": "title", "text": "Trellis"},
        {"type": "HStack", "id": "toolbar", "spacing": 8, "children": [
          {"type": "Box", "id": "back", "width": 44, "height": 44},
          {"type": "Spacer"},
          {"type": "Box", "id": "share", "width": 44, "height": 44}
        ]},
        {"type": "Rectangle", "id": "hero", "modifiers": [{"type": "aspectRatio", "ratio": 1.5}]},
        {"type": "Text", "id": "body", "text": "Layouts computed headlessly, as plain numbers.",
         "modifiers": [{"type": "padding", "edges": "horizontal", "length": 16}]}
      ]}
    }

    """

  static func run(_ arguments: [String]) throws(CLIError) {
    if arguments.contains("--help") || arguments.contains("-h") {
      print("USAGE: trellis demo\n\nPrints an example scene; try: trellis demo | trellis layout -")
      return
    }
    guard arguments.isEmpty else { throw .usage("demo takes no arguments") }
    print(scene, terminator: "")
  }
}
