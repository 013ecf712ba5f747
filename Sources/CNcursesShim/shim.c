#define _XOPEN_SOURCE 700
#define NCURSES_WIDECHAR 1
#include "CNcursesShim.h"
#include <errno.h>
#include <langinfo.h>
#include <locale.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/ioctl.h>
#include <termios.h>
#include <unistd.h>
#include <wchar.h>
#include <ncursesw/curses.h>
#include <ncursesw/term.h>

static SCREEN *fcm_screen = NULL;
/* Keys are read from this pad: wgetch refreshes a window it reads from when the window was
   touched, and a pad is never refreshed, so ncurses writes nothing behind the frames. */
static WINDOW *fcm_input = NULL;
static volatile sig_atomic_t fcm_quit_signal = 0;
static volatile int fcm_wake_fd = -1;
static struct termios fcm_saved_termios;
static volatile sig_atomic_t fcm_have_saved_termios = 0;

static const int fcm_crash_signals[] = {SIGSEGV, SIGBUS, SIGILL, SIGABRT, SIGTRAP, SIGFPE};
enum { fcm_crash_signal_count = sizeof fcm_crash_signals / sizeof fcm_crash_signals[0] };

/* A crash (a Swift trap is SIGILL or SIGTRAP) must not leave the terminal raw and on the
   alternate screen: undo our modes with async-signal-safe calls only (the alternate screen
   blanked before leaving it, as fcm_blank_alternate_screen explains; leaving it puts the
   cursor back where the shell had it), then die of the same signal so the exit status and
   any core dump stay true. */
static void fcm_on_crash_signal(int sig) {
  static const char reset[] =
      "\033[?2004l\033[?1004l\033[?1000l\033[?1002l\033[?1003l\033[?1006l"
      "\033[0m\033[?25h\033[H\033[2J\033[?1049l";
  ssize_t ignored = write(STDOUT_FILENO, reset, sizeof reset - 1);
  (void)ignored;
  if (fcm_have_saved_termios) tcsetattr(STDIN_FILENO, TCSANOW, &fcm_saved_termios);
  signal(sig, SIG_DFL);
  raise(sig);
}

static void fcm_install_crash_handlers(void) {
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = fcm_on_crash_signal;
  sigemptyset(&action.sa_mask);
  action.sa_flags = SA_RESETHAND | SA_NODEFER;
  for (int i = 0; i < fcm_crash_signal_count; i++) sigaction(fcm_crash_signals[i], &action, NULL);
}

static void fcm_reset_crash_handlers(void) {
  for (int i = 0; i < fcm_crash_signal_count; i++) signal(fcm_crash_signals[i], SIG_DFL);
}

#define FCM_KEY_PASTE_START (KEY_MAX + 1)
#define FCM_KEY_PASTE_END (KEY_MAX + 2)
#define FCM_KEY_FOCUS_IN (KEY_MAX + 3)
#define FCM_KEY_FOCUS_OUT (KEY_MAX + 4)

/* Frames go out as they are, as nano's do: without output processing the line discipline
   hands each write over in one block instead of scanning it for newlines and tabs to expand
   (nonl() already turned newline translation off, so nothing drawn changes); measured, a pty
   write of a keystroke's frame (about 120 bytes) took 29 us with it and 17 us without. The
   mode is ncurses' program mode from here on, so it comes back after a suspend. */
static void fcm_output_unprocessed(void) {
  struct termios mode;
  if (tcgetattr(STDOUT_FILENO, &mode) != 0) return;
  mode.c_oflag &= ~(tcflag_t)OPOST;
  if (tcsetattr(STDOUT_FILENO, TCSADRAIN, &mode) == 0) def_prog_mode();
}

