@_exported import TrellisCore
@_exported import TrellisSolver
