/// Which grapheme clusters of a paragraph are emoji, and the face each is shaped in: a whole cluster (a ZWJ sequence,
/// a flag's two regional indicators, a base with its skin-tone modifier, a keycap) takes one face, so HarfBuzz can
/// ligate it into the one glyph the colour font draws for it.
///
/// A cluster is an emoji when it asks for emoji presentation (UTS #51): its first scalar has the `Emoji_Presentation`
/// property (😀, 🇫, ⚡) and no U+FE0E (text presentation selector) follows, or it holds U+FE0F (emoji presentation
/// selector: ❤️, #️⃣), or an emoji modifier (a skin tone) follows a modifier base. Others (❤ without a selector, ©,
/// digits) keep the text face, as on Apple's platforms.
enum EmojiClusters {
  /// Whether a scalar may start or mark an emoji cluster: a cheap test of its value, so that paragraphs without one
  /// skip the cluster pass: every scalar with `Emoji_Presentation` or `Emoji_Modifier_Base` is in U+231A ..< U+2C00
  /// or at or above U+1F000, and a text-default character asks for emoji presentation with U+FE0F.
  @inline(__always)
  static func mayBeEmoji(_ value: UInt32) -> Bool {
    value >= 0x1F000 || value == 0xFE0F || (value >= 0x231A && value < 0x2C00)
  }

  /// Whether the cluster of `scalars` asks for emoji presentation.
  static func isEmoji<Scalars: Collection<Unicode.Scalar>>(_ scalars: Scalars) -> Bool {
    guard let first = scalars.first else { return false }
    var modifierAfterBase = false
    var previous: Unicode.Scalar? = nil
    for scalar in scalars {
      switch scalar.value {
      case 0xFE0E: return false
      case 0xFE0F: return true
      default:
        if let previous, scalar.properties.isEmojiModifier, previous.properties.isEmojiModifierBase {
          modifierAfterBase = true
        }
      }
      previous = scalar
    }
    return modifierAfterBase || first.properties.isEmojiPresentation
  }

  /// For each scalar of `string` (one paragraph), the emoji face of its cluster, or `nil` for scalars of clusters
  /// that are not emoji or that no face covers (they take the ordinary per-character choice): the face covering the
  /// cluster's first scalar, as ``FontLibrary/emojiFace(for:)`` finds it.
  ///
  /// - Complexity: O(scalars), plus a font lookup per emoji cluster (O(1) after the first of a scalar).
  static func faces(of string: Substring, library: FontLibrary) -> [FontFace?] {
    var faces: [FontFace?] = []
    faces.reserveCapacity(string.unicodeScalars.count)
    for character in string {
      let scalars = character.unicodeScalars
      var face: FontFace? = nil
      if let first = scalars.first, isEmoji(scalars) {
        face = library.emojiFace(for: first)
      }
      faces.append(contentsOf: repeatElement(face, count: scalars.count))
    }
    return faces
  }
}
