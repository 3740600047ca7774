// swift-format-ignore-file
import Testing
import Trellis

#if PASTE_WITH_FOUNDATION
  import Foundation
#endif

// Tests/PasteCorpus/files/elislade__WindowButtonEmpty.swift (elislade/SwiftUI-Kit,
// Sources/SwiftUIKitCore/Window/Buttons/WindowButtonEmpty.swift at the commit in Tests/PasteCorpus/corpus.tsv, MIT:
// Tests/PasteCorpus/licenses/elislade__SwiftUI-Kit.txt, Copyright 2024 Eli Slade), pasted below as it is there, and
// after it the two files of the same app it uses (Tests/PasteCorpus/companions/elislade__WindowButtonStyles.swift and
// elislade__EnvironmentKeys+Window.swift, origins in Tests/PasteCorpus/companions.tsv); only `import SwiftUI` became
// `import Trellis` (here the one import above), and this header comment is added (the files are not reformatted:
// swift-format skips them). A file of the unseen corpus (issue 31).
public struct WindowButtonEmpty: View {
    
    public init(){}
    
    public var body: some View {
        Button{ } label: {
            Color.clear
        }
        .tint(.clear)
        .disabled(true)
    }
    
}


#Preview {
    HStack {
        WindowButtonEmpty()
            .buttonStyle(.windowMain)
        
        WindowButtonEmpty()
            .buttonStyle(.windowPanel)
    }
    .padding()
}

public struct WindowMainButtonStyle: ButtonStyle {
    
    @Environment(\.windowIsKey) private var windowIsKey
    @Environment(\.isHighlighted) private var highlighted
    @State private var hovering = false
    
    private var opacity: Double {
        highlighted || hovering ? 0.5 : 0
    }
    
    public func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .labelStyle(.iconOnly)
            .font(.system(size: 7).weight(.heavy))
            .foregroundStyle(Color.black.opacity(opacity))
            .frame(width: 14, height: 14)
            .background{
                Circle()
                    .fill(.tint)
                    .grayscale(windowIsKey ? 0 : 1)
                    .opacity(windowIsKey ? 1 : 0.5)
                
                Circle().fill(.linearGradient(
                    colors: [.white.opacity(0.5), .clear],
                    startPoint: .top, endPoint: .bottom
                ))
                .blendMode(.overlay)
                
                Circle()
                    .fill(Color.black)
                    .opacity(configuration.isPressed ? 0.3 : 0)
            }
            .onHover{ hovering = $0 }
            .overlay {
                Circle()
                    .strokeBorder(Color.primary, lineWidth: 0.5)
                    .opacity(0.3)
            }
    }
    
}


public extension ButtonStyle where Self == WindowMainButtonStyle {
    
    static var windowMain: Self { WindowMainButtonStyle() }
    
}


public struct WindowPanelButtonStyle: ButtonStyle {
    
    private var opacity: Double { 0.5 }
    
    public func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .labelStyle(.iconOnly)
            .font(.system(size: 7).weight(.heavy))
            .foregroundStyle(Color.primary.opacity(opacity))
            .frame(width: 14, height: 14)
            .background{
                Circle()
                    .opacity(configuration.isPressed ? 0.3 : 0.1)
            }
    }
    
}


public extension ButtonStyle where Self == WindowPanelButtonStyle {
    
    static var windowPanel: Self { WindowPanelButtonStyle() }
    
}

public extension EnvironmentValues {
    
    @Entry var isHighlighted: Bool = false
    
}


public extension View {
    
    nonisolated func isHighlighted(_ highlighted: Bool = true) -> some View {
        environment(\.isHighlighted, highlighted)
    }
    
}

// MARK: Window Action

public enum WindowAction: Sendable {
    case close(shouldQuit: Bool = false)
    case minimize
    case fullscreen
    case zoom
    case startMove
    case setFrame(_ frame: CGRect, duration: TimeInterval = 0.2)
    
    static nonisolated var close: Self { .close() }
}


public extension EnvironmentValues {

    @Entry internal(set) var performWindowAction: (WindowAction) -> Void = { _ in }
    
}


// MARK: Window Key


public extension EnvironmentValues {
    
    @Entry internal(set) var windowIsKey: Bool = true
    
}

@Suite struct CorpusWindowButtonEmptyTests {
  // The file's `#Preview`, built as it builds it, with ids on the two buttons.
  func layout(width: CGFloat) throws -> LayoutResult {
    let preview = HStack {
      WindowButtonEmpty()
        .buttonStyle(.windowMain)
        .id("main")
      WindowButtonEmpty()
        .buttonStyle(.windowPanel)
        .id("panel")
    }
    .padding()
    return try preview.layout(proposal: ProposedViewSize(width: width, height: 844), configuration: .monospaced)
  }

  /// Derived by hand. Each button's label is `Color.clear`, which alone would fill what it is offered; the style set
  /// on the button's container reaches the button inside it (the innermost style wins), and both styles' bodies put
  /// the label in a 14 × 14 frame with a background and (the main style) an overlay, which do not change it. The row is
  /// 14 + 8 (the default spacing) + 14 = 36 by 14, and the padding adds 16 on each side: 68 × 46 whatever the offer.
  @Test(arguments: [390, 100] as [CGFloat])
  func bothStylesMakeFourteenPointButtons(width: CGFloat) throws {
    let result = try layout(width: width)
    #expect(result.size == Size(width: 68, height: 46))
    #expect(try result.lookup("main") == Rect(x: 16, y: 16, width: 14, height: 14))
    #expect(try result.lookup("panel") == Rect(x: 38, y: 16, width: 14, height: 14))
  }
}
