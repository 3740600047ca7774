import Testing
@testable import Trellis
