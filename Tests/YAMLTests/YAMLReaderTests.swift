import Testing
import YAML

/// The bounded reader (issue 28 §1): what aliases expand to is counted before anything is built
/// twice, nesting never recurses, and the tree keeps lines, styles and tags.
@Suite(.timeLimit(.minutes(1))) struct YAMLReaderTests {
    static let limits = YAMLLimits(maximumNodes: 5_000, maximumDepth: 8)

    /// Nine anchors, each a list of nine aliases to the one before: 9^9 (387 million) nodes in 700 bytes.
    static func laughs(levels: Int = 9) -> String {
        var text = "a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
        for level in 1..<levels {
            text += "a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 9).joined(separator: ", ") + "]\n"
        }
        return text
    }

    @Test func aBillionLaughsUsedAsAKeyIsRefusedByItsExpandedCount() {
        let text = Self.laughs() + "light:\n  colors:\n    ? *a8\n    : \"#000000\"\n"
        #expect(text.utf8.count < 800)
        // a0 to a2 expand to 10, 91 and 820 nodes; the fifth alias to a2 on line 4 passes 5000.
        #expect(throws: YAMLError(.tooManyNodes, line: 4, reason: "the document expands to more than 5000 nodes, counting what nested anchors and aliases stand for")) {
            try YAMLReader.read(text, limits: Self.limits)
        }
    }

    @Test func anAliasCountsTheWholeNodeItNames() throws {
        // 1 root + 2 keys + list a (1 + 3) + list b (1 + 2 × 4) = 16 nodes once expanded.
        let text = "a: &a [x, y, z]\nb: [*a, *a]\n"
        #expect(try YAMLReader.read(text, limits: YAMLLimits(maximumNodes: 16, maximumDepth: 8)) != nil)
        #expect(throws: YAMLError.self) { try YAMLReader.read(text, limits: YAMLLimits(maximumNodes: 15, maximumDepth: 8)) }
        let b = try #require(try YAMLReader.read(text, limits: Self.limits)?.mapping?[1].1.sequence)
        #expect(b.map { $0.sequence?.compactMap(\.scalar?.text) } == [["x", "y", "z"], ["x", "y", "z"]])
    }

    @Test func aChainOfAliasesFiftyThousandDeepIsRefusedByItsExpandedDepth() {
        var text = "templates: [&a0 [x]"
        for level in 1..<50_000 { text += ", &a\(level) [*a\(level - 1)]" }
        text += "]\n"
        #expect(throws: YAMLError(.tooDeep, line: 1, reason: "the document nests more than 8 levels deep, counting what aliases stand for")) {
            try YAMLReader.read(text, limits: Self.limits)
        }
    }

    @Test func nestingAHundredThousandDeepIsRefusedWithoutRecursing() {
        let text = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect { try YAMLReader.read(text, limits: Self.limits) } throws: { error in
            (error as? YAMLError)?.kind == .tooDeep
        }
        #expect(throws: Never.self) {
            try YAMLReader.read(String(repeating: "[", count: 8) + String(repeating: "]", count: 8), limits: Self.limits)
        }
    }

    @Test func badTextIsRefusedWithItsLine() {
        #expect(throws: YAMLError(.syntax, line: 3, reason: "while parsing a block mapping, did not find expected key")) {
            try YAMLReader.read("a:\n  b: 1\n c: 2\n", limits: Self.limits)
        }
        #expect(throws: YAMLError(.syntax, line: 1, reason: "the alias *nowhere names no anchor defined before it")) {
            try YAMLReader.read("a: *nowhere\n", limits: Self.limits)
        }
        #expect(throws: YAMLError(.severalDocuments, line: 2, reason: "a second document starts here; expected one document")) {
            try YAMLReader.read("a: 1\n---\nb: 2\n", limits: Self.limits)
        }
    }

    /// A light and a dark tinted-theming scheme sent as one text: two roots, in order; a third
    /// document is refused, and an anchor names nodes of its own document only.
    @Test func upToTheGivenNumberOfDocumentsAreRead() throws {
        let roots = try YAMLReader.readDocuments("a: 1\n---\nb: 2\n", limits: Self.limits, maximumDocuments: 2)
        #expect(roots.map { $0.mapping?.first?.0.scalar?.text } == ["a", "b"])
        #expect(roots.map { $0.mapping?.first?.1.scalar?.text } == ["1", "2"])
        #expect(throws: YAMLError(.severalDocuments, line: 4, reason: "document 3 starts here; expected at most 2")) {
            try YAMLReader.readDocuments("a: 1\n---\nb: 2\n---\nc: 3\n", limits: Self.limits, maximumDocuments: 2)
        }
        #expect(throws: YAMLError(.syntax, line: 3, reason: "the alias *x names no anchor defined before it")) {
            try YAMLReader.readDocuments("a: &x 1\n---\nb: *x\n", limits: Self.limits, maximumDocuments: 2)
        }
    }

    @Test func emptyTextIsNoDocument() throws {
        #expect(try YAMLReader.read("", limits: Self.limits) == nil)
        #expect(try YAMLReader.read("# only a comment\n", limits: Self.limits) == nil)
    }

    @Test func scalarsKeepTheirStyleTagAndLine() throws {
        let pairs = try #require(try YAMLReader.read("a: 1\nb: \"1\"\nc: !!str 1\nd: 'x'\n", limits: Self.limits)?.mapping)
        let values = pairs.compactMap(\.1.scalar)
        #expect(values.map(\.text) == ["1", "1", "1", "x"])
        #expect(values.map(\.isPlainUntagged) == [true, false, false, false])
        #expect(values.map(\.line) == [1, 2, 3, 4])
        #expect(values[2].tag == "tag:yaml.org,2002:str")
    }

    @Test func writtenTextReadsBackTheSame() throws {
        let tricky = ["Ocean \"Blue\" ☂: yes", "a\nb # c", "", "null", "123", "- x", "  lead"]
        let node = YAMLNode([
            (YAMLNode("plain"), YAMLNode(tricky.map { YAMLNode($0) })),
            (YAMLNode("quoted"), YAMLNode(tricky.map { YAMLNode.scalar(YAMLScalar($0, style: .doubleQuoted)) })),
        ])
        let text = try #require(YAMLWriter.text(of: node))
        let read = try #require(try YAMLReader.read(text, limits: Self.limits)?.mapping)
        #expect(read.map { $0.1.sequence?.compactMap(\.scalar?.text) } == [tricky, tricky])
        #expect(text.hasPrefix("plain:\n- 'Ocean"))
        #expect(read[1].1.sequence?.allSatisfy { $0.scalar?.style == .doubleQuoted } == true)
        #expect(YAMLWriter.text(of: YAMLNode([(YAMLNode, YAMLNode)]())) == "{}\n")
    }
}
