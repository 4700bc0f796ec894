import CYAML

/// Writes a ``YAMLNode`` as YAML text through libyaml's emitter: block style, two-space indent,
/// lines folded at 80 columns, UTF-8 unescaped. A `.plain` scalar is written plain when its text
/// allows it and quoted otherwise; `.doubleQuoted` always double-quoted.
public enum YAMLWriter {
    /// The document's text; nil only when libyaml refuses to write it (out of memory).
    public static func text(of node: YAMLNode) -> String? {
        let output = Output()
        var emitter = yaml_emitter_t()
        guard yaml_emitter_initialize(&emitter) == 1 else { return nil }
        defer { yaml_emitter_delete(&emitter) }
        yaml_emitter_set_output(&emitter, { context, buffer, size in
            guard let context, let buffer else { return 0 }
            Unmanaged<Output>.fromOpaque(context).takeUnretainedValue().bytes.append(contentsOf: UnsafeBufferPointer(start: buffer, count: size))
            return 1
        }, Unmanaged.passUnretained(output).toOpaque())
        yaml_emitter_set_unicode(&emitter, 1)
        yaml_emitter_set_break(&emitter, YAML_LN_BREAK)
        let written = withExtendedLifetime(output) { () -> Bool in
            var event = yaml_event_t()
            yaml_stream_start_event_initialize(&event, YAML_UTF8_ENCODING)
            guard yaml_emitter_emit(&emitter, &event) == 1 else { return false }
            yaml_document_start_event_initialize(&event, nil, nil, nil, 1)
            guard yaml_emitter_emit(&emitter, &event) == 1, emit(node, to: &emitter) else { return false }
            yaml_document_end_event_initialize(&event, 1)
            guard yaml_emitter_emit(&emitter, &event) == 1 else { return false }
            yaml_stream_end_event_initialize(&event)
            return yaml_emitter_emit(&emitter, &event) == 1
        }
        return written ? String(decoding: output.bytes, as: UTF8.self) : nil
    }

    /// The bytes the emitter has written so far.
    private final class Output {
        var bytes: [UInt8] = []
    }

    private static func emit(_ node: YAMLNode, to emitter: inout yaml_emitter_t) -> Bool {
        var event = yaml_event_t()
        switch node {
        case .scalar(let scalar):
            var text = Array(scalar.text.utf8) + [0]
            let style = scalar.style == .doubleQuoted ? YAML_DOUBLE_QUOTED_SCALAR_STYLE : YAML_ANY_SCALAR_STYLE
            let initialized = text.withUnsafeMutableBufferPointer { text in
                yaml_scalar_event_initialize(&event, nil, nil, text.baseAddress, Int32(text.count - 1), 1, 1, style)
            }
            return initialized == 1 && yaml_emitter_emit(&emitter, &event) == 1
        case .sequence(let items, _):
            yaml_sequence_start_event_initialize(&event, nil, nil, 1, YAML_ANY_SEQUENCE_STYLE)
            guard yaml_emitter_emit(&emitter, &event) == 1, items.allSatisfy({ emit($0, to: &emitter) }) else { return false }
            yaml_sequence_end_event_initialize(&event)
        case .mapping(let pairs, _):
            yaml_mapping_start_event_initialize(&event, nil, nil, 1, YAML_ANY_MAPPING_STYLE)
            guard yaml_emitter_emit(&emitter, &event) == 1,
                  pairs.allSatisfy({ emit($0.0, to: &emitter) && emit($0.1, to: &emitter) }) else { return false }
            yaml_mapping_end_event_initialize(&event)
        }
        return yaml_emitter_emit(&emitter, &event) == 1
    }
}
