import Foundation

/// The spec texts the page is editing, by number: `PUT /draft` keeps one and answers its number, and the
/// previews that load by GET (the SVG frames, the web preview's frame and its files) name theirs
/// (`&draft=N`), so a preview shows the text its update rendered, whatever a newer edit (or another tab)
/// sent meanwhile. The last `kept` are held; an older number is answered 410 and the page sends its text again.
final class ServeDrafts: @unchecked Sendable {
    /// How many drafts are held (a page needs two at once: the newest update's and one still loading).
    static let kept = 16

    private let lock = NSLock()
    private var texts: [(number: Int, text: String)] = []
    private var last = 0

    /// Keeps `text`; returns its number.
    func add(_ text: String) -> Int {
        lock.lock()
        defer { lock.unlock() }
        last += 1
        texts.append((last, text))
        if texts.count > Self.kept { texts.removeFirst(texts.count - Self.kept) }
        return last
    }

    /// Draft `number`'s text, if it is still held.
    func text(_ number: Int) -> String? {
        lock.lock()
        defer { lock.unlock() }
        return texts.first { $0.number == number }?.text
    }
}
