extension Connection {
    /// Exports an object: its interfaces answer calls at `path` from now on.
    /// The standard Properties, Introspectable and Peer interfaces come with it.
    public func export(_ interfaces: [Interface], at path: ObjectPath) throws(DBusError) {
        for interface in interfaces {
            try Validate.interface(interface.name)
            for member in interface.methods.map(\.name) + interface.properties.map(\.name) + interface.signals.map(\.name) {
                try Validate.member(member)
            }
        }
        let exported = state.withLock { state -> Bool in
            guard state.objects[path] == nil else { return false }
            state.objects[path] = ExportedObject(interfaces: interfaces)
            return true
        }
        guard exported else { throw DBusError(.invalidArgs, "an object is already exported at \(path)") }
    }

    /// Stops answering calls at `path`.
    public func unexport(at path: ObjectPath) {
        state.withLock { _ = $0.objects.removeValue(forKey: path) }
    }

    /// The introspection XML this connection answers for `path`.
    public func introspectionXML(at path: ObjectPath) -> String {
        let (object, children) = lookUp(path)
        return Introspection.xml(interfaces: object?.interfaces ?? [], children: children)
    }

    /// Emits `org.freedesktop.DBus.Properties.PropertiesChanged` for `interface` at `path`.
    public func emitPropertiesChanged(
        path: ObjectPath, interface: String, changed: [String: Value], invalidated: [String] = []
    ) throws(DBusError) {
        try emit(
            path: path, interface: PropertiesInterface.name, signal: "PropertiesChanged",
            arguments: [.string(interface), .stringVariantDictionary(changed), .stringArray(invalidated)])
    }

    private func lookUp(_ path: ObjectPath) -> (ExportedObject?, [String]) {
        state.withLock { state in
            let children = Set(state.objects.keys.compactMap { path.childElement(towards: $0) })
            return (state.objects[path], children.sorted())
        }
    }

    /// How many incoming method calls may wait to be answered at once. A call past it is
    /// refused at once with `org.freedesktop.DBus.Error.LimitsExceeded`, so a flood of calls
    /// costs bounded memory and every caller still gets an answer.
    public static let incomingCallLimit = 1024

    /// Answers an incoming call, one at a time, in arrival order. A call that arrives while none
    /// is being answered starts at once on this thread (the event loop's, inside libdbus's
    /// dispatch), in a task that prefers the loop as its executor: what the handler awaits (an
    /// actor, a sleep) runs or resumes on the loop too, so a call is answered without handing it
    /// to another thread, which cost a thread's wake-up and sleep per call. A call that arrives
    /// while another is being answered waits its turn.
    func dispatchCall(_ message: Message, raw: RawMessage) {
        let admitted = state.withLock { state -> Bool in
            guard state.queuedIncomingCalls < Connection.incomingCallLimit else { return false }
            state.queuedIncomingCalls += 1
            return true
        }
        guard admitted else {
            let refusal = DBusError(.limitsExceeded, "\(Connection.incomingCallLimit) calls are already waiting for an answer; try again later")
            if !message.noReplyExpected, let reply = raw.errorReply(refusal) { _ = try? send(reply) }
            return
        }
        let call: @Sendable () async -> Void = { [self] in
            defer { state.withLock { $0.queuedIncomingCalls -= 1 } }
            let reply: RawMessage?
            do {
                reply = try raw.methodReturn(try await answer(message))
            } catch {
                reply = raw.errorReply(Connection.asDBusError(error))
            }
            guard !message.noReplyExpected, let reply else { return }
            _ = try? send(reply)
        }
        let startsNow = state.withLock { state -> Bool in
            guard !state.answeringCall else {
                state.waitingCalls.append(call)
                return false
            }
            state.answeringCall = true
            return true
        }
        guard startsNow else { return }
        Task.immediate(executorPreference: loop) { [self] in
            await call()
            await answerWaitingCalls()
        }
    }

    /// Answers the calls that arrived while one was being answered, in order, until none waits.
    private func answerWaitingCalls() async {
        while let next = state.withLock({ state -> (@Sendable () async -> Void)? in
            guard !state.waitingCalls.isEmpty else {
                state.answeringCall = false
                return nil
            }
            return state.waitingCalls.removeFirst()
        }) {
            await next()
        }
    }

    static func asDBusError(_ error: any Error) -> DBusError {
        if let error = error as? DBusError { return error }
        return DBusError(.failed, String(describing: error))
    }

