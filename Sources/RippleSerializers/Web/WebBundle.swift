/// A folder's style bundle (`batch` with `"engine": "bundle"`): the files a page with several styles loads
/// once, `ripplegen.css` (every style's sheet) and `ripplegen.js`, `.mjs`, `.d.mts` (the engine with every press
/// style's program). Composed from what the web format writes for each style beside the shared engine
/// (`WebRenderer.Options.sharedEngine`), nothing rewritten: the sheets as they are, one after the other; the
/// classic script, the shared engine's followed by each style's own (each pushes its program onto the engine,
/// `self.ripplegen`, so a style's script of the shared layout loaded beside the bundle joins it too); the
/// module, the engine with the programs' array (`Templates/web/entry-bundle-module.js`).
package enum WebBundle {
    /// One style of the bundle, as `WebRenderer.press` renders it with `Options.sharedEngine`.
    package struct Member: Sendable {
        /// Its sheet (`NAME.css`).
        package var styleSheet: [UInt8]
        /// Its classic script (`NAME.js`): a press style's program pushed onto the shared engine, or a
        /// decoration's own small engine, which the bundle leaves out (its sheet is in the bundle's).
        package var script: [UInt8]

        /// A style's sheet and classic script, rendered beside the shared engine.
        package init(styleSheet: [UInt8], script: [UInt8]) {
            self.styleSheet = styleSheet
            self.script = script
        }
    }

    /// The bundle's files, the members in order.
    package static func make(_ members: [Member]) -> WebAsset {
        let header = WebScriptHeader.bundleLine
        let sheets = members.map { String(decoding: $0.styleSheet, as: UTF8.self) }
        // A press style's classic script without its header line: the statement that pushes its program.
        let pushes = members.compactMap { member -> Substring? in
            let text = String(decoding: member.script, as: UTF8.self)
            guard let line = text.firstIndex(of: "\n"), program(of: text[text.index(after: line)...]) != nil else { return nil }
            return text[text.index(after: line)...]
        }
        let programs = pushes.compactMap(program(of:))
        let script = header + WebEngineSource.sharedScript + "\n" + pushes.joined()
        let module = header + WebEngineSource.bundleModule.replacing("__RIPPLE__", with: "[" + programs.joined(separator: ",") + "]") + "\n"
        let types = header + WebEngineSource.bundleTypes + "\n"
        let sheet = "/* ripplegen: style bundle, docs/web.md */\n" + sheets.joined()
        return WebAsset(styleSheet: Array(sheet.utf8), script: Array(script.utf8), module: Array(module.utf8), types: Array(types.utf8))
    }

    /// The program in a press style's classic script beside the shared engine (its header line removed):
    /// the text in place of `__RIPPLE__` in `WebEngineSource.styleScript`; `nil` for any other script.
    static func program(of statement: Substring) -> Substring? {
        let template = WebEngineSource.styleScript.split(separator: "__RIPPLE__", omittingEmptySubsequences: false)
        guard template.count == 2, statement.hasSuffix("\n") else { return nil }
        let body = statement.dropLast()
        guard body.hasPrefix(template[0]), body.hasSuffix(template[1]),
              body.count > template[0].count + template[1].count else { return nil }
        return body.dropFirst(template[0].count).dropLast(template[1].count)
    }
}
