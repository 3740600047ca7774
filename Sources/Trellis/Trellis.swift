@_exported import TrellisCore
@_exported import TrellisFrameUp
@_exported import TrellisSolver
@_exported import TrellisText
