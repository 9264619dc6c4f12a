// libadwaita for the Adwaita product (Sources/Adwaita): the calls whose
// form depends on the libadwaita version, from 1.2 (Debian 12) to 1.10
// (GNOME 51), gated here with ADW_CHECK_VERSION so that the Swift side is
// one code path. Objects go in and out as untyped pointers: the Swift side
// holds widgets as GtkKit's `Widget` (whose `widgetPointer` is one), and
// this header's GTK types would clash with CGtk's if they crossed.
//
// Where a libadwaita release lacks a widget, the function makes what
// stands in for it, and says so in its comment. Not API: apps use the
// Adwaita product's Swift types.
//
// SwiftPM does not rebuild the Swift modules when only these headers
// change: touch Sources/Adwaita/*.swift after editing them.
#ifndef PLACEHOLDERS_CADWAITA_SHIM_H
#define PLACEHOLDERS_CADWAITA_SHIM_H

#include <adwaita.h>

#include "adw-window.h"
#include "adw-split-view.h"
#include "adw-feedback.h"

#endif
