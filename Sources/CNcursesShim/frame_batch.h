#ifndef FCM_FRAME_BATCH_H
#define FCM_FRAME_BATCH_H
/* For shim.c: a crash mid-frame points stdout back at the terminal first (async-signal-safe),
   and releasing the terminal closes the frame file. */
void fcm_frame_restore_terminal(void);
void fcm_frame_close(void);
#endif
