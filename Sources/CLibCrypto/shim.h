// SHA-256 from the system's OpenSSL libcrypto (Debian: libssl-dev). The SHA256_Init/Update/Final calls are
// deprecated in OpenSSL 3 in favour of EVP, but they hash in place in a plain struct that Swift can copy, which
// the EVP context (an opaque pointer) cannot do.
#define OPENSSL_SUPPRESS_DEPRECATED 1
#include <openssl/sha.h>
// MD5 (an S3 object's ETag for a single-part upload) and HMAC-SHA256 (AWS Signature V4), for `fittoday deploy`.
#include <openssl/md5.h>
#include <openssl/hmac.h>
#include <openssl/evp.h>
