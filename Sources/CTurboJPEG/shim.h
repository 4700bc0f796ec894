// libjpeg-turbo's TurboJPEG API (Debian: libturbojpeg0-dev): errors come back as return codes
// (no setjmp), and decoding scales by 1/8..1 in the IDCT, for wallpaper colors (issue 22).
#include <turbojpeg.h>
