/// A value with undo and redo (issue 11 §3): at most ``limit`` steps back, and a new edit
/// clears what could be redone.
struct EditHistory<Value: Equatable & Sendable>: Equatable, Sendable {
    /// How many steps can be undone.
    static var limit: Int { 50 }

    /// The value now.
    private(set) var current: Value
    private var undoStack: [Value] = []
    private var redoStack: [Value] = []

    init(_ value: Value) { current = value }

    var canUndo: Bool { !undoStack.isEmpty }
    var canRedo: Bool { !redoStack.isEmpty }

    /// Makes `value` current; the old one can be undone. An edit that changes nothing is not a step.
    mutating func record(_ value: Value) {
        guard value != current else { return }
        undoStack.append(current)
        if undoStack.count > Self.limit { undoStack.removeFirst(undoStack.count - Self.limit) }
        redoStack.removeAll()
        current = value
    }

    /// Goes one step back; false when there is nothing to undo.
    mutating func undo() -> Bool {
        guard let previous = undoStack.popLast() else { return false }
        redoStack.append(current)
        current = previous
        return true
    }

    /// Goes one step forward again; false when there is nothing to redo.
    mutating func redo() -> Bool {
        guard let next = redoStack.popLast() else { return false }
        undoStack.append(current)
        current = next
        return true
    }
}
