import DBus
import Testing

@Suite(.timeLimit(.minutes(1))) struct SignatureTests {
    @Test(arguments: ["", "s", "a{sv}", "(iis)", "aa{s(ua(ss))}", "av", "a(sssb)", "ssstta{sv}"])
    func acceptsValidSignatures(_ text: String) throws {
        let signature = try Signature(text)
        #expect(signature.rawValue == text)
    }

    @Test(arguments: ["a", "(", "()", "{sv}", "a{vs}", "a{s}", "z", "(s", "a{ss}}", String(repeating: "a", count: 33) + "s"])
    func refusesInvalidSignatures(_ text: String) {
        #expect(throws: DBusError.self) { try Signature(text) }
    }

    @Test func refusesSignaturesLongerThan255Bytes() {
        #expect(throws: DBusError.self) { try Signature(String(repeating: "s", count: 256)) }
        #expect(Signature.isValid(String(repeating: "s", count: 255)))
    }

    @Test func splitsIntoCompleteTypes() throws {
        let types = try Signature(String("sa{sv}(ii)v")).completeTypes.map(\.rawValue)
        #expect(types == ["s", "a{sv}", "(ii)", "v"])
    }

    @Test func valuesKnowTheirSignature() {
        let value = Value.structure([.string("x"), .stringVariantDictionary(["k": .uint32(1)]), .array(element: "ay", [])])
        #expect(value.signature.rawValue == "(sa{sv}aay)")
    }

    @Test func objectPathsAreChecked() {
        #expect(ObjectPath.isValid("/"))
        #expect(ObjectPath.isValid("/org/themeswitch/Theme1"))
        for bad in ["", "org", "/org/", "//", "/a-b", "/a//b"] {
            #expect(!ObjectPath.isValid(bad), "\(bad)")
        }
    }

    @Test func invalidUTF8IsRefused() throws {
        #expect(throws: DBusError.self) { try Value(utf8Bytes: [0x61, 0xFF, 0x62]) }
        #expect(throws: DBusError.self) { try Value(utf8Bytes: [0xC3]) }
        #expect(throws: DBusError.self) { try Value(utf8Bytes: [0x61, 0x00]) }
        let valid = try Value(utf8Bytes: Array("héllo".utf8))
        #expect(valid == .string("héllo"))
    }

    @Test func mismatchedContainersAreRefused() {
        #expect(throws: DBusError.self) { try Value.array(element: "s", [.int32(1)]).validate() }
        #expect(throws: DBusError.self) { try Value.dictionary(key: "v", value: "s", []).validate() }
        #expect(throws: DBusError.self) { try Value.structure([]).validate() }
        #expect(throws: DBusError.self) { try Value.string("a\u{0}b").validate() }
    }
}
