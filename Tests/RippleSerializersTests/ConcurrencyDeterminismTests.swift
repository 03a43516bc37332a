import Foundation
import RippleKit
import RippleSerializers
import RippleTemplates
import RippleValidation
import Testing

/// The same bytes when many documents are produced at once (and validated, one validator per thread).
struct ConcurrencyDeterminismTests {
    @Test func parallelRenderingGivesTheSequentialBytes() async throws {
        let cases = GoldenDocumentTests.cases
        var expected: [String] = []
        for item in cases { expected.append(try GoldenDocumentTests.render(item)) }
        let results = try await withThrowingTaskGroup(of: (Int, String, Int).self) { group in
            for round in 0..<8 {
                for (index, item) in cases.enumerated() {
                    group.addTask {
                        let document = try GoldenDocumentTests.render(item)
                        let problems = SVGValidator().validate(document, file: item.id)
                        return (index, document, problems.count + round * 0)
                    }
                }
            }
            var collected: [(Int, String, Int)] = []
            for try await result in group { collected.append(result) }
            return collected
        }
        #expect(results.count == cases.count * 8)
        for (index, document, problems) in results {
            #expect(document == expected[index], "\(cases[index].id) differs when rendered concurrently")
            #expect(problems == 0)
        }
    }
}
