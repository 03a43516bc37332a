#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import RippleDiagnostics

/// `serve --open`: the browser is handed a file, never the address. A command line is readable by every local
/// user (`ps`, /proc/PID/cmdline) for the browser's whole life, and the address holds the secret; so, as
/// Jupyter does, the address goes into a page of mode 600 in a folder of mode 700 that only this user can
/// read, which sends the browser on to it (a meta refresh), and the browser is given that file's `file:` URL.
/// The file and its folder are removed when the server stops.
final class ServeBrowser: @unchecked Sendable {
    /// The folder made for the page, and the page.
    let folder: String
    let page: String

    private init(folder: String, page: String) {
        self.folder = folder
        self.page = page
    }

    /// Writes the page that redirects to `address` and opens it in the browser. Failing is only a warning
    /// (the address is printed): `nil` then.
    static func start(_ address: String, context: CommandContext) -> ServeBrowser? {
        let base = context.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        func warn(_ problem: String) -> ServeBrowser? {
            context.console.err("ripplegen: warning: serve --open: \(Printable.text(problem)): \(String(cString: strerror(errno)).lowercased()); open the address yourself")
            return nil
        }
        guard let folder = FileSystem.makeTemporaryFolder(base + "/ripplegen-serve-") else { return warn("cannot make a private folder in \(base)") }
        let opened = ServeBrowser(folder: folder, page: folder + "/open.html")
        let descriptor = FileSystem.openFile(opened.page, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        var text = html(address)
        let written = descriptor >= 0 && text.withUTF8 { POSIXWrite.all(UnsafeRawBufferPointer($0), to: descriptor) }
        if descriptor >= 0 { close(descriptor) }
        guard written else {
            defer { opened.remove() }
            return warn("cannot write \(opened.page)")
        }
        opened.launch(context: context)
        return opened
    }

    /// The page: a refresh to the address at once, and a link for a browser that does not follow it.
    static func html(_ address: String) -> String {
        """
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8"><meta http-equiv="refresh" content="0;url=\(address)">
        <title>ripplegen serve</title></head>
        <body><p><a href="\(address)">Open the ripplegen editor</a></p></body></html>

        """
    }

    /// The page's `file:` URL, its path's bytes outside the unreserved ones percent-encoded.
    var url: String {
        let unreserved = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~/".utf8)
        var path = ""
        ArgumentBytes.withPlatformPath(page) { pointer in
            for byte in UnsafeRawBufferPointer(start: pointer, count: strlen(pointer)) {
                path += unreserved.contains(byte) ? String(UnicodeScalar(byte)) : String(format: "%%%02X", byte)
            }
        }
        return "file://" + path
    }

    /// Removes the page and its folder.
    func remove() {
        FileSystem.removeFile(page)
        FileSystem.removeDirectory(folder)
    }

    /// Starts the user's browser on `url`: the command in `$BROWSER` when it is set (the convention of xdg-open
    /// and Python's webbrowser; the first of a `:`-separated list, found on PATH), else the platform's opener.
    /// Failing is only a warning: the address is printed.
    private func launch(context: CommandContext) {
        #if os(macOS)
        let platform = URL(fileURLWithPath: "/usr/bin/open")
        #else
        let platform = URL(fileURLWithPath: "/usr/bin/xdg-open")
        #endif
        let chosen = context.environment["BROWSER"]?.split(separator: ":").first.map(String.init)
        let process = Process()
        if let chosen, !chosen.isEmpty {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = [chosen, url]
        } else {
            process.executableURL = platform
            process.arguments = [url]
        }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            context.console.err("ripplegen: warning: cannot run \(Printable.text(chosen ?? platform.path)); open the address above yourself")
        }
    }
}
