import CAdwaita

/// One strong reference to a GObject, given back (`g_object_unref`) when this goes away.
public final class ObjectReference {
    /// The object; valid as long as this reference lives.
    public let pointer: UnsafeMutableRawPointer

    /// Takes over a reference the caller owns, such as what a `*_new` function of a
    /// non-floating type (`GtkApplication`, `GMainLoop` aside) returns.
    public init(taking pointer: UnsafeMutableRawPointer) {
        self.pointer = pointer
    }

    /// Adds a reference of its own; a floating reference (a new widget) is sunk, so the object
    /// stays alive after a container that held it lets it go.
    public init(retaining pointer: UnsafeMutableRawPointer) {
        g_object_ref_sink(pointer)
        self.pointer = pointer
    }

    /// The object's current reference count, for tests and leak checks.
    public var referenceCount: UInt32 {
        pointer.assumingMemoryBound(to: GObject.self).pointee.ref_count
    }

    deinit {
        g_object_unref(pointer)
    }
}
