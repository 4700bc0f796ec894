/// Renders introspection XML from interface tables.
public enum Introspection {
    static let standardInterfaces: [Interface] = [
        Interface("org.freedesktop.DBus.Peer", methods: [
            Method("Ping") { _ in [] },
            Method("GetMachineId", outputs: [Argument("machine_uuid", "s")]) { _ in [] },
        ]),
        Interface("org.freedesktop.DBus.Introspectable", methods: [
            Method("Introspect", outputs: [Argument("xml_data", "s")]) { _ in [] },
        ]),
        Interface("org.freedesktop.DBus.Properties", methods: [
            Method("Get", inputs: [Argument("interface_name", "s"), Argument("property_name", "s")],
                   outputs: [Argument("value", "v")]) { _ in [] },
            Method("GetAll", inputs: [Argument("interface_name", "s")],
                   outputs: [Argument("props", "a{sv}")]) { _ in [] },
            Method("Set", inputs: [Argument("interface_name", "s"), Argument("property_name", "s"),
                                   Argument("value", "v")]) { _ in [] },
        ], signals: [
            SignalDeclaration("PropertiesChanged", arguments: [
                Argument("interface_name", "s"), Argument("changed_properties", "a{sv}"),
                Argument("invalidated_properties", "as"),
            ]),
        ]),
    ]

    /// The XML document for an object with `interfaces` (the standard ones are
    /// added when there are any) and child nodes `children`.
    public static func xml(interfaces: [Interface], children: [String] = []) -> String {
        var out = """
        <!DOCTYPE node PUBLIC "-//freedesktop//DTD D-BUS Object Introspection 1.0//EN"
         "http://www.freedesktop.org/standards/dbus/1.0/introspect.dtd">
        <node>

        """
        let all = interfaces.isEmpty ? [] : standardInterfaces + interfaces
        for interface in all {
            out += "  <interface name=\"\(interface.name)\">\n"
            for method in interface.methods {
                let arguments = method.inputs.map { ($0, "in") } + method.outputs.map { ($0, "out") }
                if arguments.isEmpty {
                    out += "    <method name=\"\(method.name)\"/>\n"
                    continue
                }
                out += "    <method name=\"\(method.name)\">\n"
                for (argument, direction) in arguments {
                    out += "      <arg name=\"\(argument.name)\" type=\"\(escape(argument.signature.rawValue))\" direction=\"\(direction)\"/>\n"
                }
                out += "    </method>\n"
            }
            for signal in interface.signals {
                if signal.arguments.isEmpty {
                    out += "    <signal name=\"\(signal.name)\"/>\n"
                    continue
                }
                out += "    <signal name=\"\(signal.name)\">\n"
                for argument in signal.arguments {
                    out += "      <arg name=\"\(argument.name)\" type=\"\(escape(argument.signature.rawValue))\"/>\n"
                }
                out += "    </signal>\n"
            }
            for property in interface.properties {
                let access = property.set == nil ? "read" : "readwrite"
                let head = "    <property name=\"\(property.name)\" type=\"\(escape(property.signature.rawValue))\" access=\"\(access)\""
                if property.announcement == .value {
                    out += head + "/>\n"
                } else {
                    out += head + ">\n"
                    out += "      <annotation name=\"org.freedesktop.DBus.Property.EmitsChangedSignal\" value=\"\(property.announcement.rawValue)\"/>\n"
                    out += "    </property>\n"
                }
            }
            out += "  </interface>\n"
        }
        for child in children { out += "  <node name=\"\(child)\"/>\n" }
        out += "</node>\n"
        return out
    }

    private static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;")
            .replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
            .replacingOccurrences(of: "\"", with: "&quot;")
    }
}
