// What a SwiftUI file sees: Foundation (and, through it, the C library's `sin`, `cos`, …) with one `CGFloat`, `CGSize`,
// `CGPoint` and `CGRect`, the ones Trellis's geometry is made of.
@_exported import Foundation
@_exported import TrellisCore
@_exported import TrellisFrameUp
@_exported import TrellisSolver
@_exported import TrellisText
