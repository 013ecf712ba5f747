// LD_PRELOAD shim for Tests/Benchmarks/keys_timeline.py: records when the program's poll(2)
// calls return and when its read(2) of the terminal (fd 0) and write(2) to it (fd 1) start
// and end, in CLOCK_MONOTONIC seconds (Python's time.monotonic), and writes them to the file
// named by SYSCALL_TIMES at exit. Built by the script with `cc -O2 -shared -fPIC`.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>

enum { READ_DONE = 1, WRITE_START = 2, POLL_DONE = 4, WRITE_DONE = 5, CAPACITY = 200000 };
static struct { double at; int kind; long bytes; } events[CAPACITY];
static int count;

static void record(int kind, long bytes) {
  if (count >= CAPACITY) return;
  struct timespec now;
  clock_gettime(CLOCK_MONOTONIC, &now);
  events[count].at = now.tv_sec + now.tv_nsec * 1e-9;
  events[count].kind = kind;
  events[count].bytes = bytes;
  count++;
}

ssize_t read(int fd, void *buffer, size_t size) {
  static ssize_t (*real)(int, void *, size_t);
  if (!real) real = (ssize_t (*)(int, void *, size_t))dlsym(RTLD_NEXT, "read");
  ssize_t n = real(fd, buffer, size);
  if (fd == 0) record(READ_DONE, n);
  return n;
}

ssize_t write(int fd, const void *buffer, size_t size) {
  static ssize_t (*real)(int, const void *, size_t);
  if (!real) real = (ssize_t (*)(int, const void *, size_t))dlsym(RTLD_NEXT, "write");
  if (fd == 1) record(WRITE_START, (long)size);
  ssize_t n = real(fd, buffer, size);
  if (fd == 1) record(WRITE_DONE, n);
  return n;
}

int poll(struct pollfd *fds, nfds_t n, int timeout) {
  static int (*real)(struct pollfd *, nfds_t, int);
  if (!real) real = (int (*)(struct pollfd *, nfds_t, int))dlsym(RTLD_NEXT, "poll");
  int ready = real(fds, n, timeout);
  record(POLL_DONE, ready);
  return ready;
}

__attribute__((destructor)) static void dump(void) {
  const char *path = getenv("SYSCALL_TIMES");
  FILE *out = path ? fopen(path, "w") : NULL;
  if (!out) return;
  for (int i = 0; i < count; i++)
    fprintf(out, "%.9f %d %ld\n", events[i].at, events[i].kind, events[i].bytes);
  fclose(out);
}
