import Foundation
import RippleArchive
import RippleJSON
import RippleServe

/// `POST /export`: every format's files for the page's settings, as one ZIP archive (the hand-off).
///
/// The body names each format's render as the page shows it: `{"spec": "…", "files": [{"args": [...],
/// "name": "ripple.svg"}, ...]}` (the arguments of `/render`, without `-o`; `name` is the file the command line
/// writes, `-o NAME`). Each is rendered as `/render` renders it, so every entry holds the bytes the CLI writes
/// for that command line; the web format's three files are named after its style sheet, as the CLI names
/// them. The archive starts with `README.md`, which lists the command lines (with `--spec FILE` when the
/// served spec is the style), and is byte-stable: entries in the order given, fixed times and modes
/// (`ZipArchive`). All the renders hold one render slot, one after another.
struct ServeExport: Sendable {
    let renderer: ServeRender

    /// One format's render: its arguments and the file name its command line writes.
    struct Job: Equatable, Sendable {
        let arguments: [String]
        let name: String
    }

    /// The most renders one export asks for (the formats the menu offers, with room to spare).
    static let maximumJobs = 16

    /// The archive's name in the page's download.
    static let fileName = "ripplegen-export.zip"

    /// The answer for a request's body (`specText`: the served spec's text on disk, used when the body brings
    /// none).
    func answer(_ body: [UInt8], specText: String?) -> HTTPResponse {
        let jobs: [Job], spec: String?
        do {
            (jobs, spec) = try Self.parse(body)
        } catch {
            return .text(error.status, "ripplegen: error: " + error.message)
        }
        return renderer.withSlot { archive(jobs, spec: spec, specText: specText, holding: $0) }
    }

    private func archive(_ jobs: [Job], spec: String?, specText: String?, holding slot: ServeRender.Slot) -> HTTPResponse {
        let zip: ZipArchive
        switch ZipArchive.shared {
        case .success(let loaded): zip = loaded
        case .failure(let missing): return .text(501, "ripplegen: error: the export needs libzip: \(missing)")
        }
        let served = renderer.specName == nil ? nil : specText
        let made: [ZipArchive.Entry]
        do throws(CLIError) {
            made = try entries(jobs, spec: spec ?? served, unsaved: spec != nil && served != nil && spec != served, holding: slot)
        } catch {
            return ServeRender.refused(error)
        }
        do throws(ZipError) {
            return HTTPResponse(200, type: "application/zip", body: try zip.archive(made),
                                headers: [("Content-Disposition", "attachment; filename=\"\(Self.fileName)\"")])
        } catch {
            return .text(500, "ripplegen: error: \(error)")
        }
    }

    /// The archive's entries: the README, then each job's files in order (`unsaved`: the spec text differs from
    /// the file on disk, which the README says).
    func entries(_ jobs: [Job], spec: String?, unsaved: Bool = false, holding slot: ServeRender.Slot) throws(CLIError) -> [ZipArchive.Entry] {
        var entries: [ZipArchive.Entry] = []
        var lines: [String] = []
        for job in jobs {
            // The previews' renders of these settings, when just made, are not made again.
            let (files, _) = try renderer.made(job.arguments, spec: spec, holding: slot)
            let stem = job.name.split(separator: ".", omittingEmptySubsequences: false).dropLast().joined(separator: ".")
            for file in files {
                // The web format's scripts are named after its style sheet, as `-o NAME.css` names them.
                let name = files.count == 1 ? job.name : stem + file.ending
                guard !entries.contains(where: { $0.name == name }) else { throw CLIError.usage("the export names \(name) twice") }
                entries.append(ZipArchive.Entry(name: name, bytes: file.bytes))
            }
            let source = spec != nil && renderer.specName != nil && !job.arguments.contains(where: { $0 == "--style" || $0.hasPrefix("--style=") })
                ? ["--spec", renderer.specName ?? ""] : []
            lines.append((["ripplegen"] + source + job.arguments + ["-o", job.name]).map(Self.shellWord).joined(separator: " "))
        }
        let note = unsaved ? renderer.specName.map { "The spec had unsaved changes in the page: these lines make these files once \($0) is saved.\n" } : nil
        return [ZipArchive.Entry(name: "README.md", bytes: Array((Self.readme(lines) + (note ?? "")).utf8))] + entries
    }

    /// The README: what the archive holds and the command lines that make each file.
    static func readme(_ lines: [String]) -> String {
        """
        # ripplegen export

        Every format's files for one set of settings, exported by `ripplegen serve`. Each file holds exactly the
        bytes its command line writes (run in the folder `ripplegen serve` was started in):

        ```sh
        \(lines.joined(separator: "\n"))
        ```

        """
    }

    /// A word as a POSIX shell reads it back (the page's command line quotes the same way).
    static func shellWord(_ word: String) -> String {
        let plain = !word.isEmpty && word.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "_@%+=:,./-".unicodeScalars.contains(scalar))
        }
        return plain ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// The jobs and the spec text of a body.
    static func parse(_ body: [UInt8]) throws(ServeBody.Problem) -> ([Job], String?) {
        let root = try ServeBody.parse(body)
        guard case .object(let object) = root.kind, let list = object.member(named: "files")?.value, case .array(let items) = list.kind else {
            throw ServeBody.Problem(message: "the body must be {\"files\": [{\"args\": [...], \"name\": \"FILE\"}, ...], \"spec\": \"...\"}")
        }
        guard (1...maximumJobs).contains(items.count) else { throw ServeBody.Problem(message: "an export makes 1 to \(maximumJobs) files") }
        var spec: String?
        if let value = object.member(named: "spec")?.value {
            guard case .string(let text) = value.kind else { throw ServeBody.Problem(message: "\"spec\" must be a string (the spec's JSON text)") }
            spec = text
        }
        var jobs: [Job] = []
        for item in items {
            guard case .object(let job) = item.kind, let args = job.member(named: "args")?.value,
                  case .string(let name)? = job.member(named: "name")?.value.kind else {
                throw ServeBody.Problem(message: "each file must be {\"args\": [...], \"name\": \"FILE\"}")
            }
            guard isFileName(name) else {
                throw ServeBody.Problem(message: "\(JSONText.quoted(name)) is not a file name (letters, digits, '.', '-', '_'; no folder)")
            }
            jobs.append(Job(arguments: try ServeBody.strings(args, what: "\"args\""), name: name))
        }
        return (jobs, spec)
    }

    /// A plain file name with an extension: no folder, nothing a shell or an unzip reads otherwise.
    static func isFileName(_ name: String) -> Bool {
        name.count <= 100 && name.contains(".") && !name.hasPrefix(".") && name.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "._-".unicodeScalars.contains(scalar))
        }
    }
}
