#include "ccrypto.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>

// The functions used, resolved once from libcrypto.so.3.
static struct {
  BIO *(*BIO_new_mem_buf)(const void *, int);
  int (*BIO_free)(BIO *);
  EVP_PKEY *(*PEM_read_bio_PrivateKey)(BIO *, EVP_PKEY **, pem_password_cb *, void *);
  int (*EVP_PKEY_get_base_id)(const EVP_PKEY *);
  void (*EVP_PKEY_free)(EVP_PKEY *);
  EVP_MD_CTX *(*EVP_MD_CTX_new)(void);
  void (*EVP_MD_CTX_free)(EVP_MD_CTX *);
  const EVP_MD *(*EVP_sha256)(void);
  int (*EVP_DigestSignInit)(EVP_MD_CTX *, EVP_PKEY_CTX **, const EVP_MD *, ENGINE *, EVP_PKEY *);
  int (*EVP_DigestSign)(EVP_MD_CTX *, unsigned char *, size_t *, const unsigned char *, size_t);
  int (*EVP_Digest)(const void *, size_t, unsigned char *, unsigned int *, const EVP_MD *,
                    ENGINE *);
  int (*EVP_DigestInit_ex)(EVP_MD_CTX *, const EVP_MD *, ENGINE *);
  int (*EVP_DigestUpdate)(EVP_MD_CTX *, const void *, size_t);
  int (*EVP_DigestFinal_ex)(EVP_MD_CTX *, unsigned char *, unsigned int *);
  unsigned long (*ERR_get_error)(void);
  void (*ERR_error_string_n)(unsigned long, char *, size_t);
} crypto;

static pthread_once_t once = PTHREAD_ONCE_INIT;
static char failure[512];
static const char *result = failure;

#define RESOLVE(name)                                                                          \
  do {                                                                                         \
    *(void **)(&crypto.name) = dlsym(library, #name);                                          \
    if (!crypto.name) {                                                                        \
      snprintf(failure, sizeof failure, "libcrypto.so.3 has no %s (OpenSSL 3 is needed)", #name); \
      return;                                                                                  \
    }                                                                                          \
  } while (0)

static void load(void) {
  void *library = dlopen("libcrypto.so.3", RTLD_NOW | RTLD_LOCAL);
  if (!library) {
    const char *why = dlerror();
    snprintf(failure, sizeof failure, "cannot load libcrypto (install libssl3): %s",
             why ? why : "not found");
    return;
  }
  RESOLVE(BIO_new_mem_buf);
  RESOLVE(BIO_free);
  RESOLVE(PEM_read_bio_PrivateKey);
  RESOLVE(EVP_PKEY_get_base_id);
  RESOLVE(EVP_PKEY_free);
  RESOLVE(EVP_MD_CTX_new);
  RESOLVE(EVP_MD_CTX_free);
  RESOLVE(EVP_sha256);
  RESOLVE(EVP_DigestSignInit);
  RESOLVE(EVP_DigestSign);
  RESOLVE(EVP_Digest);
  RESOLVE(EVP_DigestInit_ex);
  RESOLVE(EVP_DigestUpdate);
  RESOLVE(EVP_DigestFinal_ex);
  RESOLVE(ERR_get_error);
  RESOLVE(ERR_error_string_n);
  result = NULL;
}

const char *ccrypto_load(void) {
  pthread_once(&once, load);
  return result;
}

// Every call fails (NULL, 0) rather than crash when the library did not load.
BIO *ccrypto_BIO_new_mem_buf(const void *buffer, int length) {
  if (ccrypto_load()) return NULL;
  return crypto.BIO_new_mem_buf(buffer, length);
}
int ccrypto_BIO_free(BIO *bio) {
  if (ccrypto_load()) return 0;
  return crypto.BIO_free(bio);
}
EVP_PKEY *ccrypto_PEM_read_bio_PrivateKey(BIO *bio) {
  if (ccrypto_load()) return NULL;
  return crypto.PEM_read_bio_PrivateKey(bio, NULL, NULL, NULL);
}
int ccrypto_EVP_PKEY_get_base_id(const EVP_PKEY *key) {
  if (ccrypto_load()) return 0;
  return crypto.EVP_PKEY_get_base_id(key);
}
void ccrypto_EVP_PKEY_free(EVP_PKEY *key) {
  if (ccrypto_load()) return;
  crypto.EVP_PKEY_free(key);
}
EVP_MD_CTX *ccrypto_EVP_MD_CTX_new(void) {
  if (ccrypto_load()) return NULL;
  return crypto.EVP_MD_CTX_new();
}
void ccrypto_EVP_MD_CTX_free(EVP_MD_CTX *context) {
  if (ccrypto_load()) return;
  crypto.EVP_MD_CTX_free(context);
}
const EVP_MD *ccrypto_EVP_sha256(void) {
  if (ccrypto_load()) return NULL;
  return crypto.EVP_sha256();
}
int ccrypto_EVP_DigestSignInit(EVP_MD_CTX *context, const EVP_MD *type, EVP_PKEY *key) {
  if (ccrypto_load()) return 0;
  return crypto.EVP_DigestSignInit(context, NULL, type, NULL, key);
}
int ccrypto_EVP_DigestSign(EVP_MD_CTX *context, unsigned char *signature, size_t *length,
                           const unsigned char *input, size_t count) {
  if (ccrypto_load()) return 0;
  return crypto.EVP_DigestSign(context, signature, length, input, count);
}
int ccrypto_EVP_Digest(const void *data, size_t count, unsigned char *digest,
                       unsigned int *length, const EVP_MD *type) {
  if (ccrypto_load()) return 0;
  return crypto.EVP_Digest(data, count, digest, length, type, NULL);
}
int ccrypto_EVP_DigestInit_ex(EVP_MD_CTX *context, const EVP_MD *type) {
  if (ccrypto_load()) return 0;
  return crypto.EVP_DigestInit_ex(context, type, NULL);
}
int ccrypto_EVP_DigestUpdate(EVP_MD_CTX *context, const void *data, size_t count) {
  if (ccrypto_load()) return 0;
  return crypto.EVP_DigestUpdate(context, data, count);
}
int ccrypto_EVP_DigestFinal_ex(EVP_MD_CTX *context, unsigned char *digest, unsigned int *length) {
  if (ccrypto_load()) return 0;
  return crypto.EVP_DigestFinal_ex(context, digest, length);
}
unsigned long ccrypto_ERR_get_error(void) {
  if (ccrypto_load()) return 0;
  return crypto.ERR_get_error();
}
void ccrypto_ERR_error_string_n(unsigned long code, char *buffer, size_t length) {
  if (ccrypto_load()) return;
  crypto.ERR_error_string_n(code, buffer, length);
}
