import CYAML

/// Reads one YAML document on libyaml's event parser, with limits (issue 28 §1): the expanded node
/// count and the nesting depth are counted as the events arrive, an alias adding the whole size
/// and height of the node it names, so a "billion laughs" document or a chain of aliases 50 000
/// deep is refused after at most ``YAMLLimits/maximumNodes`` nodes of work, before anything walks,
/// compares or hashes the tree. Nothing recurses: the composer keeps its own stack. Aliases share
/// the node they name, so memory stays proportional to the text.
public enum YAMLReader {
    /// The document's root, or nil for a stream without a document (empty, or only comments);
    /// throws ``YAMLError`` naming the line for text that is not YAML, a second document, or a
    /// document past `limits`.
    public static func read(_ text: String, limits: YAMLLimits) throws(YAMLError) -> YAMLNode? {
        try readDocuments(text, limits: limits, maximumDocuments: 1).first
    }

    /// The roots of a stream of up to `maximumDocuments` documents separated by `---` (a
    /// tinted-theming light and dark scheme sent together), in order; `limits` bounds all of them
    /// together, and an anchor names nodes of its own document only. Throws as ``read(_:limits:)``,
    /// with `severalDocuments` for one document too many.
    public static func readDocuments(_ text: String, limits: YAMLLimits, maximumDocuments: Int) throws(YAMLError) -> [YAMLNode] {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else {
            throw YAMLError(.syntax, line: nil, reason: "the YAML parser could not start (out of memory)")
        }
        defer { yaml_parser_delete(&parser) }
        let bytes = Array(text.utf8)
        let input = UnsafeMutablePointer<UInt8>.allocate(capacity: max(bytes.count, 1))
        defer { input.deallocate() }
        input.initialize(from: bytes, count: bytes.count)
        yaml_parser_set_input_string(&parser, input, bytes.count)
        var composer = Composer(limits: limits, maximumDocuments: maximumDocuments)
        while true {
            var event = yaml_event_t()
            guard yaml_parser_parse(&parser, &event) == 1 else { throw syntaxError(parser) }
            defer { yaml_event_delete(&event) }
            if event.type == YAML_STREAM_END_EVENT { return composer.roots }
            try composer.take(event)
        }
    }

    private static func syntaxError(_ parser: yaml_parser_t) -> YAMLError {
        let problem = parser.problem.map { String(cString: $0) } ?? "libyaml stopped without saying why"
        let reason = [parser.context.map { String(cString: $0) }, problem].compactMap { $0 }.joined(separator: ", ")
        return YAMLError(.syntax, line: Int(parser.problem_mark.line) + 1, reason: reason)
    }
}

/// Builds the tree from events, bottom up, with the counts ``YAMLLimits`` bounds.
private struct Composer {
    /// A node with its expanded size (nodes) and height (nested collections, a scalar 0).
    struct Measured {
        var node: YAMLNode
        var size: Int
        var height: Int
    }

    /// A sequence or mapping whose end has not come yet.
    struct Open {
        let isMapping: Bool
        let line: Int
        let anchor: String?
        var items: [YAMLNode] = []
        var size = 1
        var height = 1
    }

    let limits: YAMLLimits
    let maximumDocuments: Int
    private(set) var roots: [YAMLNode] = []
    private var documents = 0
    private var nodes = 0
    private var anchors: [String: Measured] = [:]
    private var open: [Open] = []

    init(limits: YAMLLimits, maximumDocuments: Int) {
        self.limits = limits
        self.maximumDocuments = maximumDocuments
    }

    mutating func take(_ event: yaml_event_t) throws(YAMLError) {
        let line = Int(event.start_mark.line) + 1
        switch event.type {
        case YAML_DOCUMENT_START_EVENT:
            documents += 1
            anchors = [:]
            guard documents <= maximumDocuments else {
                throw YAMLError(.severalDocuments, line: line, reason: maximumDocuments == 1
                    ? "a second document starts here; expected one document"
                    : "document \(documents) starts here; expected at most \(maximumDocuments)")
            }
        case YAML_SCALAR_EVENT:
            let data = event.data.scalar
            let scalar = YAMLScalar(
                data.value.map { String(decoding: UnsafeBufferPointer(start: $0, count: data.length), as: UTF8.self) } ?? "",
                style: Self.style(data.style), tag: data.tag.map { String(cString: $0) }, line: line)
            try add(Measured(node: .scalar(scalar), size: 1, height: 0), anchor: data.anchor, line: line)
        case YAML_ALIAS_EVENT:
            let name = event.data.alias.anchor.map { String(cString: $0) } ?? ""
            guard let named = anchors[name] else {
                throw YAMLError(.syntax, line: line, reason: "the alias *\(name.prefix(64)) names no anchor defined before it")
            }
            try add(named, anchor: nil, line: line)
        case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
            let isMapping = event.type == YAML_MAPPING_START_EVENT
            try count(size: 1, height: 1, line: line)
            let anchor = isMapping ? event.data.mapping_start.anchor : event.data.sequence_start.anchor
            open.append(Open(isMapping: isMapping, line: line, anchor: anchor.map { String(cString: $0) }))
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
            guard let done = open.popLast() else { return }
            let node: YAMLNode
            if done.isMapping {
                node = .mapping(stride(from: 0, to: done.items.count - 1, by: 2).map { (done.items[$0], done.items[$0 + 1]) }, line: done.line)
            } else {
                node = .sequence(done.items, line: done.line)
            }
            let measured = Measured(node: node, size: done.size, height: done.height)
            if let anchor = done.anchor { anchors[anchor] = measured }
            place(measured)
        default:
            break
        }
    }

    /// Counts a node that arrives whole (a scalar or an alias's target), then places it.
    private mutating func add(_ measured: Measured, anchor: UnsafeMutablePointer<UInt8>?, line: Int) throws(YAMLError) {
        try count(size: measured.size, height: measured.height, line: line)
        if let anchor { anchors[String(cString: anchor)] = measured }
        place(measured)
    }

    /// Refuses the document once a node of `size` nodes and `height` levels would take it past
    /// either limit.
    private mutating func count(size: Int, height: Int, line: Int) throws(YAMLError) {
        nodes += size
        guard nodes <= limits.maximumNodes else {
            throw YAMLError(.tooManyNodes, line: line, reason: "the document expands to more than \(limits.maximumNodes) nodes, counting what nested anchors and aliases stand for")
        }
        guard open.count + height <= limits.maximumDepth else {
            throw YAMLError(.tooDeep, line: line, reason: "the document nests more than \(limits.maximumDepth) levels deep, counting what aliases stand for")
        }
    }

    /// Hands a finished node to the collection it is in, or makes it its document's root.
    private mutating func place(_ measured: Measured) {
        guard let last = open.indices.last else {
            roots.append(measured.node)
            return
        }
        open[last].items.append(measured.node)
        open[last].size += measured.size
        open[last].height = max(open[last].height, measured.height + 1)
    }

    private static func style(_ style: yaml_scalar_style_t) -> YAMLScalar.Style {
        switch style {
        case YAML_SINGLE_QUOTED_SCALAR_STYLE: .singleQuoted
        case YAML_DOUBLE_QUOTED_SCALAR_STYLE: .doubleQuoted
        case YAML_LITERAL_SCALAR_STYLE: .literal
        case YAML_FOLDED_SCALAR_STYLE: .folded
        default: .plain
        }
    }
}
