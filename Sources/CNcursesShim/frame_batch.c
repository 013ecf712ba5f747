#define _GNU_SOURCE
#include "CNcursesShim.h"
#include "frame_batch.h"
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <sys/mman.h>
#include <unistd.h>

/* ncurses flushes its output after every cursor movement (lib_mvcur.c), so one frame reached
   the terminal as one write(2) per changed run: 8 or more per keystroke, each waking the
   terminal's reader, which then ran before the rest of the frame was written. During a frame
   stdout is pointed at an in-memory file instead, and what ncurses wrote goes to the terminal
   in one write at the end. Only the descriptor moves: ncurses keeps its terminal for modes and
   sizes, and a crash puts the terminal back before restoring it. */

static int fcm_batch_fd = -1;                 /* memfd collecting one frame */
static int fcm_terminal_fd = -1;              /* the terminal stdout was, kept open */
static volatile sig_atomic_t fcm_batching = 0;

static int fcm_frame_open(void) {
  if (fcm_batch_fd >= 0) return 0;
  int batch = memfd_create("fcm-frame", MFD_CLOEXEC);
  if (batch < 0) return -1;
  int terminal = fcntl(STDOUT_FILENO, F_DUPFD_CLOEXEC, 3);
  if (terminal < 0) {
    close(batch);
    return -1;
  }
  fcm_batch_fd = batch;
  fcm_terminal_fd = terminal;
  return 0;
}

int fcm_frame_begin(void) {
  if (fcm_batching) return 0;
  if (fcm_frame_open() != 0) return -1;
  fflush(stdout);
  if (dup2(fcm_batch_fd, STDOUT_FILENO) < 0) return -1;
  fcm_batching = 1;
  return 0;
}

static void fcm_write_all(int fd, const char *bytes, size_t count) {
  while (count > 0) {
    ssize_t n = write(fd, bytes, count);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return;
    bytes += n;
    count -= (size_t)n;
  }
}

void fcm_frame_end(void) {
  if (!fcm_batching) return;
  fflush(stdout);
  dup2(fcm_terminal_fd, STDOUT_FILENO);
  fcm_batching = 0;
  off_t size = lseek(fcm_batch_fd, 0, SEEK_CUR);
  static char chunk[1 << 16];
  for (off_t done = 0; done < size;) {
    size_t want = (size_t)(size - done) < sizeof chunk ? (size_t)(size - done) : sizeof chunk;
    ssize_t n = pread(fcm_batch_fd, chunk, want, done);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) break;
    fcm_write_all(STDOUT_FILENO, chunk, (size_t)n);
    done += n;
  }
  if (ftruncate(fcm_batch_fd, 0) != 0 || lseek(fcm_batch_fd, 0, SEEK_SET) != 0) {
    /* The file keeps growing from here; frames still arrive whole. */
  }
}

void fcm_frame_restore_terminal(void) {
  if (fcm_batching) dup2(fcm_terminal_fd, STDOUT_FILENO);
  fcm_batching = 0;
}

void fcm_frame_close(void) {
  fcm_frame_end();
  if (fcm_batch_fd >= 0) close(fcm_batch_fd);
  if (fcm_terminal_fd >= 0) close(fcm_terminal_fd);
  fcm_batch_fd = -1;
  fcm_terminal_fd = -1;
}
