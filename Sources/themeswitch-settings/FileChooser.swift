import CAdwaita
import GObjectKit

/// GTK's native file chooser (`GtkFileChooserNative`: the portal's where one runs, else GTK's own
/// dialog), modal on the window; `onPath` gets the chosen file's path only when the person accepts.
/// The chooser is given back once answered.
@MainActor
final class FileChooser {
    private let chooser: OpaquePointer
    private var response: SignalConnection?
    private var keepAlive: FileChooser?

    /// A chooser to open a file (`save` false) or to name one to write, showing only files whose
    /// MIME type is among `mimeTypes` (none: every file) when opening.
    init(title: String, parent: Widget?, save: Bool = false, accept: String, mimeTypes: [String] = [],
         suggestedName: String? = nil, onPath: @escaping @MainActor (String) -> Void) {
        chooser = gtk_file_chooser_native_new(title, parent.map { UnsafeMutableRawPointer($0).assumingMemoryBound(to: GtkWindow.self) },
                                              save ? GTK_FILE_CHOOSER_ACTION_SAVE : GTK_FILE_CHOOSER_ACTION_OPEN, accept, "Cancel")
        gtk_native_dialog_set_modal(UnsafeMutableRawPointer(chooser).assumingMemoryBound(to: GtkNativeDialog.self), 1)
        if !mimeTypes.isEmpty {
            let filter = gtk_file_filter_new()
            gtk_file_filter_set_name(filter, title)
            mimeTypes.forEach { gtk_file_filter_add_mime_type(filter, $0) }
            gtk_file_chooser_add_filter(chooser, filter)
            g_object_unref(UnsafeMutableRawPointer(filter))
        }
        if let suggestedName { gtk_file_chooser_set_current_name(chooser, suggestedName) }
        response = SignalConnection(UnsafeMutableRawPointer(chooser), "response", integer: { [unowned self] answer in
            if answer == GTK_RESPONSE_ACCEPT.rawValue, let file = gtk_file_chooser_get_file(chooser) {
                if let path = g_file_get_path(file) {
                    onPath(String(cString: path))
                    g_free(path)
                }
                g_object_unref(UnsafeMutableRawPointer(file))
            }
            response?.disconnect()
            g_object_unref(UnsafeMutableRawPointer(chooser))
            keepAlive = nil
        })
    }

    /// Shows the chooser; it keeps itself until answered.
    func present() {
        keepAlive = self
        gtk_native_dialog_show(UnsafeMutableRawPointer(chooser).assumingMemoryBound(to: GtkNativeDialog.self))
    }
}
