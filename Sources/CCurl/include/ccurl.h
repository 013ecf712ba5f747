#ifndef CCURL_H
#define CCURL_H
// libcurl, loaded when the first transfer starts rather than when the program does: the
// composer and most commands never send, and libcurl's dependencies (TLS, Kerberos, LDAP, SSH,
// HTTP/2 …) are about 6 MiB of resident memory and most of the start-up's symbol binding.
// Types and constants come from <curl/curl.h>; every call goes through a ccurl_ function.
#include <curl/curl.h>
#include <stddef.h>

typedef size_t (*ccurl_write_callback)(char *, size_t, size_t, void *);

// Loads libcurl and calls curl_global_init once (later calls return the first result).
// Returns NULL on success, else a message naming the library and why it did not load.
const char *ccurl_load(void);

CURL *ccurl_easy_init(void);
void ccurl_easy_cleanup(CURL *h);
void ccurl_easy_reset(CURL *h);
const char *ccurl_easy_strerror(CURLcode code);
CURLHcode ccurl_easy_header(CURL *h, const char *name, size_t index, unsigned int origin,
                            int request, struct curl_header **header);
CURLcode ccurl_easy_setopt_long(CURL *h, CURLoption o, long v);
CURLcode ccurl_easy_setopt_string(CURL *h, CURLoption o, const char *v);
CURLcode ccurl_easy_setopt_pointer(CURL *h, CURLoption o, void *v);
CURLcode ccurl_easy_setopt_slist(CURL *h, CURLoption o, struct curl_slist *v);
CURLcode ccurl_easy_setopt_write(CURL *h, CURLoption o, ccurl_write_callback v);
CURLcode ccurl_easy_getinfo_long(CURL *h, CURLINFO i, long *v);

CURLM *ccurl_multi_init(void);
CURLMcode ccurl_multi_cleanup(CURLM *m);
CURLMcode ccurl_multi_setopt_long(CURLM *m, CURLMoption o, long v);
CURLMcode ccurl_multi_add_handle(CURLM *m, CURL *h);
CURLMcode ccurl_multi_remove_handle(CURLM *m, CURL *h);
CURLMcode ccurl_multi_perform(CURLM *m, int *running);
CURLMcode ccurl_multi_poll(CURLM *m, struct curl_waitfd *fds, unsigned int count, int timeout_ms,
                           int *ready);
CURLMcode ccurl_multi_wakeup(CURLM *m);
CURLMsg *ccurl_multi_info_read(CURLM *m, int *left);

struct curl_slist *ccurl_slist_append(struct curl_slist *list, const char *string);
void ccurl_slist_free_all(struct curl_slist *list);

// A parsed `text` (NULL when libcurl does not take it), for CURLOPT_CURLU.
CURLU *ccurl_url_parse(const char *text);
void ccurl_url_cleanup(CURLU *url);

#endif
