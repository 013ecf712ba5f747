// libcurl's own floor for Tests/Benchmarks/send_wire.py: TOTAL POSTs of the benchmark's body
// and headers with CONCURRENCY in flight, reused easy handles and one header list, as little
// as a libcurl client can do per request. Prints the process's CPU per request.
//
//   cc -O2 -o curl_floor curl_floor.c -lcurl
//   ./curl_floor URL TOTAL CA-FILE|"" CONCURRENCY BODY [HEADER...]
//
// Experiments, by environment: CURLU=1 hands over a URL parsed once (CURLOPT_CURLU);
// BUF=N and UPBUF=N set CURLOPT_BUFFERSIZE and CURLOPT_UPLOAD_BUFFERSIZE.
#include <curl/curl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
static size_t sink(char *p, size_t s, size_t n, void *u) { return s * n; }
int main(int argc, char **argv) {
  if (argc < 6) {
    fprintf(stderr, "usage: curl_floor URL TOTAL CA CONCURRENCY BODY [HEADER...]\n");
    return 2;
  }
  const char *url = argv[1]; int total = atoi(argv[2]); const char *ca = argc > 3 ? argv[3] : NULL;
  const char *body = argv[5];
  curl_global_init(CURL_GLOBAL_DEFAULT);
  CURLM *m = curl_multi_init();
  curl_multi_setopt(m, CURLMOPT_PIPELINING, CURLPIPE_MULTIPLEX);
  curl_multi_setopt(m, CURLMOPT_MAX_HOST_CONNECTIONS, 64L);
  struct curl_slist *h = NULL;
  for (int i = 6; i < argc; i++) h = curl_slist_append(h, argv[i]);
  h = curl_slist_append(h, "Expect:");
  int started = 0, done = 0;
  int conc = atoi(argv[4]); if (conc < 1 || conc > 1024) conc = 64; CURL *pool[1024];
  for (int i = 0; i < conc; i++) {
    CURL *e = curl_easy_init(); pool[i] = e;
    curl_easy_setopt(e, CURLOPT_URL, url);
    curl_easy_setopt(e, CURLOPT_HTTPHEADER, h);
    curl_easy_setopt(e, CURLOPT_POSTFIELDS, body);
    curl_easy_setopt(e, CURLOPT_WRITEFUNCTION, sink);
    curl_easy_setopt(e, CURLOPT_PIPEWAIT, 1L);
    curl_easy_setopt(e, CURLOPT_NOSIGNAL, 1L);
    if (ca && *ca) curl_easy_setopt(e, CURLOPT_CAINFO, ca); curl_easy_setopt(e, CURLOPT_NOPROXY, "*"); if (getenv("BUF")) curl_easy_setopt(e, CURLOPT_BUFFERSIZE, atol(getenv("BUF"))); if (getenv("UPBUF")) curl_easy_setopt(e, CURLOPT_UPLOAD_BUFFERSIZE, atol(getenv("UPBUF"))); if (getenv("CURLU")) { CURLU *u = curl_url(); curl_url_set(u, CURLUPART_URL, url, 0); curl_easy_setopt(e, CURLOPT_CURLU, u); }
    curl_multi_add_handle(m, e); started++;
  }
  while (done < total) {
    int running; curl_multi_perform(m, &running);
    CURLMsg *msg; int left;
    while ((msg = curl_multi_info_read(m, &left))) {
      if (msg->msg != CURLMSG_DONE) continue;
      CURL *e = msg->easy_handle; long code = 0;
      curl_easy_getinfo(e, CURLINFO_RESPONSE_CODE, &code);
      if (msg->data.result != CURLE_OK || code != 200) { fprintf(stderr, "fail %d %ld\n", msg->data.result, code); return 1; }
      done++;
      curl_multi_remove_handle(m, e);
      if (started < total) { curl_multi_add_handle(m, e); started++; }
    }
    if (done < total) curl_multi_poll(m, NULL, 0, 1000, NULL);
  }
  struct rusage u; getrusage(RUSAGE_SELF, &u);
  double cpu = u.ru_utime.tv_sec + u.ru_utime.tv_usec / 1e6 + u.ru_stime.tv_sec + u.ru_stime.tv_usec / 1e6;
  printf("%d requests, %.1f us CPU each (user %.2fs sys %.2fs)\n", total, cpu / total * 1e6, u.ru_utime.tv_sec + u.ru_utime.tv_usec/1e6, u.ru_stime.tv_sec + u.ru_stime.tv_usec/1e6);
  return 0;
}
