#include "CNcursesShim.h"
int fcm_shim_placeholder(void) { return 0; }
