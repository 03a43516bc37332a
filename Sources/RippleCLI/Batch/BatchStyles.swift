import RipplePipeline

/// The styles a batch uses, each loaded once before the work starts: a built-in template or a spec file
/// read and decoded, and the generate parser for it (which knows the style's own flags).
///
/// Loading up front keeps file reads out of the workers and decodes a spec used by ten thousand
/// matrix assets once; a style that fails to load fails only the entries that use it.
struct BatchStyles: Sendable {
    /// A loaded style.
    struct Loaded: Sendable {
        /// The template, and the spec file it came from.
        let source: StyleSource
        /// The generate command's parser for this style.
        let parser: ArgumentParser
    }

    private let styles: [BatchSource: Result<Loaded, CLIError>]

    /// Loads every style `jobs` need, on the calling thread.
    init(for jobs: [BatchJob]) {
        var styles: [BatchSource: Result<Loaded, CLIError>] = [:]
        for job in jobs {
            guard case .success(let recipe) = job.plan, styles[recipe.source] == nil else { continue }
            styles[recipe.source] = Result { () throws(CLIError) -> Loaded in
                let source: StyleSource
                switch recipe.source {
                case .style(let name): source = StyleSource(template: try StyleSource.builtin(name))
                case .spec(let path): source = try StyleSource.load(from: ["--spec", path])
                }
                return Loaded(source: source, parser: try GenerateCommand.parser(for: source.template))
            }
        }
        self.styles = styles
    }

    /// The loaded style, or why it could not be loaded.
    func style(_ source: BatchSource) throws(CLIError) -> Loaded {
        guard let result = styles[source] else { throw CLIError(.software, "style \(source) was not loaded") }
        return try result.get()
    }
}
