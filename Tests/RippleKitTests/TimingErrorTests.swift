import RippleKit
import Testing

/// A timing error names its value as data, so the template resolver names the option or the spec key from the
/// error's subject, never from its message.
struct TimingErrorTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let duration: Double, delay: Double, repeatCount: Repeat, subject: TimingValue
        var testDescription: String { "\(subject)" }
    }

    @Test(arguments: [
        Case(duration: 0, delay: 0, repeatCount: .count(1), subject: .duration),
        Case(duration: 90_000, delay: 0, repeatCount: .count(1), subject: .duration),
        Case(duration: 1, delay: .infinity, repeatCount: .count(1), subject: .delay),
        Case(duration: 1, delay: -90_000, repeatCount: .count(1), subject: .delay),
        Case(duration: 1, delay: 0, repeatCount: .count(0.5), subject: .repeatCount),
        Case(duration: 1, delay: 0, repeatCount: .count(2e6), subject: .repeatCount),
    ])
    func theErrorCarriesItsSubject(_ test: Case) {
        do {
            _ = try Timing(duration: test.duration, delay: test.delay, repeatCount: test.repeatCount)
            Issue.record("accepted")
        } catch {
            guard case .invalidTiming(let subject, let message) = error else { Issue.record("\(error)"); return }
            #expect(subject == test.subject)
            #expect(message.hasPrefix(test.subject.rawValue), "\(message)")
        }
    }
}
