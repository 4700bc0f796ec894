extension SetupTool.Mode {
    /// Whether to change the files now that what changes was shown: a dry run says it changed
    /// nothing and stops; `ask` puts `question` (`change these files?`) on standard input and goes on
    /// only on y or yes; `yes` and `undo` go on. Nil when it stops, with the exit status.
    func confirmed(_ question: String) -> Int32? {
        switch self {
        case .dryRun:
            print("dry run: nothing was changed")
            return 0
        case .ask:
            print("\(question) [y/N] ", terminator: "")
            guard let answer = readLine(), ["y", "yes"].contains(answer.lowercased()) else {
                print("nothing was changed")
                return 1
            }
            return nil
        case .yes, .undo:
            return nil
        }
    }
}
