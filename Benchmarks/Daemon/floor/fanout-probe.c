/* The fan-out probe: one process holding N libdbus connections to the session bus, each
 * subscribed with the same match rule, timing "a C client process triggers a change" →
 * "the LAST connection holds the change", R rounds.
 *
 *   fanout-probe MODE N WARMUP ROUNDS RULE FILE VALUES -- TRIGGER ARG...
 *
 * MODE        what each connection does with a matching signal, like a client would:
 *   themechanged  ThemeChanged(s, s, t serial, a{sv}): iterates every argument and every token
 *   lean          TokensChanged(t serial, s, s): reads FILE (the snapshot) whole and checks that
 *                 its first member, {"serial":N, is the signal's serial
 *   dconf         ca.desrt.dconf.Writer Notify: reads FILE (the dconf database) whole, as a
 *                 GSettings reader maps it
 *   floor         as themechanged, but after one triggered change is captured the probe sends a
 *                 byte-identical copy of that signal itself from one more connection, so no
 *                 process start and no daemon work is timed: the bus's copy cost per subscriber
 * RULE        the match rule every connection adds
 * VALUES      comma-separated; round i runs TRIGGER with "{}" in its arguments replaced by
 *             value i (the floor takes one value, for its captured change)
 * TRIGGER     started with posix_spawnp at t0 of each round; must exit 0
 *
 * N may be 0: each round then lasts until the trigger has exited (for dbus-send --print-reply,
 * a method call's round trip from a new process).
 *
 * Prints "ready" once connected, waits for a line on stdin, runs WARMUP + ROUNDS rounds, then
 * prints one line per timed round (nanoseconds from t0 to the last connection done), "size B"
 * (bytes of the last matching message as marshalled) and "end". Reads DBUS_SESSION_BUS_ADDRESS.
 * Built by bench-daemon with: cc -O2 fanout-probe.c $(pkg-config --cflags --libs dbus-1)
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

enum mode { THEMECHANGED, LEAN, DCONF, FLOOR };

static enum mode mode;
static const char *file;
static unsigned long long sink;

static unsigned long long now_ns(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (unsigned long long)t.tv_sec * 1000000000ull + (unsigned long long)t.tv_nsec;
}

static void die(const char *message, const char *detail) {
    fprintf(stderr, "fanout-probe: %s%s%s\n", message, detail ? ": " : "", detail ? detail : "");
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

/* Reads the whole file into `buffer`; returns its length. */
static size_t read_file(char *buffer, size_t capacity) {
    int fd = open(file, O_RDONLY | O_CLOEXEC);
    if (fd < 0) die("cannot open", file);
    size_t length = 0;
    for (;;) {
        ssize_t count = read(fd, buffer + length, capacity - 1 - length);
        if (count < 0 && errno == EINTR) continue;
        if (count < 0) die("cannot read", file);
        if (count == 0 || length + (size_t)count >= capacity - 1) { length += count > 0 ? (size_t)count : 0; break; }
        length += (size_t)count;
    }
    close(fd);
    buffer[length] = 0;
    return length;
}

/* Handles one matching signal; returns the change's serial (themechanged, lean, floor) or 1. */
static unsigned long long handle(DBusMessage *message) {
    static char buffer[1 << 20];
    DBusMessageIter iter;
    if (mode == DCONF) {
        sink += read_file(buffer, sizeof buffer);
        return 1;
    }
    if (!dbus_message_iter_init(message, &iter)) die("a signal without arguments", dbus_message_get_member(message));
    if (mode == LEAN) {
        dbus_uint64_t serial = 0;
        if (dbus_message_iter_get_arg_type(&iter) != DBUS_TYPE_UINT64) die("TokensChanged without a serial first", NULL);
        dbus_message_iter_get_basic(&iter, &serial);
        sink += read_file(buffer, sizeof buffer);
        if (strncmp(buffer, "{\"serial\":", 10) != 0) die("the snapshot does not start with {\"serial\":", file);
        unsigned long long held = strtoull(buffer + 10, NULL, 10);
        if (held != serial) {
            fprintf(stderr, "fanout-probe: the snapshot holds serial %llu, the signal says %llu\n", held, (unsigned long long)serial);
            exit(1);
        }
        return serial;
    }
    walk(&iter);
    dbus_message_iter_init(message, &iter);
    dbus_message_iter_next(&iter);
    dbus_message_iter_next(&iter);
    if (dbus_message_iter_get_arg_type(&iter) != DBUS_TYPE_UINT64) die("ThemeChanged without a serial third", NULL);
    dbus_uint64_t serial = 0;
    dbus_message_iter_get_basic(&iter, &serial);
    return serial;
}

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

static int connections;
static DBusConnection **conns;
static struct pollfd *fds;
static unsigned long long last_size;
static DBusMessage *captured;

/* Waits until every connection has handled one matching signal; returns the time the last one did.
 * A connection's messages are read as they arrive (libdbus reads at most 2 KB per call). */
