import Testing
import Trellis

#if PASTE_WITH_FOUNDATION
  import Foundation
#endif

// A small SwiftUI app's views as people write them (written for this test): state and bindings, an observable
// object passed down and put in the environment, environment values read by a body, gestures and tasks, and both
// kinds of previews. Only `import SwiftUI` would change.

final class CartModel: ObservableObject {
  @Published var items: [String] = ["Apples", "Pears"]
  @Published var isExpress = false

  func add(_ item: String) {
    objectWillChange.send()
    items.append(item)
  }
}

@Observable final class Profile {
  var name = "Ada"
  var showsBadge = true
}

private struct QuantityRow: View {
  let title: String
  @Binding var quantity: Int

  var body: some View {
    HStack {
      Text(title)
      Spacer()
      Text("\(quantity)")
        .frame(width: 40)
        .onTapGesture { quantity += 1 }
    }
    .frame(height: 44)
  }
}

private struct CartView: View {
  @ObservedObject var model: CartModel
  @State private var quantity = 1
  @State private var isEditing = false
  @Environment(\.horizontalSizeClass) private var sizeClass
  @Environment(\.dynamicTypeSize) private var typeSize

  var body: some View {
    VStack(spacing: 0) {
      ForEach(model.items, id: \.self) { item in
        QuantityRow(title: item, quantity: $quantity)
      }
      if sizeClass == .regular {
        Text("Express").frame(height: 30)
      }
      if typeSize.isAccessibilitySize {
        Text("Large").frame(height: 20)
      }
    }
    .gesture(
      DragGesture(minimumDistance: 5)
        .onChanged { value in isEditing = value.translation.width > 10 }
        .onEnded { _ in isEditing = false }
    )
    .onAppear { quantity = 2 }
    .task { await load() }
  }

  func load() async {}
}

private struct Badge: View {
  @Environment(Profile.self) private var profile
  @EnvironmentObject var cart: CartModel

  var body: some View {
    @Bindable var profile = profile
    HStack(spacing: 4) {
      Text(profile.name)
      if profile.showsBadge {
        Circle().frame(width: 8, height: 8)
      }
      Text("\(cart.items.count)")
    }
    .onChange(of: profile.name) { oldValue, newValue in
      withAnimation(.easeInOut) { profile.showsBadge = oldValue != newValue }
    }
  }
}

struct CartView_Previews: PreviewProvider {
  static var previews: some View {
    CartView(model: CartModel())
      .previewLayout(.sizeThatFits)
    CartView(model: CartModel())
      .environment(\.horizontalSizeClass, .regular)
      .previewDisplayName("Regular")
  }
}

#Preview {
  CartView(model: CartModel())
}

#Preview("Badge", traits: .sizeThatFitsLayout) {
  let profile = Profile()
  return Badge().environment(profile).environmentObject(CartModel())
}

@Suite struct DataFlowPasteTests {
  @Test func stateStartsAtItsInitialValueAndBindingsWriteThrough() throws {
    let count = State(initialValue: 1)
    let binding = count.projectedValue
    binding.wrappedValue += 4
    #expect(count.wrappedValue == 5)
    count.wrappedValue = 7
    #expect(binding.wrappedValue == 7)
    let row = QuantityRow(title: "Figs", quantity: binding)
    row.quantity = 9  // a nonmutating set, as a body or a tap handler does
    #expect(count.wrappedValue == 9)
  }

  @Test func theCartIsARowPerItem() throws {
    // Two rows of 44 in a VStack of spacing 0: 88 tall; a row is as wide as proposed (its Spacer).
    let result = try CartView(model: CartModel()).layout(in: CGSize(width: 320, height: 600))
    #expect(result.size == CGSize(width: 320, height: 88))
  }

  @Test func aBodyReadsTheEnvironmentItIsBuiltIn() throws {
    // .regular adds the 30-tall "Express" line; an accessibility size adds the 20-tall "Large" one.
    let regular = try CartView(model: CartModel()).environment(\.horizontalSizeClass, .regular)
      .layout(in: CGSize(width: 320, height: 600))
    #expect(regular.size.height == 118)
    let large = try CartView(model: CartModel()).environment(\.dynamicTypeSize, .accessibility1)
      .layout(in: CGSize(width: 320, height: 600))
    #expect(large.size.height == 108)
  }

  @Test func previewsAreViewsToLayOut() throws {
    let previews = CartView_Previews.previewViews
    #expect(previews.count == 2)
    let sizes = try previews.map { try $0.layout(in: CGSize(width: 320, height: 600)).size.height }
    #expect(sizes == [88, 118])
  }

  @Test func environmentObjectsReachTheBody() throws {
    let cart = CartModel()
    cart.add("Plums")
    let result = try Badge().environment(Profile()).environmentObject(cart)
      .layout(in: CGSize(width: 320, height: 600))
    // "Ada", the 8 × 8 badge and "3", 4 apart.
    #expect(result.entries.filter { $0.typeName == "Text" }.count == 2)
    #expect(result.entries.contains { $0.typeName == "Circle" })
  }
}
