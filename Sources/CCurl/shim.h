#ifndef CCURL_SHIM_H
#define CCURL_SHIM_H
// Typed wrappers for libcurl's variadic setopt/getinfo, which Swift cannot call directly.
#include <curl/curl.h>

typedef size_t (*ccurl_write_callback)(char *, size_t, size_t, void *);

static inline CURLcode ccurl_easy_setopt_long(CURL *h, CURLoption o, long v) {
  return curl_easy_setopt(h, o, v);
}
static inline CURLcode ccurl_easy_setopt_string(CURL *h, CURLoption o, const char *v) {
  return curl_easy_setopt(h, o, v);
}
static inline CURLcode ccurl_easy_setopt_pointer(CURL *h, CURLoption o, void *v) {
  return curl_easy_setopt(h, o, v);
}
static inline CURLcode ccurl_easy_setopt_slist(CURL *h, CURLoption o, struct curl_slist *v) {
  return curl_easy_setopt(h, o, v);
}
static inline CURLcode ccurl_easy_setopt_write(CURL *h, CURLoption o, ccurl_write_callback v) {
  return curl_easy_setopt(h, o, v);
}
static inline CURLcode ccurl_easy_setopt_off(CURL *h, CURLoption o, curl_off_t v) {
  return curl_easy_setopt(h, o, v);
}
static inline CURLcode ccurl_easy_getinfo_long(CURL *h, CURLINFO i, long *v) {
  return curl_easy_getinfo(h, i, v);
}
static inline CURLcode ccurl_easy_getinfo_pointer(CURL *h, CURLINFO i, void **v) {
  return curl_easy_getinfo(h, i, v);
}
static inline CURLMcode ccurl_multi_setopt_long(CURLM *m, CURLMoption o, long v) {
  return curl_multi_setopt(m, o, v);
}
#endif
