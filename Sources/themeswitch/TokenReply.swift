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
            let reader = WireReader(body, bigEndian: reply.bigEndian)
            return try? value(of: key, in: reader)
        } ?? nil
    }

    private static func value(of key: String, in reader: WireReader) throws(WireFormatError) -> String? {
        var offset = try reader.text(at: 0).1
        offset = try reader.text(at: offset).1
        offset = (offset + 7) / 8 * 8 + 8
        let arrayLength = Int(try reader.uint32(at: offset))
        offset = (offset + 4 + 7) / 8 * 8
        let end = offset + arrayLength
        while offset < end {
            offset = (offset + 7) / 8 * 8
            let (name, afterName) = try reader.text(at: offset)
            let (type, afterSignature) = try reader.signature(at: afterName)
            guard type.utf8.count == 1, let code = type.utf8.first else { return nil }
            guard name == key else {
                offset = try reader.skipBasic(code, at: afterSignature)
                continue
            }
            switch code {
            case UInt8(ascii: "s"): return try reader.text(at: afterSignature).0
            case UInt8(ascii: "d"): return "\(Double(bitPattern: try reader.uint64(at: (afterSignature + 7) / 8 * 8)))"
            case UInt8(ascii: "u"): return "\(try reader.uint32(at: (afterSignature + 3) / 4 * 4))"
            case UInt8(ascii: "b"): return try reader.uint32(at: (afterSignature + 3) / 4 * 4) != 0 ? "true" : "false"
            default: return nil
            }
        }
        return nil
    }
}
