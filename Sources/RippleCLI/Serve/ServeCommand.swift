#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import RippleDiagnostics
import RippleKit
import RipplePipeline
import RippleServe
import RippleTemplates

/// `ripplegen serve`: a local editor for one ripple, on 127.0.0.1, until SIGINT or SIGTERM (docs/serve.md).
enum ServeCommand: Subcommand {
    static let name = "serve"
    static let usage = "serve [--style NAME | --spec FILE | --manifest FILE] [--port N] [--open]"
    static let about = [
        "A live editor in the browser: the style's options as controls, every visual format side by side, the spec's JSON with its errors at their line and column, the command line that makes each file, and a download for each. Only 127.0.0.1 is listened on; the first line printed is the page's address with a secret of this run.",
    ]
    static let options: [OptionSpec] = [
        OptionSpec("--style", value: "NAME", "the built-in style the page opens with (default ring)"),
        OptionSpec("--spec", value: "FILE", "edit this spec: changes on disk reach the page, the page can save to it"),
        OptionSpec("--manifest", value: "FILE", "a batch manifest: its entries in a gallery, updated when it or a spec it names changes"),
        OptionSpec("--port", value: "N", "the port, 1–65535, or 0 for a free one (default 0)"),
        OptionSpec("--open", "also open the page in the default browser"),
        OptionSpec("--help", short: "-h", "show this help"),
    ]

    static func run(_ parsed: ParsedArguments, context: CommandContext) throws(CLIError) -> ExitCode {
        try refuseExtra(parsed)
        let chosen = ["--style", "--spec", "--manifest"].filter { parsed.value($0) != nil }
        if chosen.count > 1 { throw usageError("\(chosen[0]) and \(chosen[1]) cannot be used together") }
        let port = try parsed.option("--port").map { (value) throws(CLIError) in try ValueParsers.whole(value, flag: "--port", in: 0...65535, what: "a port") } ?? 0
        var styles = try BuiltinStyles.names.map { (name) throws(CLIError) in try StyleSource.builtin(name) }
        var files: ServeFiles?
        var specName: String?
        if let spec = parsed.value("--spec") {
            // Read now, so a missing file is an error of the command line; a broken spec is the page's to show.
            _ = try InputFile.read(spec, limit: StyleSource.maximumSpecBytes, what: "spec")
            files = ServeFiles(paths: [spec])
            specName = spec
            if let loaded = try? StyleSource.load(from: ["--spec", spec]) { styles.insert(loaded.template, at: 0) }
        } else if let manifest = parsed.value("--manifest") {
            files = ServeFiles(paths: [manifest] + (try ServeGallery.specs(of: manifest)))
        } else if let style = parsed.value("--style") {
            let chosen = try StyleSource.builtin(style)
            styles.removeAll { $0.name == chosen.name }
            styles.insert(chosen, at: 0)
        }
        let token = secret()
        let renderer = ServeRender(specName: specName, sessions: SessionPool(environment: context.environment), slots: DispatchSemaphore(value: 2))
        let schema = ServeSchema.json(styles: styles)
        // The signals are taken by a thread of ours (as for every write), which stops the server and exits 0.
        InterruptCleanup.onSignal = { stop() }
        InterruptCleanup.install()
        let server: HTTPServer
        do {
            server = try HTTPServer(port: UInt16(port)) { request in routes.value?.handle(request) ?? .text(503, "starting") }
        } catch {
            if case .library = error { throw CLIError(.software, "serve: \(error); install it (apt-get install libmicrohttpd12)") }
            throw CLIError(.cannotCreate, "serve: \(error)")
        }
        routes.value = ServeRoutes(port: server.port, token: token, renderer: renderer, files: files, schema: schema,
                                   manifest: parsed.value("--manifest"))
        running.value = server
        if let files { ServeWatch.start(files) }
        let address = "http://127.0.0.1:\(server.port)/?token=\(token)"
        // The browser is started before the address is printed: whoever reads that line may stop the server at
        // once (SIGTERM), and a browser not yet started then never would be.
        if parsed.has("--open") { opened.value = ServeBrowser.start(address, context: context) }
        try context.console.out(address + "\n")
        while true { pause() }
    }

    /// The server, for the signal thread.
    private static let running = Box<HTTPServer>()
    private static let routes = Box<ServeRoutes>()
    /// `--open`'s page, removed when the server stops.
    private static let opened = Box<ServeBrowser>()

    /// Seconds the server has to stop before the process ends anyway.
    private static let stopLimit: Double = 3

    /// Stops on SIGINT or SIGTERM, within `stopLimit` whatever a request's thread is doing: the server answers
    /// what is pending with 503 and does not wait for handlers; the process ends with `_exit`, since a
    /// handler's thread may still be rendering (atexit handlers and library destructors must not run under it).
    private static func stop() -> Never {
        Thread.detachNewThread {
            Thread.sleep(forTimeInterval: stopLimit)
            _exit(0)
        }
        opened.value?.remove()
        running.value?.stop()
        _exit(0)
    }

    /// 32 random bytes in hex, from the system's generator (getrandom on Linux).
    private static func secret() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<4).map { _ in String(format: "%016llx", generator.next() as UInt64) }.joined()
    }
}

/// A value set once, read from other threads.
final class Box<Value: AnyObject>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value?

    var value: Value? {
        get { lock.lock(); defer { lock.unlock() }; return stored }
        set { lock.lock(); stored = newValue; lock.unlock() }
    }
}
