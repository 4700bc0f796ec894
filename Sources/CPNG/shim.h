// libpng (Debian: libpng-dev), its simplified read API, for wallpaper colors (issue 22).
#include <png.h>
