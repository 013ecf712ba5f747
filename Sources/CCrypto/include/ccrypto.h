#ifndef CCRYPTO_H
#define CCRYPTO_H
// libcrypto (OpenSSL 3), loaded on first use rather than at start-up, like libcurl (see
// ccurl.h): signing a service-account assertion and hashing an audience file are the only
// users. Types and constants come from the OpenSSL headers; calls go through ccrypto_.
#include <openssl/bio.h>
#include <openssl/err.h>
#include <openssl/evp.h>
#include <openssl/pem.h>
#include <stddef.h>

// Loads libcrypto once. Returns NULL on success, else a message saying why it did not load.
const char *ccrypto_load(void);

BIO *ccrypto_BIO_new_mem_buf(const void *buffer, int length);
int ccrypto_BIO_free(BIO *bio);
EVP_PKEY *ccrypto_PEM_read_bio_PrivateKey(BIO *bio);
int ccrypto_EVP_PKEY_get_base_id(const EVP_PKEY *key);
void ccrypto_EVP_PKEY_free(EVP_PKEY *key);
EVP_MD_CTX *ccrypto_EVP_MD_CTX_new(void);
void ccrypto_EVP_MD_CTX_free(EVP_MD_CTX *context);
const EVP_MD *ccrypto_EVP_sha256(void);
int ccrypto_EVP_DigestSignInit(EVP_MD_CTX *context, const EVP_MD *type, EVP_PKEY *key);
int ccrypto_EVP_DigestSign(EVP_MD_CTX *context, unsigned char *signature, size_t *length,
                           const unsigned char *input, size_t count);
int ccrypto_EVP_Digest(const void *data, size_t count, unsigned char *digest,
                       unsigned int *length, const EVP_MD *type);
int ccrypto_EVP_DigestInit_ex(EVP_MD_CTX *context, const EVP_MD *type);
int ccrypto_EVP_DigestUpdate(EVP_MD_CTX *context, const void *data, size_t count);
int ccrypto_EVP_DigestFinal_ex(EVP_MD_CTX *context, unsigned char *digest, unsigned int *length);
unsigned long ccrypto_ERR_get_error(void);
void ccrypto_ERR_error_string_n(unsigned long code, char *buffer, size_t length);

#endif
