#include "ccurl.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>

// The functions used, resolved once from libcurl.so.4.
static struct {
  CURLcode (*global_init)(long);
  CURL *(*easy_init)(void);
  void (*easy_cleanup)(CURL *);
  void (*easy_reset)(CURL *);
  const char *(*easy_strerror)(CURLcode);
  CURLHcode (*easy_header)(CURL *, const char *, size_t, unsigned int, int,
                           struct curl_header **);
  CURLcode (*easy_setopt)(CURL *, CURLoption, ...);
  CURLcode (*easy_getinfo)(CURL *, CURLINFO, ...);
  CURLM *(*multi_init)(void);
  CURLMcode (*multi_cleanup)(CURLM *);
  CURLMcode (*multi_setopt)(CURLM *, CURLMoption, ...);
  CURLMcode (*multi_add_handle)(CURLM *, CURL *);
  CURLMcode (*multi_remove_handle)(CURLM *, CURL *);
  CURLMcode (*multi_perform)(CURLM *, int *);
  CURLMcode (*multi_poll)(CURLM *, struct curl_waitfd *, unsigned int, int, int *);
  CURLMcode (*multi_wakeup)(CURLM *);
  CURLMsg *(*multi_info_read)(CURLM *, int *);
  struct curl_slist *(*slist_append)(struct curl_slist *, const char *);
  void (*slist_free_all)(struct curl_slist *);
  CURLU *(*url)(void);
  CURLUcode (*url_set)(CURLU *, CURLUPart, const char *, unsigned int);
  void (*url_cleanup)(CURLU *);
} curl;

static pthread_once_t once = PTHREAD_ONCE_INIT;
static char failure[512];
static const char *result = failure;

#define RESOLVE(field, name)                                                                   \
  do {                                                                                         \
    *(void **)(&curl.field) = dlsym(library, name);                                            \
    if (!curl.field) {                                                                         \
      snprintf(failure, sizeof failure, "libcurl.so.4 has no %s (libcurl 7.84 or later is needed)", \
               name);                                                                          \
      return;                                                                                  \
    }                                                                                          \
  } while (0)

static void load(void) {
  void *library = dlopen("libcurl.so.4", RTLD_NOW | RTLD_LOCAL);
  if (!library) {
    const char *why = dlerror();
    snprintf(failure, sizeof failure, "cannot load libcurl (install libcurl4): %s",
             why ? why : "not found");
    return;
  }
  RESOLVE(global_init, "curl_global_init");
  RESOLVE(easy_init, "curl_easy_init");
  RESOLVE(easy_cleanup, "curl_easy_cleanup");
  RESOLVE(easy_reset, "curl_easy_reset");
  RESOLVE(easy_strerror, "curl_easy_strerror");
  RESOLVE(easy_header, "curl_easy_header");
  RESOLVE(easy_setopt, "curl_easy_setopt");
  RESOLVE(easy_getinfo, "curl_easy_getinfo");
  RESOLVE(multi_init, "curl_multi_init");
  RESOLVE(multi_cleanup, "curl_multi_cleanup");
  RESOLVE(multi_setopt, "curl_multi_setopt");
  RESOLVE(multi_add_handle, "curl_multi_add_handle");
  RESOLVE(multi_remove_handle, "curl_multi_remove_handle");
  RESOLVE(multi_perform, "curl_multi_perform");
  RESOLVE(multi_poll, "curl_multi_poll");
  RESOLVE(multi_wakeup, "curl_multi_wakeup");
  RESOLVE(multi_info_read, "curl_multi_info_read");
  RESOLVE(slist_append, "curl_slist_append");
  RESOLVE(slist_free_all, "curl_slist_free_all");
  RESOLVE(url, "curl_url");
  RESOLVE(url_set, "curl_url_set");
  RESOLVE(url_cleanup, "curl_url_cleanup");
  if (curl.global_init(CURL_GLOBAL_DEFAULT) != CURLE_OK) {
    snprintf(failure, sizeof failure, "libcurl did not initialise (curl_global_init failed)");
    return;
  }
  result = NULL;
}

const char *ccurl_load(void) {
  pthread_once(&once, load);
  return result;
}

