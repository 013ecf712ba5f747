#include "CMainQueue.h"

#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <sys/eventfd.h>
#include <unistd.h>

int fcm_eventfd_create(void) { return eventfd(0, EFD_CLOEXEC | EFD_NONBLOCK); }

int fcm_eventfd_signal(int fd) {
  uint64_t one = 1;
  ssize_t written;
  do {
    written = write(fd, &one, sizeof one);
  } while (written < 0 && errno == EINTR);
  /* EAGAIN means the counter is at its maximum: the fd is readable already. */
  return written == sizeof one || (written < 0 && errno == EAGAIN) ? 0 : -1;
}

int fcm_set_nonblocking(int fd) {
  int flags = fcntl(fd, F_GETFL);
  if (flags < 0) return -1;
  return flags & O_NONBLOCK ? 0 : fcntl(fd, F_SETFL, flags | O_NONBLOCK);
}

int fcm_eventfd_clear(int fd) {
  uint64_t value = 0;
  ssize_t got;
  do {
    got = read(fd, &value, sizeof value);
  } while (got < 0 && errno == EINTR);
  return got == sizeof value && value > 0;
}
