#ifndef CNCURSES_SHIM_H
#define CNCURSES_SHIM_H
int fcm_shim_placeholder(void);
#endif