int fcm_claim(int escape_delay_ms) {
  if (fcm_screen != NULL) return 0;
  if (!isatty(STDIN_FILENO) || !isatty(STDOUT_FILENO)) return -1;
  setlocale(LC_ALL, "");
  /* Without a UTF-8 locale (no LANG over SSH, minimal CI images) wide characters vanish:
     fall back to C.UTF-8 for character handling. */
  const char *codeset = nl_langinfo(CODESET);
  if (codeset == NULL || strcmp(codeset, "UTF-8") != 0) setlocale(LC_CTYPE, "C.UTF-8");
  if (tcgetattr(STDIN_FILENO, &fcm_saved_termios) == 0) fcm_have_saved_termios = 1;
  fcm_screen = newterm(NULL, stdout, stdin);
  if (fcm_screen == NULL) return -2;
  fcm_install_crash_handlers();
  set_term(fcm_screen);
  raw();
  noecho();
  nonl();
  fcm_output_unprocessed();
  fcm_input = newpad(1, 1);
  if (fcm_input == NULL) return -2;
  keypad(fcm_input, TRUE);
  nodelay(fcm_input, TRUE);
  meta(fcm_input, TRUE);
  set_escdelay(escape_delay_ms);
  typeahead(-1);
  if (has_colors()) {
    start_color();
    use_default_colors();
  }
  define_key("\033[200~", FCM_KEY_PASTE_START);
  define_key("\033[201~", FCM_KEY_PASTE_END);
  define_key("\033[I", FCM_KEY_FOCUS_IN);
  define_key("\033[O", FCM_KEY_FOCUS_OUT);
  mouseinterval(0);
  return 0;
}

/* Blanks the alternate screen before ncurses leaves it. tmux swaps the shell's screen back in
   by shrinking the alternate one to the size it was entered at and growing it again with
   reflow; after a resize, rows of the interface that were wider than that size come back
   wrapped above the shell's lines (tmux 3.3a, 80x24 -> 120x34 leaves ten rows). A blank
   screen has nothing to wrap. Without smcup the interface is on the shell's own screen, and
   endwin leaves it as other full-screen programs do. */
static void fcm_blank_alternate_screen(void) {
  const char *enter = tigetstr("smcup");
  const char *blank = tigetstr("clear");
  if (enter == NULL || enter == (char *)-1 || blank == NULL || blank == (char *)-1) return;
  const char *plain = tigetstr("sgr0");
  if (plain != NULL && plain != (char *)-1) putp(plain);
  putp(blank);
  fflush(stdout);
}

void fcm_release(void) {
  if (fcm_screen == NULL) return;
  fcm_reset_crash_handlers();
  if (!isendwin()) {
    fcm_blank_alternate_screen();
    endwin();
  }
  if (fcm_input != NULL) delwin(fcm_input);
  fcm_input = NULL;
  delscreen(fcm_screen);
  fcm_screen = NULL;
}

void fcm_write_raw(const char *bytes) {
  fputs(bytes, stdout);
  fflush(stdout);
}

int fcm_lines(void) { return LINES; }
int fcm_cols(void) { return COLS; }
int fcm_colors(void) { return COLORS; }

int fcm_update_size(int *rows, int *cols) {
  struct winsize ws;
  if (ioctl(STDOUT_FILENO, TIOCGWINSZ, &ws) != 0 || ws.ws_row == 0 || ws.ws_col == 0) {
    *rows = LINES;
    *cols = COLS;
    return -1;
  }
  if (ws.ws_row != LINES || ws.ws_col != COLS) resizeterm(ws.ws_row, ws.ws_col);
  *rows = LINES;
  *cols = COLS;
  return 0;
}

int fcm_get_wch(wint_t *value) { return fcm_input == NULL ? ERR : wget_wch(fcm_input, value); }

int fcm_read_typed(uint8_t *text, int capacity, int *handed_back) {
  unsigned char bytes[64];
  *handed_back = 0;
  if (capacity > (int)sizeof bytes) capacity = (int)sizeof bytes;
  ssize_t n = read(STDIN_FILENO, bytes, (size_t)capacity);
  if (n <= 0) return -1;
  int typed = 0;
  while (typed < n && bytes[typed] >= 0x20 && bytes[typed] < 0x7F) {
    text[typed] = bytes[typed];
    typed++;
  }
  /* ncurses' queue is a stack at its head: push the rest last byte first. Its 137 places
     (MAXCOLUMNS + 2) hold the 64 bytes a read can leave. */
  for (ssize_t i = n - 1; i >= typed; i--) ungetch(bytes[i]);
  *handed_back = typed < n;
  return typed;
}

const char *fcm_tistr(const char *name) {
  char *value = tigetstr(name);
  return value == NULL || value == (char *)-1 ? NULL : value;
}

int fcm_tiflag(const char *name) { return tigetflag(name) > 0; }

const char *fcm_tiparm1(const char *capability, int a) { return tiparm(capability, a); }

