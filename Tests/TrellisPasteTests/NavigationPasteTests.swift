// swift-format-ignore-file
import Testing
import Trellis

#if PASTE_WITH_FOUNDATION
  import Foundation
#endif

// A list screen written as SwiftUI code is written (not copied from anywhere): only the import is Trellis's.

struct Fruit: Identifiable {
    let id = UUID()
    let name: String
}

struct FruitList: View {
    @State private var fruits = [Fruit(name: "Apple"), Fruit(name: "Banana"), Fruit(name: "Cherry")]
    @State private var showingAdd = false

    var body: some View {
        NavigationStack {
            List {
                Section {
                    ForEach(fruits, id: \.name) { fruit in
                        NavigationLink(fruit.name, value: fruit.name)
                    }
                    .onDelete { fruits.remove(atOffsets: $0) }
                    .onMove { fruits.move(fromOffsets: $0, toOffset: $1) }
                }
            }
            .navigationTitle("Fruits")
            .navigationDestination(for: String.self) { name in Text(name) }
            .toolbar {
                ToolbarItem(placement: .navigationBarTrailing) {
                    Button { showingAdd = true } label: { Image(systemName: "plus") }
                }
                ToolbarItem(placement: .navigationBarLeading) { EditButton() }
            }
            .sheet(isPresented: $showingAdd) { Text("Add a fruit") }
        }
    }
}

/// The list screen on two devices. Each row is 44 high whatever the font (a body line is under 22 points), and its
/// text is centred in it: the text's centre is the row's top + 22, which needs no font metrics.
@Suite struct NavigationPasteTests {
    @Test(arguments: [
        // device, the content's top (safe-area top + large-title bar), the text's x (card margin + row margin)
        (Device.iPhone15, 59 + 96, 16 + 16),
        (Device.iPadPro11, 24 + 102, 20 + 20),
    ] as [(Device, CGFloat, CGFloat)])
    func rowsSitBelowTheLargeTitle(device: Device, top: CGFloat, x: CGFloat) throws {
        let result = try DeviceScreen(device) { FruitList() }.layout(in: CGSize(width: 10, height: 10))
        #expect(result.size == device.screenSize)
        for (k, name) in ["Apple", "Banana", "Cherry"].enumerated() {
            let frame = try #require(result[name])
            // 35 above the section, then 44 per row.
            #expect(abs(frame.midY - (top + 35 + 22 + 44 * CGFloat(k))) < 0.001)
            #expect(frame.minX == x)
        }
    }

    @Test func deletingAndMovingEditTheArray() {
        var names = ["a", "b", "c", "d"]
        names.remove(atOffsets: IndexSet([1, 3]))
        #expect(names == ["a", "c"])
        names = ["a", "b", "c", "d"]
        names.move(fromOffsets: IndexSet([0]), toOffset: 3)
        #expect(names == ["b", "c", "a", "d"])
        names.move(fromOffsets: IndexSet([3]), toOffset: 0)
        #expect(names == ["d", "b", "c", "a"])
    }
}
