import Testing
@testable import TrellisSolver
