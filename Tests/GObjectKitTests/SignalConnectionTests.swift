import CAdwaita
import GObjectKit
import Testing

/// Signals with Swift closures on a real GObject (`GtkAdjustment`, no display needed): handlers run,
/// disconnect stops them and releases the closure, and a connection outliving its object is harmless.
@MainActor @Suite struct SignalConnectionTests {
    /// A new adjustment from 0 to 100, held by a reference of its own.
    private func adjustment() -> ObjectReference {
        ObjectReference(retaining: UnsafeMutableRawPointer(gtk_adjustment_new(0, 0, 100, 1, 10, 0)))
    }

    private func set(_ object: ObjectReference, _ value: Double) {
        gtk_adjustment_set_value(object.pointer.assumingMemoryBound(to: GtkAdjustment.self), value)
    }

    @Test func signalAndNotifyHandlersRunWithEachChange() {
        let object = adjustment()
        var changes: [Double] = []
        var notifications = 0
        let changed = SignalConnection(object.pointer, "value-changed") {
            changes.append(gtk_adjustment_get_value(object.pointer.assumingMemoryBound(to: GtkAdjustment.self)))
        }
        let notify = SignalConnection(object.pointer, notify: "value") { notifications += 1 }
        set(object, 5)
        set(object, 7)
        set(object, 7)  // no change, no signal
        #expect(changes == [5, 7])
        #expect(notifications == 2)
        #expect(changed.isConnected && notify.isConnected)
        changed.disconnect()
        notify.disconnect()
    }

    @Test func disconnectStopsTheHandlerAndReleasesTheClosure() {
        let object = adjustment()
        final class Witness {}
        weak var released: Witness?
        var calls = 0
        let connection: SignalConnection
        do {
            let witness = Witness()
            released = witness
            connection = SignalConnection(object.pointer, "value-changed") { _ = witness; calls += 1 }
        }
        set(object, 1)
        #expect(calls == 1)
        #expect(released != nil, "the connected closure holds what it captures")
        connection.disconnect()
        connection.disconnect()
        set(object, 2)
        #expect(calls == 1)
        #expect(!connection.isConnected)
        #expect(released == nil, "disconnect released the closure")
    }

    @Test func aConnectionOutlivingItsObjectIsHarmless() {
        final class Witness {}
        weak var released: Witness?
        var connection: SignalConnection?
        do {
            let object = adjustment()
            #expect(object.referenceCount == 1)
            let witness = Witness()
            released = witness
            connection = SignalConnection(object.pointer, "value-changed") { _ = witness }
        }
        #expect(released == nil, "finalizing the object released the closure")
        #expect(connection?.isConnected == false)
        connection?.disconnect()
    }
}

/// A connection that passes the signal's one argument, on a `GtkCustomFilter` (no display needed).
@MainActor @Suite struct SignalArgumentTests {
    @Test func anIntegerArgumentReachesTheHandler() {
        let filter = ObjectReference(taking: UnsafeMutableRawPointer(gtk_custom_filter_new(nil, nil, nil)))
        var changes: [Int32] = []
        let changed = SignalConnection(filter.pointer, "changed", integer: { changes.append($0) })
        let pointer = filter.pointer.assumingMemoryBound(to: GtkFilter.self)
        for change in [GTK_FILTER_CHANGE_MORE_STRICT, GTK_FILTER_CHANGE_LESS_STRICT, GTK_FILTER_CHANGE_DIFFERENT] {
            gtk_filter_changed(pointer, change)
        }
        #expect(changes == [GTK_FILTER_CHANGE_MORE_STRICT, GTK_FILTER_CHANGE_LESS_STRICT, GTK_FILTER_CHANGE_DIFFERENT].map { Int32($0.rawValue) })
        #expect(!changes.allSatisfy { $0 == 0 }, "the argument is read, not a constant")
        changed.disconnect()
    }
}

/// `GApplication::open` with Swift closures: the handler gets the files' paths, as a command line or
/// another instance hands them over (a non-unique application, so no bus is needed).
@MainActor @Suite struct OpenSignalTests {
    @Test func theFilesToOpenReachTheHandlerAsPaths() throws {
        let application = ObjectReference(taking: UnsafeMutableRawPointer(
            g_application_new("org.themeswitch.GObjectKitTests", GApplicationFlags(rawValue: G_APPLICATION_HANDLES_OPEN.rawValue | G_APPLICATION_NON_UNIQUE.rawValue))))
        let pointer = application.pointer.assumingMemoryBound(to: GApplication.self)
        #expect(g_application_register(pointer, nil, nil) != 0)
        var opened: [[String]] = []
        var staying = 0
        let connection = SignalConnection(application.pointer, opening: { opened.append($0) })
        let other = SignalConnection(application.pointer, opening: { _ in staying += 1 })
        let paths = ["/tmp/a picture.png", "/srv/théme.theme"]
        var files = paths.map { g_file_new_for_path($0) }
        files.append(g_file_new_for_uri("https://example.org/remote.png"))
        files.withUnsafeMutableBufferPointer { buffer in g_application_open(pointer, buffer.baseAddress, Int32(buffer.count), "") }
        #expect(opened == [paths], "the remote file has no path and is left out")
        connection.disconnect()
        files.withUnsafeMutableBufferPointer { buffer in g_application_open(pointer, buffer.baseAddress, 1, "") }
        #expect(opened.count == 1 && staying == 2, "a disconnected handler runs no more; the other one does")
        other.disconnect()
        files.forEach { g_object_unref(UnsafeMutableRawPointer($0)) }
    }
}
