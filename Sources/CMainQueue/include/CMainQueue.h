#ifndef CMAIN_QUEUE_H
#define CMAIN_QUEUE_H
/* The run-loop SPI libdispatch exports for swift-corelibs-foundation's CFRunLoop (Linux), and
   the eventfd helpers a poll(2) loop needs around it. */

/* An eventfd libdispatch writes to whenever the main queue gets work (dispatch_runloop_handle_t
   is an int on Linux). */
int _dispatch_get_main_queue_handle_4CF(void);
/* Runs the main queue's pending work on the calling thread, which must be the main thread and
   dispatch_main must never have been called. The argument is ignored on Linux. */
void _dispatch_main_queue_callback_4CF(void *msg);

/* A nonblocking, close-on-exec eventfd; -1 with errno on failure. */
int fcm_eventfd_create(void);
/* Adds one to the eventfd's counter (wakes a poll on it); 0 on success. */
int fcm_eventfd_signal(int fd);
/* Sets O_NONBLOCK on fd (libdispatch's handle is created so; this makes sure); 0 on success. */
int fcm_set_nonblocking(int fd);
/* Reads (resets) the counter of a nonblocking eventfd; 1 when it was signalled, else 0. */
int fcm_eventfd_clear(int fd);

#endif
