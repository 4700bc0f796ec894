# Sourced by the shell benchmarks (Benchmarks/CLI/bench-cli.sh; Benchmarks/Pick/bench-pick.sh and
# Benchmarks/Edit/bench-edit.sh through tmux-bench.sh), from the repository root: the release
# binaries, and the real release daemon on a private bus in a temporary directory of its own.
#   build_release         builds themeswitchd, themeswitch and themeswitch-cli with RELEASE_FLAGS and SWIFTPM_FLAGS
#                         from the environment (else the Makefile's RELEASE_FLAGS); sets bin
#   start_daemon NAME     makes work=/tmp/NAME.XXXXXX with config, data, cache and runtime directories,
#                         exports the XDG variables and HOME for it, starts a private bus and the
#                         daemon, and waits until the daemon owns its name; sets address
#   stop_daemon           stops the daemon and the bus and removes work (call it from the EXIT trap;
#                         a second call does nothing)

build_release() {
    local release
    read -r -a release <<<"${RELEASE_FLAGS:-$(sed -n 's/^RELEASE_FLAGS ?= //p' Makefile)} ${SWIFTPM_FLAGS:-}"
    echo "building release binaries…" >&2
    swift build "${release[@]}" --product themeswitchd >&2
    swift build "${release[@]}" --product themeswitch >&2
    swift build "${release[@]}" --product themeswitch-cli >&2
    bin="$(swift build "${release[@]}" --show-bin-path)"
}

bus_pid=""
daemon_pid=""
work=""
runtime=""

start_daemon() {
    work="$(mktemp -d "/tmp/$1.XXXXXX")"
    mkdir -p "$work/config" "$work/data" "$work/cache"
    # The runtime directory on a tmpfs, as systemd-logind makes /run/user/UID (/dev/shm is one).
    if [[ -d /dev/shm && -w /dev/shm ]]; then
        runtime="$(mktemp -d /dev/shm/"$1"-runtime.XXXXXX)"
    else
        runtime="$work/runtime"
        mkdir -p "$runtime"
    fi
    chmod 700 "$runtime"
    export XDG_CONFIG_HOME="$work/config" XDG_DATA_HOME="$work/data" XDG_CACHE_HOME="$work/cache"
    export XDG_RUNTIME_DIR="$runtime" HOME="$work"
    dbus-daemon --session --fork --print-address=3 --print-pid=4 3>"$work/address" 4>"$work/pid"
    bus_pid="$(cat "$work/pid")"
    address="$(head -n1 "$work/address")"
    "$bin/themeswitchd" --bus-address "$address" 2>"$work/daemon.log" &
    daemon_pid=$!
    for _ in $(seq 100); do
        dbus-send --bus="$address" --print-reply --dest=org.freedesktop.DBus /org/freedesktop/DBus \
            org.freedesktop.DBus.NameHasOwner string:org.themeswitch.Theme1 2>/dev/null | grep -q "boolean true" && return
        sleep 0.05
    done
    echo "the daemon did not take its name in 5 s; its log: $work/daemon.log" >&2
    return 1
}

stop_daemon() {
    [[ -n "$daemon_pid" ]] && kill "$daemon_pid" 2>/dev/null && wait "$daemon_pid" 2>/dev/null || true
    [[ -n "$bus_pid" ]] && kill "$bus_pid" 2>/dev/null || true
    [[ -n "$work" ]] && rm -rf "$work"
    [[ -n "$runtime" ]] && rm -rf "$runtime"
    daemon_pid="" bus_pid="" work="" runtime=""
}
