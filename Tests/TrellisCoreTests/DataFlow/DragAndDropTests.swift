import Foundation
import Testing

@testable import TrellisCore

/// Drag and drop: the modifiers are recorded by name and change no frame; `DropDelegate`'s defaults, `DropInfo`'s
/// queries, `UTType`'s conformances and the `NSItemProvider` stand-in.
@Suite struct DragAndDropTests {
  private struct Reorder: DropDelegate {
    func performDrop(info: DropInfo) -> Bool { true }
  }

  private final class Provider: NSItemProvider {
    var didEnd: (() -> Void)?
  }

  static func row() -> Node { Text("Row", measurer: MonospacedTextMeasurer.standard).padding(8) }

  /// "Row" is 3 × 8 = 24 × 16, padded 8: 40 × 32. At a width of 32 the text gets 16: "Ro" / "w", 16 × 32, padded
  /// 32 × 48. The drop target and drag source are the same size as the plain row at both.
  static let proposals: [(CGFloat, Size)] = [(390, Size(width: 40, height: 32)), (32, Size(width: 32, height: 48))]

  @Test(arguments: proposals)
  func aDropTargetLaysOutAsItsContent(width: CGFloat, size: Size) throws {
    let proposal = ProposedViewSize(width: width, height: 400)
    let handled = Self.row()
      .onDrag { NSItemProvider() }
      .onDrag({ NSItemProvider() }, preview: { Circle() })
      .onDrop(of: [.item], delegate: Reorder())
      .onDrop(of: [.text, .url], isTargeted: nil) { _ in true }
      .onDrop(of: [.image], isTargeted: .constant(false)) { _, _ in false }
      .onDrop(of: ["public.text"], isTargeted: nil) { (_: [NSItemProvider]) in true }
      .onDrop(of: ["public.png"], isTargeted: nil) { (_: [NSItemProvider], _: CGPoint) in true }
      .onDrop(of: ["public.item"], delegate: Reorder())
      .draggable("payload")
      .draggable(URL(fileURLWithPath: "/tmp/a")) { Circle() }
      .dropDestination(for: String.self) { items, _ in !items.isEmpty }
    #expect(
      handled.style?.handlers == [
        "onDrag", "onDrag", "onDrop(of: public.item, delegate: Reorder)", "onDrop(of: public.text, public.url)",
        "onDrop(of: public.image)", "onDrop(of: public.text)", "onDrop(of: public.png)",
        "onDrop(of: public.item, delegate: Reorder)", "draggable(String)", "draggable(URL)", "dropDestination(String)",
      ])
    let plain = try Self.row().layout(proposal: proposal, configuration: .monospaced)
    let dropped = try handled.layout(proposal: proposal, configuration: .monospaced)
    #expect(plain.size == size && dropped.size == size)
    #expect(dropped.entries.map(\.frame) == plain.entries.map(\.frame))
    #expect(dropped.entries.count == plain.entries.count)
  }

  @Test func aDelegateHasSwiftUIsDefaults() {
    let info = DropInfo(location: CGPoint(x: 3, y: 4), providers: [])
    let delegate = Reorder()
    #expect(delegate.validateDrop(info: info))
    #expect(delegate.dropUpdated(info: info) == nil)
    delegate.dropEntered(info: info)
    delegate.dropExited(info: info)
    #expect(delegate.performDrop(info: info))
    #expect(info.location == CGPoint(x: 3, y: 4))
    #expect(
      DropProposal(operation: .move).operation == .move && DropProposal(operation: .copy) != .init(operation: .cancel))
  }

  @Test func dropInfoFindsTheItemsOfATypeAndItsDescendants() throws {
    let text = NSItemProvider(object: "hello" as NSString)
    let link = NSItemProvider(object: NSURL(string: "https://example.com")!)
    let picture = NSItemProvider(item: nil, typeIdentifier: UTType.png.identifier)
    let info = DropInfo(location: .zero, providers: [text, link, picture])
    #expect(text.registeredTypeIdentifiers == ["public.utf8-plain-text"])
    #expect(info.itemProviders(for: [.text]).map(\.registeredTypeIdentifiers) == [["public.utf8-plain-text"]])
    #expect(info.itemProviders(for: [.image, .url]).count == 2)
    #expect(info.itemProviders(for: [.item]).count == 3)
    #expect(info.hasItemsConforming(to: [.data]) && !info.hasItemsConforming(to: [.movie]))
    #expect(info.hasItemsConforming(to: ["public.image"]) && info.itemProviders(for: ["public.url"]).count == 1)
    #expect(!info.hasItemsConforming(to: ["com.example.thing"]))
    #expect(link.hasRepresentationConforming(toTypeIdentifier: "public.url"))
    #expect(!link.hasItemConformingToTypeIdentifier(""))
  }

  @Test func providersAreSubclassableAndMadeFromFiles() throws {
    let file = try #require(Provider(contentsOf: URL(fileURLWithPath: "/tmp/Notes.txt")))
    #expect(file.registeredTypeIdentifiers == ["public.file-url"] && file.suggestedName == "Notes")
    file.didEnd = {}
    #expect(file.didEnd != nil)
    #expect(Provider(contentsOf: URL(string: "https://example.com")) == nil)
    #expect(NSItemProvider(contentsOf: nil) == nil)
    #expect(NSItemProvider().registeredTypeIdentifiers.isEmpty)
    #expect(NSItemProvider(item: nil, typeIdentifier: nil).registeredTypeIdentifiers.isEmpty)
    // The load methods keep their handlers: nothing is dropped headless, so none is called.
    let called = Called()
    file.loadItem(forTypeIdentifier: "public.file-url") { _, _ in called.mark() }
    #expect(file.loadDataRepresentation(forTypeIdentifier: "public.data") { _, _ in called.mark() }.totalUnitCount == 0)
    file.loadObject(ofClass: String.self) { _, _ in called.mark() }
    #expect(!called.value)
  }

  @Test func typesConformToTheirParents() {
    #expect(UTType.utf8PlainText.conforms(to: .text) && UTType.plainText.conforms(to: .item))
    #expect(UTType.png.conforms(to: .image) && !UTType.png.conforms(to: .text))
    #expect(UTType.fileURL.isSubtype(of: .url) && !UTType.url.isSubtype(of: .url) && UTType.data.isSupertype(of: .json))
    #expect(UTType("public.json") == .json && UTType("") == nil)
    let custom = UTType(exportedAs: "com.example.note", conformingTo: .text)
    #expect(custom.conforms(to: .text) && custom.description == "com.example.note")
    #expect(UTType(importedAs: "com.example.other").conforms(to: .data))
    #expect(UTType("com.example.unknown")?.conforms(to: .item) == true)
    #expect(UTType(filenameExtension: "JPG") == .jpeg && UTType.jpeg.preferredFilenameExtension == "jpeg")
    #expect(UTType(filenameExtension: "png", conformingTo: .text) == nil && UTType(filenameExtension: "xyz") == nil)
    #expect(UTType.folder.preferredFilenameExtension == nil)
    #expect(UTType.movie.conforms(to: .audiovisualContent) && UTType.video.conforms(to: .movie))
  }
}

/// Whether a handler was called, from any task.
private final class Called: @unchecked Sendable {
  // SAFETY: `lock` guards `flag`.
  private let lock = NSLock()
  private var flag = false
  func mark() { lock.withLock { flag = true } }
  var value: Bool { lock.withLock { flag } }
}