// Every call fails (NULL, an error code) rather than crash when the library did not load.
CURL *ccurl_easy_init(void) {
  if (ccurl_load()) return NULL;
  return curl.easy_init();
}
void ccurl_easy_cleanup(CURL *h) {
  if (ccurl_load()) return;
  curl.easy_cleanup(h);
}
void ccurl_easy_reset(CURL *h) {
  if (ccurl_load()) return;
  curl.easy_reset(h);
}
const char *ccurl_easy_strerror(CURLcode code) {
  if (ccurl_load()) return "libcurl is not loaded";
  return curl.easy_strerror(code);
}
CURLHcode ccurl_easy_header(CURL *h, const char *name, size_t index, unsigned int origin,
                            int request, struct curl_header **header) {
  if (ccurl_load()) return CURLHE_NOT_BUILT_IN;
  return curl.easy_header(h, name, index, origin, request, header);
}
CURLcode ccurl_easy_setopt_long(CURL *h, CURLoption o, long v) {
  if (ccurl_load()) return CURLE_FAILED_INIT;
  return curl.easy_setopt(h, o, v);
}
CURLcode ccurl_easy_setopt_string(CURL *h, CURLoption o, const char *v) {
  if (ccurl_load()) return CURLE_FAILED_INIT;
  return curl.easy_setopt(h, o, v);
}
CURLcode ccurl_easy_setopt_pointer(CURL *h, CURLoption o, void *v) {
  if (ccurl_load()) return CURLE_FAILED_INIT;
  return curl.easy_setopt(h, o, v);
}
CURLcode ccurl_easy_setopt_slist(CURL *h, CURLoption o, struct curl_slist *v) {
  if (ccurl_load()) return CURLE_FAILED_INIT;
  return curl.easy_setopt(h, o, v);
}
CURLcode ccurl_easy_setopt_write(CURL *h, CURLoption o, ccurl_write_callback v) {
  if (ccurl_load()) return CURLE_FAILED_INIT;
  return curl.easy_setopt(h, o, v);
}
CURLcode ccurl_easy_getinfo_long(CURL *h, CURLINFO i, long *v) {
  if (ccurl_load()) return CURLE_FAILED_INIT;
  return curl.easy_getinfo(h, i, v);
}
CURLM *ccurl_multi_init(void) {
  if (ccurl_load()) return NULL;
  return curl.multi_init();
}
CURLMcode ccurl_multi_cleanup(CURLM *m) {
  if (ccurl_load()) return CURLM_INTERNAL_ERROR;
  return curl.multi_cleanup(m);
}
CURLMcode ccurl_multi_setopt_long(CURLM *m, CURLMoption o, long v) {
  if (ccurl_load()) return CURLM_INTERNAL_ERROR;
  return curl.multi_setopt(m, o, v);
}
CURLMcode ccurl_multi_add_handle(CURLM *m, CURL *h) {
  if (ccurl_load()) return CURLM_INTERNAL_ERROR;
  return curl.multi_add_handle(m, h);
}
CURLMcode ccurl_multi_remove_handle(CURLM *m, CURL *h) {
  if (ccurl_load()) return CURLM_INTERNAL_ERROR;
  return curl.multi_remove_handle(m, h);
}
CURLMcode ccurl_multi_perform(CURLM *m, int *running) {
  if (ccurl_load()) return CURLM_INTERNAL_ERROR;
  return curl.multi_perform(m, running);
}
CURLMcode ccurl_multi_poll(CURLM *m, struct curl_waitfd *fds, unsigned int count, int timeout_ms,
                           int *ready) {
  if (ccurl_load()) return CURLM_INTERNAL_ERROR;
  return curl.multi_poll(m, fds, count, timeout_ms, ready);
}
CURLMcode ccurl_multi_wakeup(CURLM *m) {
  if (ccurl_load()) return CURLM_INTERNAL_ERROR;
  return curl.multi_wakeup(m);
}
CURLMsg *ccurl_multi_info_read(CURLM *m, int *left) {
  if (ccurl_load()) return NULL;
  return curl.multi_info_read(m, left);
}
struct curl_slist *ccurl_slist_append(struct curl_slist *list, const char *string) {
  if (ccurl_load()) return NULL;
  return curl.slist_append(list, string);
}
void ccurl_slist_free_all(struct curl_slist *list) {
  if (ccurl_load()) return;
  curl.slist_free_all(list);
}

// A parsed URL: a transfer given one (CURLOPT_CURLU) skips parsing its URL text again.
CURLU *ccurl_url_parse(const char *text) {
  if (ccurl_load()) return NULL;
  CURLU *url = curl.url();
  if (url && curl.url_set(url, CURLUPART_URL, text, 0) != CURLUE_OK) {
    curl.url_cleanup(url);
    return NULL;
  }
  return url;
}
void ccurl_url_cleanup(CURLU *url) {
  if (ccurl_load()) return;
  curl.url_cleanup(url);
}
