import CAdwaita

/// Runs a program from the GLib main loop (`GSubprocess`) and awaits its end without blocking
/// the loop: its output is read as it comes, and the await resumes on the main actor. Nothing is
/// left running: each call waits for its program's exit.
@MainActor
public enum Subprocess {
    /// How a program ended and what it wrote.
    public struct Outcome: Sendable, Equatable {
        /// The exit status; 128 + the signal number when a signal ended it.
        public let status: Int32
        /// Its standard output, as UTF-8 text.
        public let output: String
        /// Its standard error, as UTF-8 text.
        public let errorOutput: String
    }

    /// A program that could not be started or read, with GLib's reason.
    public struct Failure: Error, Sendable, CustomStringConvertible {
        public let description: String
    }

    /// Runs `arguments` (the program first, looked up on PATH when it has no slash), its standard
    /// input empty, in the process's environment.
    public static func run(_ arguments: [String]) async throws(Failure) -> Outcome {
        guard !arguments.isEmpty else { throw Failure(description: "no program to run") }
        var error: UnsafeMutablePointer<GError>?
        var argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let flags = GSubprocessFlags(rawValue: G_SUBPROCESS_FLAGS_STDOUT_PIPE.rawValue | G_SUBPROCESS_FLAGS_STDERR_PIPE.rawValue)
        guard let process = argv.withUnsafeMutableBufferPointer({ buffer in
            g_subprocess_newv(UnsafePointer(OpaquePointer(buffer.baseAddress)), flags, &error)
        }) else {
            throw Failure(description: message(of: error, or: "cannot start \(arguments[0])"))
        }
        defer { g_object_unref(UnsafeMutableRawPointer(process)) }
        let result: Result<Outcome, Failure> = await withCheckedContinuation { continuation in
            let box = Unmanaged.passRetained(Completion(continuation)).toOpaque()
            g_subprocess_communicate_utf8_async(process, nil, nil, { source, result, box in
                guard let box else { return }
                let completion = Unmanaged<Completion>.fromOpaque(box).takeRetainedValue()
                let process = OpaquePointer(source)
                var output: UnsafeMutablePointer<CChar>?
                var errorOutput: UnsafeMutablePointer<CChar>?
                var error: UnsafeMutablePointer<GError>?
                defer { g_free(output); g_free(errorOutput) }
                guard g_subprocess_communicate_utf8_finish(process, result, &output, &errorOutput, &error) != 0 else {
                    completion.continuation.resume(returning: .failure(Failure(description: Subprocess.message(of: error, or: "cannot read the program's output"))))
                    return
                }
                let status = g_subprocess_get_if_exited(process) != 0 ? g_subprocess_get_exit_status(process)
                                                                       : 128 + g_subprocess_get_term_sig(process)
                completion.continuation.resume(returning: .success(Outcome(
                    status: status, output: output.map { String(cString: $0) } ?? "",
                    errorOutput: errorOutput.map { String(cString: $0) } ?? "")))
            }, box)
        }
        return try result.get()
    }

    /// The continuation of one run, kept alive until its callback.
    private final class Completion {
        let continuation: CheckedContinuation<Result<Outcome, Failure>, Never>
        init(_ continuation: CheckedContinuation<Result<Outcome, Failure>, Never>) {
            self.continuation = continuation
        }
    }

    /// A GError's message (freed here), or `fallback`.
    private nonisolated static func message(of error: UnsafeMutablePointer<GError>?, or fallback: String) -> String {
        guard let error else { return fallback }
        defer { g_error_free(error) }
        return error.pointee.message.map { String(cString: $0) } ?? fallback
    }
}
