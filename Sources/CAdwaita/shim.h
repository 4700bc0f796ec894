#ifndef THEMESWITCH_CADWAITA_SHIM_H
#define THEMESWITCH_CADWAITA_SHIM_H
// GTK 4.8 and libadwaita 1.2, as Debian 12 ships them (docs/settings.md), for the settings app.
#include <adwaita.h>
#include <glib-unix.h>

// libdispatch's hooks for a foreign event loop (CoreFoundation's run loop uses them): an eventfd
// that becomes readable when the main queue has work, and the call that runs that work. GObjectKit's
// MainQueueSource drains Swift's main queue (the main actor's jobs) from the GLib main loop with them.
extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *message);

// gtk_accessible_update_property is variadic, which Swift cannot call: one property at a time.
static inline void shim_accessible_set_label(GtkWidget *widget, const char *label) {
    gtk_accessible_update_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}
static inline void shim_accessible_set_description(GtkWidget *widget, const char *description) {
    gtk_accessible_update_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description, -1);
}
// GTK 4.8 tells screen readers only a widget's own sensitivity, not an insensitive ancestor's: the
// controls inside a greyed-out row are marked disabled with this.
static inline void shim_accessible_set_disabled(GtkWidget *widget, gboolean disabled) {
    gtk_accessible_update_state(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_STATE_DISABLED, disabled, -1);
}
#endif
