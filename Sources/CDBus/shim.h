#ifndef THEMESWITCH_CDBUS_SHIM_H
#define THEMESWITCH_CDBUS_SHIM_H
#include <dbus/dbus.h>
#include <sys/eventfd.h>
#endif
