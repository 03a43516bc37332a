import RipplePipeline

/// Where a command line's files may go: the check of `-o` for the kinds that insist on their own name (the
/// pipeline makes the files; their paths are the command line's), from the kind's descriptor.
enum OutputPaths {
    /// Refuses a kind that insists on a name without `-o`, or with a name of another ending (before any work):
    /// one file's name ends in its endings, or names a device or a FIFO (`-o /dev/stdout`); a kind of several
    /// files names its first, `DIR/FILE.css`, and the others go beside it.
    static func check(_ output: String?, kind: OutputKind) throws(CLIError) {
        guard let needs = kind.needs else { return }
        guard let output else { throw CLIError.usage("--format \(kind.name) \(needs)") }
        let first = kind.files[0]
        if kind.files.count > 1 {
            let ending = first.endings[0]
            guard output.hasSuffix(ending), output.count > ending.count, !output.hasSuffix("/" + ending) else {
                let what = first.what.hasPrefix("a ") ? "the " + first.what.dropFirst(2) : first.what
                throw CLIError.usage("--format \(kind.name): -o must name \(what), DIR/FILE\(ending) (got '\(ValueParsers.printable(output))')")
            }
            return
        }
        guard !WriteRule.namesAStream(output), !first.endings.contains(where: output.lowercased().hasSuffix) else { return }
        throw CLIError.usage("--format \(kind.name): -o must end in \(first.endings.joined(separator: " or ")) (got '\(ValueParsers.printable(output))')")
    }
}
