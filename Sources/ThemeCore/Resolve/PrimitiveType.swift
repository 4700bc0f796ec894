/// Level 1: font weights on the CSS scale (SwiftUI's `.regular` … `.bold`).
enum PrimitiveType {
    static let regular: UInt32 = 400
    static let medium: UInt32 = 500
    static let semibold: UInt32 = 600
    static let bold: UInt32 = 700
}
