#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import RippleTestSupport
import Testing

/// `ripplegen serve` as a process, where signals, FIFOs, the browser and crashes need one (issue 40): it is
/// hung and crashed on purpose (a save to a FIFO, a manifest that gets shorter while its gallery is made, a
/// raster render at the bound) and must still answer and stop on SIGTERM with exit 0; `--open` must not put
/// the secret on any command line.
@Suite(Requirement.libraries("MICROHTTPD", [["libmicrohttpd.so.12", "libmicrohttpd.12.dylib"]]).trait)
struct ServeProcessTests {
    /// `--open` gave the browser the address, secret and all, on its command line (readable by every local
    /// user for the browser's life). Now the browser gets a `file:` URL of a page only this user can read,
    /// which redirects to the address, and the page is removed when the server stops.
    @Test func openHandsTheBrowserAPageNeverTheSecret() throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let browser = directory.appendingPathComponent("record-browser")
        // Records its arguments, the page's text and the page's and its folder's modes, then says it is done.
        try Data("""
        #!/bin/sh
        page="${1#file://}"
        printf '%s\\n' "$@" > argv.txt
        cat "$page" > page.html
        stat -c %a "$page" "$(dirname "$page")" > modes.txt
        : > done
        """.utf8).write(to: browser)
        chmod(browser.path, 0o755)
        let server = try ServeProcess(["--style", "ring", "--open"], environment: ["BROWSER": browser.path], in: directory)
        let done = directory.appendingPathComponent("done")
        #expect(ServeFilesTests.eventually { FileManager.default.fileExists(atPath: done.path) }, "the browser was started")
        let argv = (try? String(contentsOf: directory.appendingPathComponent("argv.txt"), encoding: .utf8)) ?? ""
        let page = (try? String(contentsOf: directory.appendingPathComponent("page.html"), encoding: .utf8)) ?? ""
        let modes = (try? String(contentsOf: directory.appendingPathComponent("modes.txt"), encoding: .utf8)) ?? ""
        #expect(!argv.contains(server.token), "the browser's command line holds the secret: \(argv)")
        #expect(argv.hasPrefix("file:///") && argv.hasSuffix("/open.html\n"), "\(argv)")
        #expect(page.contains("http-equiv=\"refresh\" content=\"0;url=\(server.address)\""), "the page redirects to the address: \(page)")
        #expect(modes == "600\n700\n", "the page and its folder are private: \(modes)")
        let path = String(argv.dropFirst("file://".count).dropLast())
        #expect(FileManager.default.fileExists(atPath: path))
        #expect(server.terminate() == 0)
        #expect(!FileManager.default.fileExists(atPath: path), "the page is removed when the server stops")
        #expect(!FileManager.default.fileExists(atPath: (path as NSString).deletingLastPathComponent), "and its folder")
    }

    /// A FIFO in place of the served spec, then a save (it hung every endpoint and SIGTERM); a raster render at
    /// the frame bound and one past it, while the server keeps answering: then SIGTERM still stops it, exit 0.
    @Test func aFIFOSaveAndARenderAtTheBoundLeaveItAnsweringAndStoppable() throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let spec = directory.appendingPathComponent("spec.json")
        try Data(contentsOf: Golden.root.appendingPathComponent("Templates/styles/ring.json")).write(to: spec)
        let server = try ServeProcess(["--spec", spec.path], in: directory)
        let before = server.version()
        #expect(unlink(spec.path) == 0 && mkfifo(spec.path, 0o600) == 0)
        #expect(ServeFilesTests.eventually { server.version() != before }, "the FIFO is seen")
        let save = server.request("PUT", "/spec", body: "{\"text\": \"{}\", \"version\": \(server.version() ?? 0)}")
        #expect(save.status == 409 && save.text.contains("is a FIFO"), "\(save.status) \(save.text)")
        #expect(server.version() != nil, "it still answers")
        // 2044 px a side makes a frame just under 4096 × 4096 px; 2048 is past it.
        let render = Background { server.request("POST", "/render", body: #"["--style","ring","--format","png","--size","2044x2044","--at","0.3"]"#) }
        #expect(server.version() != nil, "it answers while the render runs")
        let past = server.request("POST", "/render", body: #"["--style","ring","--format","png","--size","2048x2048","--at","0.3"]"#)
        #expect(past.status == 400 && past.text.contains("at most 16777216 px"), "\(past.status) \(past.text)")
        let big = render.wait()
        #expect(big?.status == 200 && big?.headers["content-type"] == "image/png", "\(String(describing: big?.status)) \(big?.text.prefix(300) ?? "")")
        // SIGTERM while a render runs: the server does not wait for it.
        _ = Background { server.request("POST", "/render", body: #"["--style","ring","--format","png","--size","2044x2044","--at","0.3"]"#) }
        #expect(server.terminate() == 0, "\(server.errors)")
    }

    /// A manifest that gets shorter while a gallery file is made (the route read the manifest twice and
    /// indexed the second, shorter one: the server crashed). Each round lists four files, asks for the last
    /// and shortens the manifest to one while it is made; the server must answer every round.
    @Test func aManifestThatGetsShorterWhileItsFileIsMadeLeavesItAnswering() throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let manifest = directory.appendingPathComponent("assets.json")
        func write(_ count: Int) throws {
            let assets = (0..<count).map { index in
                index < 3 ? "{\"name\": \"r\(index)\", \"style\": \"ring\"}"
                    : "{\"name\": \"big\", \"style\": \"pulse\", \"format\": \"png\", \"args\": {\"size\": \"1000x1000\", \"at\": 0.3}}"
            }
            try Data(("{\"assets\": [" + assets.joined(separator: ", ") + "]}\n").utf8).write(to: manifest, options: .atomic)
        }
        try write(4)
        let server = try ServeProcess(["--manifest", manifest.path], in: directory)
        for round in 0..<8 {
            try write(4)
            #expect(ServeFilesTests.eventually { server.request("GET", "/gallery").text.contains("big.png") }, "round \(round): the long manifest")
            let made = Background { server.request("GET", "/gallery/3") }
            try write(1)
            let answer = made.wait()
            #expect(answer?.status == 200 || answer?.status == 400, "round \(round): \(String(describing: answer?.status)) \(answer?.text.prefix(200) ?? "")")
            #expect(server.version() != nil, "round \(round): the server still answers")
        }
        #expect(server.terminate() == 0, "\(server.errors)")
    }
}

/// A request (or anything) on its own thread, its result waited for with a deadline.
final class Background<Value: Sendable>: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var value: Value?

    init(_ body: @escaping @Sendable () -> Value) {
        Thread.detachNewThread { [self] in
            value = body()
            done.signal()
        }
    }

    func wait(_ seconds: Int = 120) -> Value? {
        done.wait(timeout: .now() + .seconds(seconds)) == .success ? value : nil
    }
}

/// `ripplegen serve ARGS` started in a folder: its address, requests with its secret, its stop.
final class ServeProcess: @unchecked Sendable {
    let process = Process()
    let address: String
    let port: UInt16
    let token: String
    private let directory: URL
    private let exited = DispatchSemaphore(value: 0)

    init(_ arguments: [String], environment: [String: String] = [:], in directory: URL) throws {
        self.directory = directory
        process.executableURL = BinaryRunner.binary
        process.arguments = ["serve"] + arguments
        process.currentDirectoryURL = directory
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        let output = Pipe()
        process.standardOutput = output
        #expect(FileManager.default.createFile(atPath: directory.appendingPathComponent("serve-stderr.txt").path, contents: nil))
        process.standardError = try FileHandle(forWritingTo: directory.appendingPathComponent("serve-stderr.txt"))
        process.standardInput = FileHandle.nullDevice
        let exited = exited
        process.terminationHandler = { _ in exited.signal() }
        try process.run()
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            line.append(chunk)
        }
        address = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        let match = address.wholeMatch(of: /http:\/\/127\.0\.0\.1:(\d+)\/\?token=([0-9a-f]{64})/)
        port = match.flatMap { UInt16($0.1) } ?? 0
        token = match.map { String($0.2) } ?? "none"
        #expect(match != nil, "the first line is the address: \(address)")
    }

    /// What it wrote to standard error.
    var errors: String {
        (try? String(contentsOf: directory.appendingPathComponent("serve-stderr.txt"), encoding: .utf8)) ?? ""
    }

    func request(_ method: String, _ target: String, body: String = "") -> LoopbackHTTP.Answer {
        LoopbackHTTP.exchange(port: port, method, target, headers: ["Authorization": "Bearer " + token], body: Array(body.utf8), patience: 60)
    }

    /// `/version`'s number, or `nil` when the server does not answer.
    func version() -> Int? {
        let answer = request("GET", "/version")
        guard answer.status == 200 else { return nil }
        return Int(answer.text.filter(\.isNumber))
    }

    /// SIGTERM, then the exit status; `nil` (and SIGKILL) when it has not ended within a generous deadline.
    func terminate() -> Int32? {
        kill(process.processIdentifier, SIGTERM)
        guard exited.wait(timeout: .now() + 60) == .success else {
            kill(process.processIdentifier, SIGKILL)
            return nil
        }
        return process.terminationReason == .exit ? process.terminationStatus : 128 + process.terminationStatus
    }
}
