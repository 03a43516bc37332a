import Foundation
@testable import RippleCLI
import RippleJSON
import RipplePipeline
import RippleServe
import Testing

/// `serve`'s render cache (issue 37's budget): a change's requests for one render are answered from one, a
/// kept render is the bytes a fresh render makes, anything else that determines the bytes misses, and what is
/// kept is bounded in count, bytes and time.
struct ServeRenderCacheTests {
    /// A renderer of its own (its own cache), as `serve` makes it.
    static func renderer() -> ServeRender {
        ServeRender(specName: "mine.json", sessions: SessionPool(environment: [:]), slots: DispatchSemaphore(value: 2))
    }

    /// The spec text of ring in `colour`.
    static func spec(_ colour: String) -> String { ServeDraftTests.ringSpec(colour) }

    /// Requests the page makes (arguments, spec, which web file).
    static let requests: [(arguments: [String], spec: String?, file: ServeRender.WebFile?)] = [
        (["--style", "ring"], nil, nil),
        (["--style", "material", "--format", "css", "--color", "#1e88e5"], nil, nil),
        (["--style", "pulse", "--format", "web"], nil, .js),
        (["--style", "fill", "--format", "png", "--at", "0.2"], nil, nil),
        (["--format", "smil"], spec("#aa0000"), nil),
        (["--style", "ring", "--color", "#1e"], nil, nil),
    ]

    /// A second request is answered from the first one's render (no render made), with the bytes, media type,
    /// status and flag a fresh renderer makes.
    @Test(arguments: requests.indices)
    func aHitIsTheFreshRender(_ index: Int) {
        let (arguments, spec, file) = Self.requests[index]
        let renderer = Self.renderer()
        _ = renderer.render(arguments, spec: spec, file: file)
        let hit = renderer.render(arguments, spec: spec, file: file)
        #expect(renderer.cache.counts.renders == 1, "the second request rendered again")
        let fresh = Self.renderer().render(arguments, spec: spec, file: file)
        #expect(hit.status == fresh.status && hit.body == fresh.body && !hit.body.isEmpty)
        #expect(hit.headers.map { "\($0.0): \($0.1)" } == fresh.headers.map { "\($0.0): \($0.1)" })
    }

    /// Another argument, another spec text (a newer draft), a spec where there was none: each is rendered, and
    /// shows its own values.
    @Test func anotherArgumentOrDraftMisses() {
        let renderer = Self.renderer()
        let red = renderer.render(["--format", "smil"], spec: Self.spec("#aa0000"))
        let blue = renderer.render(["--format", "smil"], spec: Self.spec("#0000bb"))
        let file = renderer.render(["--format", "smil"], spec: nil)
        let css = renderer.render(["--format", "css"], spec: Self.spec("#aa0000"))
        let slower = renderer.render(["--format", "smil", "--duration", "2"], spec: Self.spec("#aa0000"))
        #expect(renderer.cache.counts.renders == 5)
        let text = { (answer: HTTPResponse) in String(decoding: answer.body, as: UTF8.self) }
        #expect(text(red).contains("#aa0000") && text(blue).contains("#0000bb") && !text(blue).contains("#aa0000"))
        #expect(text(file) != text(red) && text(css) != text(red) && text(slower) != text(red))
        #expect(text(renderer.render(["--format", "smil"], spec: Self.spec("#aa0000"))) == text(red))
        #expect(renderer.cache.counts.renders == 5, "the first draft again: kept")
    }

    /// One change's requests of the page for the web format (its four files, its frame, the frame's style sheet
    /// and script) and for an SVG format (the download's POST, the frame's GET, with the draft) are one render
    /// each.
    @Test func aChangesRequestsAreOneRenderPerFormat() throws {
        let routes = try ServeDraftTests.routes()
        let spec = Self.spec("#aa0000")
        _ = routes.handle(ServeRoutesTests.request("PUT", "/draft", body: spec))
        let body = { (format: String) in "{\"args\":[\"--format\",\"\(format)\"],\"spec\":\(JSONText.quoted(spec))}" }
        let query = { (format: String) in
            "args=" + ("[\"--format\",\"\(format)\"]".addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "") + "&draft=1"
        }
        var answers = [routes.handle(ServeRoutesTests.request("POST", "/render", body: body("smil"))),
                       routes.handle(ServeRoutesTests.request("GET", "/file?" + query("smil")))]
        #expect(routes.renderer.cache.counts.renders == 1)
        for file in ["css", "js", "mjs", "d.mts"] { answers.append(routes.handle(ServeRoutesTests.request("POST", "/render?file=" + file, body: body("web")))) }
        for path in ["/frame", "/web.css", "/web.js"] { answers.append(routes.handle(ServeRoutesTests.request("GET", path + "?" + query("web")))) }
        #expect(answers.allSatisfy { $0.status == 200 }, "\(answers.map(\.status))")
        #expect(routes.renderer.cache.counts.renders == 2)
        let text = answers.map { String(decoding: $0.body, as: UTF8.self) }
        #expect(text[0] == text[1] && text[0].contains("#aa0000"), "the frame shows the download's bytes")
        #expect(text[2] == text[7] && text[3] == text[8], "the web frame's sheet and script are the downloads'")
        #expect(text[6].contains("class=\"rg-ring preview-button\""), "\(text[6])")
    }

    // The cache alone, with outcomes made up and a clock of the test's own.

    /// A made-up render of `bytes` bytes.
    static func made(_ bytes: Int) -> ServeRenderCache.Made {
        .success((files: [OutputFile(part: .evaluation, bytes: Array(repeating: 0x20, count: bytes), check: nil)], plan: EvaluationPlan(times: [0])))
    }