    private func answer(_ message: Message) async throws -> [Value] {
        guard let path = message.path, let member = message.member else {
            throw DBusError(.unknownMethod, "a method call must name a path and a member")
        }
        let (object, children) = lookUp(path)
        if member == "Introspect", message.interface == nil || message.interface == IntrospectableInterface.name,
           object != nil || !children.isEmpty || path == .root {
            try expect(message, "", for: "Introspect")
            return [.string(Introspection.xml(interfaces: object?.interfaces ?? [], children: children))]
        }
        guard let object else {
            throw DBusError(.unknownObject, "no object at path \(path)")
        }
        if message.interface == PropertiesInterface.name {
            return try await PropertiesInterface.answer(message, interfaces: object.interfaces)
        }
        let interface: Interface
        if let name = message.interface {
            guard let found = object.interfaces.first(where: { $0.name == name }) else {
                throw DBusError(.unknownInterface, "object \(path) has no interface \(name)")
            }
            interface = found
        } else {
            guard let found = object.interfaces.first(where: { $0.method(named: member) != nil }) else {
                throw DBusError(.unknownMethod, "object \(path) has no method \(member)")
            }
            interface = found
        }
        guard let method = interface.method(named: member) else {
            throw DBusError(.unknownMethod, "interface \(interface.name) has no method \(member)")
        }
        try expect(message, method.inputSignature, for: member)
        let results = try await method.handler(MethodCall(message: message, connection: self))
        let produced = results.map(\.signatureText).joined()
        guard produced == method.outputSignature.rawValue else {
            throw DBusError(.failed, "\(member) produced results of signature '\(produced)' instead of its declared '\(method.outputSignature)'")
        }
        return results
    }
}

/// Checks that a call's arguments have the declared signature.
func expect(_ message: Message, _ signature: Signature, for member: String) throws(DBusError) {
    guard message.signature == signature else {
        throw DBusError(.invalidArgs, "\(member) takes arguments of signature '\(signature)', not '\(message.signature)'")
    }
}

enum IntrospectableInterface {
    static let name = "org.freedesktop.DBus.Introspectable"
}

/// `org.freedesktop.DBus.Properties`, answered from the interface tables.
enum PropertiesInterface {
    static let name = "org.freedesktop.DBus.Properties"

    static func answer(_ message: Message, interfaces: [Interface]) async throws -> [Value] {
        let member = message.member ?? ""
        switch member {
        case "Get":
            try expect(message, "ss", for: member)
            let property = try find(message.arguments[1].string ?? "", in: message.arguments[0].string ?? "", interfaces)
            return [.variant(try await property.get())]
        case "GetAll":
            try expect(message, "s", for: member)
            let name = message.arguments[0].string ?? ""
            guard let interface = interfaces.first(where: { $0.name == name }) else {
                throw DBusError(.unknownInterface, "no interface \(name) here")
            }
            if let readAll = interface.readAllProperties {
                let all = try await readAll()
                return [.stringVariantDictionary(all.filter { entry in interface.properties.contains { $0.name == entry.key } })]
            }
            var values: [String: Value] = [:]
            for property in interface.properties { values[property.name] = try await property.get() }
            return [.stringVariantDictionary(values)]
        case "Set":
            try expect(message, "ssv", for: member)
            let property = try find(message.arguments[1].string ?? "", in: message.arguments[0].string ?? "", interfaces)
            guard let set = property.set else {
                throw DBusError(.propertyReadOnly, "property \(property.name) is read-only")
            }
            let value = message.arguments[2].unwrapped
            guard value.signature == property.signature else {
                throw DBusError(.invalidArgs, "property \(property.name) has type '\(property.signature)', not '\(value.signature)'")
            }
            try await set(value)
            return []
        default:
            throw DBusError(.unknownMethod, "interface \(name) has no method \(member)")
        }
    }

    private static func find(_ property: String, in interfaceName: String, _ interfaces: [Interface]) throws(DBusError) -> Property {
        guard let interface = interfaces.first(where: { $0.name == interfaceName }) else {
            throw DBusError(.unknownInterface, "no interface \(interfaceName) here")
        }
        guard let found = interface.property(named: property) else {
            throw DBusError(.unknownProperty, "interface \(interfaceName) has no property \(property)")
        }
        return found
    }
}
