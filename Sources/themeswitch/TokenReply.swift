import DBusWire

/// One token of a `GetTokens` reply (`s theme_id, s resolved_scheme, t serial, a{sv} tokens`),
/// printed as `themeswitch get` prints the token (ThemeCore's `TokenValue.formatted`): a string
/// (a color's `#RRGGBB[AA]`, a font design, a text) as it is, a dimension (`d`) as Swift writes a
/// `Double`, a weight (`u`) as a whole number, a flag (`b`) as `true` or `false`.
/// `Tests/CLITests/LeanPathTests.swift` checks that both print the same for every kind.
enum TokenReply {
    /// The value of `key`, or nil when the reply does not hold it or is not a `GetTokens` reply.
    static func formattedValue(of key: String, in reply: Reply) -> String? {
        guard reply.signature == "ssta{sv}" else { return nil }
        return reply.body.withUnsafeBytes { body in
            var reader = WireReader(body, bigEndian: reply.bigEndian)
            guard reader.string() != nil, reader.string() != nil, reader.fixed(UInt64.self) != nil,
                  let length = reader.uint32(), reader.align(8) else { return nil }
            let end = reader.offset + Int(length)
            while reader.offset < end {
                guard reader.align(8), let name = reader.string(), let type = reader.signature(),
                      type.utf8.count == 1, let code = type.utf8.first else { return nil }
                guard name == key else {
                    guard reader.skipBasic(code) else { return nil }
                    continue
                }
                return switch code {
                case UInt8(ascii: "s"): reader.string()
                case UInt8(ascii: "d"): reader.fixed(UInt64.self).map { "\(Double(bitPattern: $0))" }
                case UInt8(ascii: "u"): reader.uint32().map { "\($0)" }
                case UInt8(ascii: "b"): reader.uint32().map { $0 != 0 ? "true" : "false" }
                default: nil
                }
            }
            return nil
        }
    }
}
