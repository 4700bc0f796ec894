/* What the C probes of the benchmarks share (Benchmarks/Daemon/floor/fanout-probe.c,
 * Benchmarks/Layers/floor/app-probe.c): the clock, dying with a message, walking a message as a
 * decoding client does, starting and reaping the trigger process, splitting the VALUES argument,
 * waiting until each of N connections holds the change, the "ready" handshake, the timed rounds
 * and printing their results. Each probe sets `probe_name` first.
 */
#define _GNU_SOURCE
#include <dbus/dbus.h>
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

extern char **environ;

static const char *probe_name = "probe";
static unsigned long long sink;

static unsigned long long now_ns(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (unsigned long long)t.tv_sec * 1000000000ull + (unsigned long long)t.tv_nsec;
}

static void die(const char *message, const char *detail) {
    fprintf(stderr, "%s: %s%s%s\n", probe_name, message, detail ? ": " : "", detail ? detail : "");
    exit(1);
}

/* Reads every basic value under `iter`, recursing into containers, as a decoding client would. */
static void walk(DBusMessageIter *iter) {
    do {
        int type = dbus_message_iter_get_arg_type(iter);
        if (type == DBUS_TYPE_INVALID) return;
        if (dbus_type_is_container(type)) {
            DBusMessageIter inner;
            dbus_message_iter_recurse(iter, &inner);
            walk(&inner);
        } else if (type == DBUS_TYPE_STRING || type == DBUS_TYPE_OBJECT_PATH || type == DBUS_TYPE_SIGNATURE) {
            const char *text;
            dbus_message_iter_get_basic(iter, &text);
            sink += strlen(text);
        } else {
            DBusBasicValue value;
            dbus_message_iter_get_basic(iter, &value);
            sink += value.u64;
        }
    } while (dbus_message_iter_next(iter));
}

/* Starts TRIGGER (its "{}" replaced by `value`) with its output to /dev/null; returns its pid. */
static pid_t start_trigger(char **trigger, int count, const char *value) {
    char *argv[count + 1];
    for (int i = 0; i < count; i++) {
        char *mark = strstr(trigger[i], "{}");
        if (!mark) { argv[i] = trigger[i]; continue; }
        if (asprintf(&argv[i], "%.*s%s%s", (int)(mark - trigger[i]), trigger[i], value, mark + 2) < 0) die("out of memory", NULL);
    }
    argv[count] = NULL;
    /* The trigger's output (dbus-send's reply) must not mix with ours. */
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0);
    pid_t pid;
    int status = posix_spawnp(&pid, argv[0], &actions, NULL, argv, environ);
    posix_spawn_file_actions_destroy(&actions);
    if (status != 0) die("cannot start the trigger", strerror(status));
    for (int i = 0; i < count; i++) if (argv[i] != trigger[i]) free(argv[i]);
    return pid;
}

static void wait_trigger(pid_t pid) {
    int status;
    while (waitpid(pid, &status, 0) < 0) if (errno != EINTR) die("waitpid failed", strerror(errno));
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) die("the trigger failed", NULL);
}

/* Splits the comma-separated VALUES in place into `list` (room for `capacity`); returns the count. */
static int split_values(char *values, char **list, int capacity) {
    int count = 0;
    for (char *token = strtok(values, ","); token && count < capacity; token = strtok(NULL, ",")) list[count++] = token;
    return count;
}

/* How many entries VALUES holds. */
static int count_values(const char *values) {
    int count = 1;
    for (const char *c = values; *c; c++) count += *c == ',';
    return count;
}

/* Raises RLIMIT_NOFILE to its hard limit; dies when that leaves no room for `connections`. */
static void raise_file_limit(int connections) {
    struct rlimit limit;
    getrlimit(RLIMIT_NOFILE, &limit);
    limit.rlim_cur = limit.rlim_max;
    setrlimit(RLIMIT_NOFILE, &limit);
    if (limit.rlim_cur < (rlim_t)connections + 64) die("RLIMIT_NOFILE is too small for N connections", NULL);
}

/* Called with each message connection `index` receives while it waits: returns the change's
 * serial when the message is the change it waits for (the connection is then done), else 0. */
typedef unsigned long long (*probe_handler)(int index, DBusMessage *message);

/* Waits until each of the `count` connections has handled the change (all with one serial);
 * returns the time the last one did. A connection's messages are read as they arrive (libdbus
 * reads at most 2 KB per call); a round still waiting after 20 s ends the probe. */
