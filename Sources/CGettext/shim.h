// GNU gettext from the C library, which Swift's Glibc module leaves out.
// PlaceholderCore uses it for its translatable default strings; it brings
// in nothing of GTK.
#ifndef PLACEHOLDERS_CGETTEXT_SHIM_H
#define PLACEHOLDERS_CGETTEXT_SHIM_H
#include <libintl.h>
#include <locale.h>
#endif
