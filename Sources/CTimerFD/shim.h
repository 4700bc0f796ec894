#ifndef THEMESWITCH_CTIMERFD_SHIM_H
#define THEMESWITCH_CTIMERFD_SHIM_H
// Glibc's Swift module has no timerfd: the schedule's wall-clock alarm needs timerfd_create and
// timerfd_settime with TFD_TIMER_ABSTIME | TFD_TIMER_CANCEL_ON_SET (issue 38 §1).
#include <sys/timerfd.h>
#endif
