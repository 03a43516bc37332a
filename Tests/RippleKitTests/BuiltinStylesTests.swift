import Foundation
import RippleKit
import RippleTemplates
import RippleTestSupport
import Testing

/// The embedded styles are exactly the files of Templates/styles, and each one resolves.
struct BuiltinStylesTests {
    @Test func embeddedStylesMatchTheTemplateFolder() throws {
        let folder = Golden.root.appendingPathComponent("Templates/styles")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
        #expect(BuiltinStyles.names.sorted() == files, "add new files of Templates/styles to BuiltinStyles.files")
    }

    @Test(arguments: BuiltinStyles.names)
    func eachStyleDecodesAndResolves(_ name: String) throws {
        let template = try #require(try BuiltinStyles.template(named: name))
        #expect(template.name == name)
        let animation = try template.resolve()
        #expect(!animation.layers.isEmpty)
        let json = try #require(BuiltinStyles.json(named: name))
        let file = try String(contentsOf: Golden.root.appendingPathComponent("Templates/styles/\(name).json"), encoding: .utf8)
        #expect(json == file)
    }

    @Test(arguments: BuiltinStyles.names)
    func everyParameterHasAFlagAndHelp(_ name: String) throws {
        let template = try #require(try BuiltinStyles.template(named: name))
        for parameter in template.parameters ?? [] {
            #expect(parameter.flag.hasPrefix("--"))
            #expect(!parameter.help.isEmpty)
            if parameter.kind == .choice {
                let choices = parameter.choices ?? []
                #expect(choices.contains { $0.name == parameter.default.choice }, "\(parameter.flag) default")
            }
        }
    }
}
