#ifndef CNCURSES_SHIM_H
#define CNCURSES_SHIM_H
/* What Swift cannot see in <ncursesw/curses.h> (macros, varargs, signal handlers), exposed as
   plain C functions over plain C types, so this header never includes curses.h itself. */
#include <stddef.h>
#include <stdint.h>
#include <wchar.h>

/* Mouse decode results. */
enum { FCM_MOUSE_NONE = 0, FCM_MOUSE_PRESS, FCM_MOUSE_RELEASE, FCM_MOUSE_WHEEL_UP, FCM_MOUSE_WHEEL_DOWN };

/* Claims the terminal: setlocale, newterm(stdout, stdin), raw, noecho, nonl, keypad, nodelay,
   set_escdelay, colours with use_default_colors, paste/focus key definitions. 0 on success,
   -1 when stdin/stdout is not a terminal, -2 when newterm fails. */
int fcm_claim(int escape_delay_ms);
/* endwin (idempotent). */
void fcm_release(void);

/* Writes raw bytes to the terminal (stdout) and flushes. */
void fcm_write_raw(const char *bytes);

int fcm_lines(void);
int fcm_cols(void);
int fcm_colors(void);
/* TIOCGWINSZ on stdout then resizeterm; returns 0 when the size was read. */
int fcm_update_size(int *rows, int *cols);

/* Reads one key (wget_wch on an input pad that is never refreshed): OK, KEY_CODE_YES or ERR. */
int fcm_get_wch(wint_t *value);
/* Reads, with one read(2), what the terminal has sent, for a caller that poll(2) found stdin
   readable (so the read returns at once) with nothing buffered in ncurses (its last wget_wch
   returned ERR). The printable ASCII bytes before the first other byte go into `text`; the
   rest (escape sequences, control keys, UTF-8) is given back to ncurses in order (ungetch),
   for wget_wch. Returns how many bytes `text` got (at most `capacity`, which must not exceed
   64), or -1 when the read failed; `*handed_back` is 1 when ncurses got bytes to decode. */
int fcm_read_typed(uint8_t *text, int capacity, int *handed_back);
/* The terminfo string capability `name`, or NULL when the terminal has none. */
const char *fcm_tistr(const char *name);
/* Whether the terminfo boolean capability `name` is set. */
int fcm_tiflag(const char *name);
/* tiparm with one or two numbers; the result lives until the next call (copy it). */
const char *fcm_tiparm1(const char *capability, int a);
const char *fcm_tiparm2(const char *capability, int a, int b);
/* Writes bytes to the terminal (stdout) in full, retrying after signals; 0 on success. */
int fcm_write_bytes(const uint8_t *bytes, size_t count);
/* Moves and shows the cursor, or hides it when y < 0 (ncurses' own record: for leaving). */
void fcm_set_cursor(int y, int x);

/* Key codes. */
int fcm_key_f(int n);
int fcm_key_paste_start(void);
int fcm_key_paste_end(void);
int fcm_key_focus_in(void);
int fcm_key_focus_out(void);

/* Mouse capture on (button presses/releases and wheel) or off. */
void fcm_mouse_capture(int on);
/* getmouse; fills kind (FCM_MOUSE_*), button (1-3), modifiers (1 shift, 2 alt, 4 ctrl), y, x. */
int fcm_read_mouse(int *kind, int *button, int *modifiers, int *y, int *x);

/* SIGINT, SIGTERM, SIGHUP via sigaction without SA_RESTART: records the signal and writes one
   byte to wake_fd (may be -1). */
int fcm_install_quit_handlers(int wake_fd);
/* Puts SIGINT, SIGTERM, SIGHUP back to their defaults and forgets the wake fd. */
void fcm_reset_quit_handlers(void);
/* The last quit signal received, or 0. */
int fcm_pending_quit_signal(void);
/// Leaves curses mode for another program (def_prog_mode + endwin).
void fcm_suspend(void);
/// Returns to curses mode after fcm_suspend and repaints.
void fcm_resume(void);

#endif