    static func key(_ name: String) -> ServeRenderCache.Key { .init(arguments: ["--style", name], spec: nil) }

    /// The clock a test moves, in nanoseconds.
    final class Clock: @unchecked Sendable {
        private let lock = NSLock()
        private var time: UInt64 = 1_000
        var now: UInt64 { lock.withLock { time } }
        func advance(_ seconds: UInt64) { lock.withLock { time += seconds * 1_000_000_000 } }
    }

    /// A second request for key "a", on a thread of its own.
    final class Second: @unchecked Sendable {
        private let done = DispatchSemaphore(value: 0)
        private let lock = NSLock()
        private var outcome: ServeRenderCache.Made?
        private var madeItself = false
        /// Whether its own `make` was called.
        var rendered: Bool {
            get { lock.withLock { madeItself } }
            set { lock.withLock { madeItself = newValue } }
        }

        func ask(_ cache: ServeRenderCache, make: @escaping @Sendable () -> ServeRenderCache.Made?) {
            Thread.detachNewThread {
                let answer = cache.outcome(ServeRenderCacheTests.key("a"), make: make)
                self.lock.withLock { self.outcome = answer }
                self.done.signal()
            }
        }

        /// Its outcome, once it has one.
        func answer() -> ServeRenderCache.Made? {
            done.wait()
            return lock.withLock { outcome }
        }
    }

    /// Whether `key` is kept (asked for again, `make` is not called).
    static func kept(_ cache: ServeRenderCache, _ key: ServeRenderCache.Key) -> Bool {
        var rendered = false
        _ = cache.outcome(key) { rendered = true; return made(1) }
        return !rendered
    }

    /// At most `entries` renders: the least recently used goes first.
    @Test func theCountIsBounded() {
        let cache = ServeRenderCache(limits: .init(entries: 2, bytes: 1 << 20, life: .seconds(10)))
        for name in ["a", "b"] { _ = cache.outcome(Self.key(name)) { Self.made(10) } }
        _ = cache.outcome(Self.key("a")) { Self.made(10) }  // a used again: b is the least recently used
        _ = cache.outcome(Self.key("c")) { Self.made(10) }
        #expect(cache.counts.kept == 2)
        #expect(Self.kept(cache, Self.key("a")) && Self.kept(cache, Self.key("c")))
        #expect(!Self.kept(cache, Self.key("b")))
    }

    /// At most `bytes` bytes (files and keys): older renders make room; one larger than all of it is answered and not kept.
    @Test func theBytesAreBounded() {
        let cache = ServeRenderCache(limits: .init(entries: 32, bytes: 1_000, life: .seconds(10)))
        for name in ["a", "b", "c"] { _ = cache.outcome(Self.key(name)) { Self.made(400) } }
        #expect(cache.counts.kept == 2)
        #expect(!Self.kept(cache, Self.key("a")))
        let huge = cache.outcome(Self.key("huge")) { Self.made(5_000) }
        #expect((try? huge?.get().files[0].bytes.count) == 5_000)
        #expect(!Self.kept(cache, Self.key("huge")))
    }

    /// A render is kept for `life` after it was made, then made again.
    @Test func aRenderExpires() {
        let clock = Clock()
        let cache = ServeRenderCache(limits: .init(entries: 32, bytes: 1 << 20, life: .seconds(10)), now: { clock.now })
        _ = cache.outcome(Self.key("a")) { Self.made(10) }
        clock.advance(9)
        #expect(Self.kept(cache, Self.key("a")))
        clock.advance(1)
        #expect(!Self.kept(cache, Self.key("a")))
        #expect(cache.counts.renders == 2)
    }

    /// A refusal of the arguments is kept (any render of them refuses them); an internal error is not.
    @Test func onlyLastingRefusalsAreKept() {
        let cache = ServeRenderCache()
        _ = cache.outcome(Self.key("usage")) { .failure(CLIError.usage("--color: no")) }
        _ = cache.outcome(Self.key("software")) { .failure(CLIError(.software, "the DTD is missing")) }
        #expect(Self.kept(cache, Self.key("usage")))
        #expect(!Self.kept(cache, Self.key("software")))
    }

    /// A request for a render being made waits for it and takes its outcome: one render for both.
    @Test func aRequestWaitsForTheSameRenderBeingMade() {
        let cache = ServeRenderCache()
        let second = Second()
        let first = cache.outcome(Self.key("a")) {
            second.ask(cache) { second.rendered = true; return Self.made(2) }
            while cache.counts.waiting == 0 { sched_yield() }  // the second request is waiting for this render
            return Self.made(1)
        }
        let outcome = second.answer()
        #expect(!second.rendered && cache.counts.renders == 1)
        #expect((try? outcome?.get().files[0].bytes) == (try? first?.get().files[0].bytes))
    }

    /// A render that could not be made (no render slot in time) is not an outcome for those waiting for it:
    /// the next one tries itself.
    @Test func aWaiterRendersWhenTheFirstFoundNoSlot() {
        let cache = ServeRenderCache()
        let second = Second()
        let first = cache.outcome(Self.key("a")) {
            second.ask(cache) { Self.made(2) }
            while cache.counts.waiting == 0 { sched_yield() }
            return nil
        }
        #expect(first.map { _ in true } == nil)
        #expect((try? second.answer()?.get().files[0].bytes.count) == 2)
        #expect(Self.kept(cache, Self.key("a")))
    }
}
