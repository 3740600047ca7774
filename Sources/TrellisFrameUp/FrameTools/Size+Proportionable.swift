import TrellisCore

/// `Size` gains FrameUp's aspect-ratio helpers (``Proportionable``).
extension Size: Proportionable {}
