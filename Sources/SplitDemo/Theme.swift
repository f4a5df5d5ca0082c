// Colours, type sizes and metrics of the demo's light theme (iOS-like).
import SplitKit

/// The demo's look: one place for every colour and metric the scenes draw with.
enum Theme {
    static let toolbarHeight = 44.0
    static let rowHeight = 44.0
    static let rowInset = 16.0

    static let background = Color(hex: 0xFFFFFF)
    static let primaryBackground = Color(hex: 0xFFFFFF)
    static let toolbarBackground = Color(hex: 0xF7F7F8)
    static let hairline = Color(hex: 0xC6C6C8)
    static let separatorBand = Color(hex: 0xF2F2F7)
    static let separatorGrip = Color(hex: 0xAEAEB2)
    static let accent = Color(hex: 0x007AFF)
    static let selectedText = Color(hex: 0xFFFFFF)
    static let label = Color(hex: 0x000000)
    static let secondaryLabel = Color(hex: 0x8E8E93)
    static let rowSeparator = Color(hex: 0xE5E5EA)
    static let highlight = Color(hex: 0xE5E5EA)
    static let groupedBackground = Color(hex: 0xF2F2F7)
    static let disabledVeil = Color(hex: 0xFFFFFF, alpha: 150)
    static let error = Color(hex: 0xD70015)
    static let success = Color(hex: 0x248A3D)
    static let caption = TextStyle(size: 13, color: secondaryLabel)
    static let backButton = TextStyle(size: 17, color: accent)
    static let pushShadowLength = 14.0
    static let pushShadowOpacity = 0.25
    static let coveredDim = 0.1

    static let overlayCornerRadius = 5.0
    static let overlayBorder = Color(hex: 0x000000, alpha: 46)
    static let overlayShadowLength = 40.0
    static let overlayShadowOpacity = 0.8
    static let dim = Color(hex: 0x000000)

    static let title = TextStyle(size: 17, weight: .bold, color: label)
    static let body = TextStyle(size: 17, color: label)
    static let rowText = TextStyle(size: 17, color: label)
    static let selectedRowText = TextStyle(size: 17, color: selectedText)
    static let placeholder = TextStyle(size: 20, color: secondaryLabel)
}
