// OpenSSL's libcrypto (Debian: libssl-dev), for the SHA-256 that names copied wallpaper images.
#include <openssl/sha.h>
