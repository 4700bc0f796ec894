// libwebp (Debian: libwebp-dev), its advanced decoding API with scaling, for wallpaper colors (issue 22).
#include <webp/decode.h>