static unsigned long long wait_all(int round) {
    int pending = connections;
    unsigned long long serial = 0, last = now_ns(), deadline = last + 20000000000ull;
    for (int i = 0; i < connections; i++) {
        int fd = -1;
        if (!dbus_connection_get_unix_fd(conns[i], &fd)) die("a connection without a socket", NULL);
        fds[i].fd = fd;
    }
    while (pending > 0) {
        int ready = poll(fds, (nfds_t)connections, 1000);
        if (ready < 0 && errno != EINTR) die("poll failed", strerror(errno));
        if (now_ns() > deadline) {
            fprintf(stderr, "fanout-probe: round %d: %d of %d connections still waiting after 20 s\n", round, pending, connections);
            exit(1);
        }
        for (int i = 0; i < connections && ready > 0; i++) {
            if (fds[i].fd < 0 || !(fds[i].revents & (POLLIN | POLLERR | POLLHUP))) continue;
            ready--;
            /* Up to 8 reads while the socket has data: a 12 KB signal takes 6. */
            for (int reads = 0; reads < 8 && dbus_connection_get_dispatch_status(conns[i]) != DBUS_DISPATCH_DATA_REMAINS; reads++) {
                if (!dbus_connection_read_write(conns[i], 0)) die("a connection closed", NULL);
            }
            DBusMessage *message;
            while ((message = dbus_connection_pop_message(conns[i])) != NULL) {
                /* The bus's own signals (NameAcquired after Hello) are not the change. */
                if (dbus_message_get_type(message) == DBUS_MESSAGE_TYPE_SIGNAL && fds[i].fd >= 0
                    && !dbus_message_has_sender(message, DBUS_SERVICE_DBUS)) {
                    unsigned long long got = handle(message);
                    if (serial == 0) serial = got;
                    else if (got != serial) die("connections received different changes", NULL);
                    if (i == 0) {
                        char *bytes; int length;
                        if (dbus_message_marshal(message, &bytes, &length)) { last_size = (unsigned long long)length; free(bytes); }
                        if (mode == FLOOR && !captured) captured = dbus_message_copy(message);
                    }
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

int main(int argc, char **argv) {
    if (argc < 10 || strcmp(argv[8], "--") != 0) {
        fprintf(stderr, "usage: fanout-probe themechanged|lean|dconf|floor N WARMUP ROUNDS RULE FILE VALUES -- TRIGGER ARG...\n");
        return 2;
    }
    if (strcmp(argv[1], "themechanged") == 0) mode = THEMECHANGED;
    else if (strcmp(argv[1], "lean") == 0) mode = LEAN;
    else if (strcmp(argv[1], "dconf") == 0) mode = DCONF;
    else if (strcmp(argv[1], "floor") == 0) mode = FLOOR;
    else die("unknown mode (themechanged, lean, dconf, floor)", argv[1]);
    connections = atoi(argv[2]);
    int warmup = atoi(argv[3]), rounds = atoi(argv[4]);
    const char *rule = argv[5];
    file = argv[6];
    char *values = argv[7];
    char **trigger = argv + 9;
    int trigger_count = argc - 9;
    if (connections < (mode == FLOOR) || warmup < 0 || rounds < 1) die("ROUNDS must be at least 1, N and WARMUP at least 0 (the floor needs N ≥ 1)", NULL);

    int value_count = 1;
    for (char *c = values; *c; c++) value_count += *c == ',';
    char *value_list[value_count];
    value_count = 0;
    for (char *token = strtok(values, ","); token; token = strtok(NULL, ",")) value_list[value_count++] = token;
    if (value_count < (mode == FLOOR ? 1 : warmup + rounds)) die("fewer VALUES than rounds", NULL);

    struct rlimit limit;
    getrlimit(RLIMIT_NOFILE, &limit);
    limit.rlim_cur = limit.rlim_max;
    setrlimit(RLIMIT_NOFILE, &limit);
    if (limit.rlim_cur < (rlim_t)connections + 64) die("RLIMIT_NOFILE is too small for N connections", NULL);

    conns = calloc((size_t)connections + 1, sizeof *conns);
    fds = calloc((size_t)connections + 1, sizeof *fds);
    DBusError error = DBUS_ERROR_INIT;
    for (int i = 0; i < connections; i++) {
        conns[i] = dbus_bus_get_private(DBUS_BUS_SESSION, &error);
        if (!conns[i]) die("cannot connect", error.message);
        dbus_connection_set_exit_on_disconnect(conns[i], FALSE);
        dbus_bus_add_match(conns[i], rule, &error);
        if (dbus_error_is_set(&error)) die("cannot add the match rule", error.message);
        fds[i].events = POLLIN;
    }
    DBusConnection *publisher = NULL;
    if (mode == FLOOR) {
        publisher = dbus_bus_get_private(DBUS_BUS_SESSION, &error);
        if (!publisher) die("cannot connect", error.message);
    }
    printf("ready\n");
    fflush(stdout);
    char line[64];
    if (!fgets(line, sizeof line, stdin)) return 0;

    unsigned long long *samples = calloc((size_t)rounds, sizeof *samples);
    if (mode == FLOOR) {
        pid_t pid = start_trigger(trigger, trigger_count, value_list[0]);
        wait_all(-1);
        wait_trigger(pid);
        if (!captured) die("no signal captured", NULL);
    }
    for (int round = 0; round < warmup + rounds; round++) {
        unsigned long long start = now_ns();
        pid_t pid = 0;
        if (mode == FLOOR) {
            DBusMessage *copy = dbus_message_copy(captured);
            if (!copy || !dbus_connection_send(publisher, copy, NULL)) die("cannot send the captured signal", NULL);
            dbus_connection_flush(publisher);
            dbus_message_unref(copy);
        } else {
            pid = start_trigger(trigger, trigger_count, value_list[round]);
        }
        unsigned long long last = wait_all(round);
        if (pid) wait_trigger(pid);
        if (connections == 0) last = now_ns();
        if (round >= warmup) samples[round - warmup] = last - start;
        usleep(2000);
    }
    for (int i = 0; i < rounds; i++) printf("%llu\n", samples[i]);
    printf("size %llu\nend\n", last_size);
    fflush(stdout);
    if (sink == 42) fprintf(stderr, " ");
    for (int i = 0; i < connections; i++) { dbus_connection_close(conns[i]); dbus_connection_unref(conns[i]); }
    if (publisher) { dbus_connection_close(publisher); dbus_connection_unref(publisher); }
    return 0;
}