static unsigned long long wait_all(int round, int count, DBusConnection **conns, struct pollfd *fds, probe_handler handle) {
    int pending = count;
    unsigned long long serial = 0, last = now_ns(), deadline = last + 20000000000ull;
    for (int i = 0; i < count; i++) {
        int fd = -1;
        if (!dbus_connection_get_unix_fd(conns[i], &fd)) die("a connection without a socket", NULL);
        fds[i].fd = fd;
        fds[i].events = POLLIN;
    }
    while (pending > 0) {
        int ready = poll(fds, (nfds_t)count, 1000);
        if (ready < 0 && errno != EINTR) die("poll failed", strerror(errno));
        if (now_ns() > deadline) {
            fprintf(stderr, "%s: round %d: %d of %d connections still waiting after 20 s\n", probe_name, round, pending, count);
            exit(1);
        }
        for (int i = 0; i < count && ready > 0; i++) {
            if (fds[i].fd < 0 || !(fds[i].revents & (POLLIN | POLLERR | POLLHUP))) continue;
            ready--;
            /* Up to 8 reads while the socket has data: a 12 KB signal takes 6. */
            for (int reads = 0; reads < 8 && dbus_connection_get_dispatch_status(conns[i]) != DBUS_DISPATCH_DATA_REMAINS; reads++) {
                if (!dbus_connection_read_write(conns[i], 0)) die("a connection closed", NULL);
            }
            DBusMessage *message;
            while ((message = dbus_connection_pop_message(conns[i])) != NULL) {
                unsigned long long got = fds[i].fd >= 0 ? handle(i, message) : 0;
                if (got != 0) {
                    if (serial == 0) serial = got;
                    else if (got != serial) die("connections received different changes", NULL);
                    fds[i].fd = -1;
                    pending--;
                    last = now_ns();
                }
                dbus_message_unref(message);
            }
        }
    }
    return last;
}

/* The size of `message` as marshalled, in bytes (0 when it cannot be marshalled). */
static unsigned long long marshalled_size(DBusMessage *message) {
    char *bytes;
    int length;
    if (!dbus_message_marshal(message, &bytes, &length)) return 0;
    free(bytes);
    return (unsigned long long)length;
}

/* Prints "ready" and waits for the benchmark's line on stdin; returns 0 when stdin closed first. */
static int ready_for_rounds(void) {
    printf("ready\n");
    fflush(stdout);
    char line[64];
    return fgets(line, sizeof line, stdin) != NULL;
}

/* What a probe's rounds run on: its `count` connections (with their `fds`) and the handler of
 * their messages; the trigger (`trigger_count` words) and the VALUES it is started with; and, for
 * a floor, `resend`, which sends the captured change again in place of the trigger. */
struct probe_rounds {
    int count;
    DBusConnection **conns;
    struct pollfd *fds;
    probe_handler handle;
    char **trigger;
    int trigger_count;
    char **values;
    void (*resend)(void);
};

/* A floor's first change: the trigger started with the first value, waited for on every
 * connection (so the handler can capture it), and reaped. */
static void capture_change(const struct probe_rounds *run) {
    pid_t pid = start_trigger(run->trigger, run->trigger_count, run->values[0]);
    wait_all(-1, run->count, run->conns, run->fds, run->handle);
    wait_trigger(pid);
}

/* Runs `warmup` + `rounds` rounds, 2 ms apart: each starts the trigger with its value (or calls
 * `resend`) at t0 and waits until every connection holds the change (with no connection, until
 * the trigger has exited). Returns the timed rounds' nanoseconds from t0 to the last one done. */
static unsigned long long *run_rounds(const struct probe_rounds *run, int warmup, int rounds) {
    unsigned long long *samples = calloc((size_t)rounds, sizeof *samples);
    for (int round = 0; round < warmup + rounds; round++) {
        unsigned long long start = now_ns();
        pid_t pid = 0;
        if (run->resend) run->resend();
        else pid = start_trigger(run->trigger, run->trigger_count, run->values[round]);
        unsigned long long last = wait_all(round, run->count, run->conns, run->fds, run->handle);
        if (pid) wait_trigger(pid);
        if (run->count == 0) last = now_ns();
        if (round >= warmup) samples[round - warmup] = last - start;
        usleep(2000);
    }
    return samples;
}

/* Prints what the benchmark reads: one line per timed round, "size B" (`size`, the last matching
 * message as marshalled) and "end". */
static void print_rounds(const unsigned long long *samples, int rounds, unsigned long long size) {
    for (int i = 0; i < rounds; i++) printf("%llu\n", samples[i]);
    printf("size %llu\nend\n", size);
    fflush(stdout);
    if (sink == 42) fprintf(stderr, " ");
}

/* Closes and releases the `count` connections. */
static void close_all(DBusConnection **conns, int count) {
    for (int i = 0; i < count; i++) {
        dbus_connection_close(conns[i]);
        dbus_connection_unref(conns[i]);
    }
}