const char *fcm_tiparm2(const char *capability, int a, int b) { return tiparm(capability, a, b); }

int fcm_write_bytes(const uint8_t *bytes, size_t count) {
  fflush(stdout);
  while (count > 0) {
    ssize_t n = write(STDOUT_FILENO, bytes, count);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return -1;
    bytes += n;
    count -= (size_t)n;
  }
  return 0;
}

void fcm_set_cursor(int y, int x) {
  if (y < 0) {
    curs_set(0);
    return;
  }
  wmove(stdscr, y, x);
  curs_set(1);
}

int fcm_key_f(int n) { return KEY_F(n); }
int fcm_key_paste_start(void) { return FCM_KEY_PASTE_START; }
int fcm_key_paste_end(void) { return FCM_KEY_PASTE_END; }
int fcm_key_focus_in(void) { return FCM_KEY_FOCUS_IN; }
int fcm_key_focus_out(void) { return FCM_KEY_FOCUS_OUT; }

void fcm_mouse_capture(int on) {
  mmask_t mask = on ? (BUTTON1_PRESSED | BUTTON1_RELEASED | BUTTON2_PRESSED | BUTTON2_RELEASED |
                       BUTTON3_PRESSED | BUTTON3_RELEASED | BUTTON4_PRESSED | BUTTON5_PRESSED |
                       BUTTON_SHIFT | BUTTON_ALT | BUTTON_CTRL)
                    : 0;
  mousemask(mask, NULL);
}

int fcm_read_mouse(int *kind, int *button, int *modifiers, int *y, int *x) {
  MEVENT event;
  if (getmouse(&event) != OK) return -1;
  mmask_t b = event.bstate;
  *kind = FCM_MOUSE_NONE;
  *button = 0;
  if (b & BUTTON4_PRESSED) *kind = FCM_MOUSE_WHEEL_UP;
  else if (b & BUTTON5_PRESSED) *kind = FCM_MOUSE_WHEEL_DOWN;
  else if (b & BUTTON1_PRESSED) { *kind = FCM_MOUSE_PRESS; *button = 1; }
  else if (b & BUTTON2_PRESSED) { *kind = FCM_MOUSE_PRESS; *button = 2; }
  else if (b & BUTTON3_PRESSED) { *kind = FCM_MOUSE_PRESS; *button = 3; }
  else if (b & BUTTON1_RELEASED) { *kind = FCM_MOUSE_RELEASE; *button = 1; }
  else if (b & BUTTON2_RELEASED) { *kind = FCM_MOUSE_RELEASE; *button = 2; }
  else if (b & BUTTON3_RELEASED) { *kind = FCM_MOUSE_RELEASE; *button = 3; }
  *modifiers = ((b & BUTTON_SHIFT) ? 1 : 0) | ((b & BUTTON_ALT) ? 2 : 0) | ((b & BUTTON_CTRL) ? 4 : 0);
  *y = event.y;
  *x = event.x;
  return 0;
}

static void fcm_on_quit_signal(int sig) {
  fcm_quit_signal = sig;
  int fd = fcm_wake_fd;
  if (fd >= 0) {
    char byte = 'q';
    ssize_t ignored = write(fd, &byte, 1);
    (void)ignored;
  }
}

int fcm_install_quit_handlers(int wake_fd) {
  fcm_wake_fd = wake_fd;
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = fcm_on_quit_signal;
  sigemptyset(&action.sa_mask);
  action.sa_flags = 0; /* no SA_RESTART: blocking reads return EINTR */
  int signals[] = {SIGINT, SIGTERM, SIGHUP};
  for (int i = 0; i < 3; i++) {
    if (sigaction(signals[i], &action, NULL) != 0) return -1;
  }
  return 0;
}

int fcm_pending_quit_signal(void) { return fcm_quit_signal; }

void fcm_reset_quit_handlers(void) {
  fcm_wake_fd = -1;
  signal(SIGINT, SIG_DFL);
  signal(SIGTERM, SIG_DFL);
  signal(SIGHUP, SIG_DFL);
}

void fcm_suspend(void) {
  if (fcm_screen == NULL || isendwin()) return;
  def_prog_mode();
  fcm_blank_alternate_screen();
  endwin();
}

void fcm_resume(void) {
  if (fcm_screen == NULL) return;
  reset_prog_mode();
  clearok(curscr, TRUE);
  refresh();
}
