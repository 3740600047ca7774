//
//  Cart.swift
//  NavigationDrawer
//
//  Created by recherst on 2021/8/28.
//

import Trellis
struct Cart: View {
    var body: some View {
        NavigationView {
            Text("")
                .navigationTitle("Cart")
        }
    }
}

struct Cart_Previews: PreviewProvider {
    static var previews: some View {
        Cart()
    }
}
