// LD_PRELOAD library for Benchmarks/Scripts/cpu-per-change.sh: counts the CPU time a process
// spends inside fsync and fdatasync (CLOCK_THREAD_CPUTIME_ID around each call: the flush's own
// work in the kernel, not the time it waits for the disk), so that "CPU per change, fsync
// excluded" is the process's whole run time less that. The calls still reach the disk.
// After each call the running total, in nanoseconds, is written as a decimal line over the file
// FSYNC_CPU_FILE names; writing it is counted too, from the next call on (the last write's few
// microseconds are not in the file).
// Build: cc -shared -fPIC -O2 -o fsync-cpu.so fsync-cpu.c -ldl
#define _GNU_SOURCE
#include <dlfcn.h>
#include <fcntl.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>

static _Atomic unsigned long long total;

static unsigned long long thread_cpu(void) {
    struct timespec now;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return (unsigned long long)now.tv_sec * 1000000000ull + (unsigned long long)now.tv_nsec;
}

static void report(unsigned long long value) {
    const char *path = getenv("FSYNC_CPU_FILE");
    if (!path) return;
    int descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
    if (descriptor < 0) return;
    char line[32];
    int length = snprintf(line, sizeof line, "%llu\n", value);
    if (length > 0) (void)!write(descriptor, line, (size_t)length);
    close(descriptor);
}

static int counted(int (*call)(int), int descriptor) {
    unsigned long long start = thread_cpu();
    int result = call(descriptor);
    unsigned long long spent = thread_cpu() - start;
    unsigned long long now = atomic_fetch_add(&total, spent) + spent;
    report(now);
    atomic_fetch_add(&total, thread_cpu() - start - spent);
    return result;
}

int fsync(int descriptor) {
    static int (*real)(int);
    if (!real) real = (int (*)(int))dlsym(RTLD_NEXT, "fsync");
    return counted(real, descriptor);
}

int fdatasync(int descriptor) {
    static int (*real)(int);
    if (!real) real = (int (*)(int))dlsym(RTLD_NEXT, "fdatasync");
    return counted(real, descriptor);
}
