import RippleDiagnostics
import RippleJSON

/// What a request's JSON body holds, read by the strict parser: a render's arguments (`["--style", "ring"]`,
/// or `{"args": [...], "spec": "..."}` with the text of the spec being edited), or a save
/// (`{"text": "...", "version": N}`).
enum ServeBody {
    /// Why a request cannot be used: a 400 (or `status`) with this text.
    struct Problem: Error {
        let message: String
        var status: UInt32 = 400
    }

    /// A render's arguments and the spec text it brings, if any.
    static func render(_ bytes: [UInt8]) throws(Problem) -> (arguments: [String], spec: String?) {
        let root = try parse(bytes)
        switch root.kind {
        case .array: return (try strings(root, what: "the body"), nil)
        case .object(let object):
            guard let args = object.member(named: "args")?.value else { throw Problem(message: "the body's object needs \"args\": an array of strings") }
            var spec: String?
            if let value = object.member(named: "spec")?.value {
                guard case .string(let text) = value.kind else { throw Problem(message: "\"spec\" must be a string (the spec's JSON text)") }
                spec = text
            }
            return (try strings(args, what: "\"args\""), spec)
        default:
            throw Problem(message: "the body must be a JSON array of ripplegen's arguments (or {\"args\": [...], \"spec\": \"...\"})")
        }
    }

    /// A save: the text and the version the page loaded it at.
    static func save(_ bytes: [UInt8]) throws(Problem) -> (text: String, version: Int) {
        let root = try parse(bytes)
        guard case .object(let object) = root.kind, case .string(let text)? = object.member(named: "text")?.value.kind,
              case .number(let version, _)? = object.member(named: "version")?.value.kind, version == version.rounded(), abs(version) < 1e15 else {
            throw Problem(message: "the body must be {\"text\": \"...\", \"version\": N}")
        }
        return (text, Int(version))
    }

    /// The arguments of a GET sub-resource (`?args=` holds the JSON array).
    static func arguments(_ query: String?) throws(Problem) -> [String] {
        guard let query else { throw Problem(message: "the query needs args= (a JSON array of ripplegen's arguments)") }
        return try strings(try parse(Array(query.utf8)), what: "args")
    }

    /// The web format's files a render answers at once (`?files=css,js,mjs,d.mts`), in that order.
    static func webFiles(_ query: String) throws(Problem) -> [ServeRender.WebFile] {
        var files: [ServeRender.WebFile] = []
        for name in query.split(separator: ",", omittingEmptySubsequences: false) {
            guard let file = ServeRender.WebFile(rawValue: String(name)) else {
                throw Problem(message: "files=: '\(Printable.text(String(name)))' is not a file of --format web (css, js, mjs, d.mts)")
            }
            files.append(file)
        }
        return files
    }

    static func parse(_ bytes: [UInt8]) throws(Problem) -> JSONValue {
        do {
            return try JSONParser.parse(bytes, file: "body")
        } catch {
            throw Problem(message: error.diagnostic.description)
        }
    }

    static func strings(_ value: JSONValue, what: String) throws(Problem) -> [String] {
        guard case .array(let items) = value.kind else { throw Problem(message: "\(what) must be an array of strings") }
        var strings: [String] = []
        for item in items {
            guard case .string(let text) = item.kind else { throw Problem(message: "\(what) must hold strings only (found \(item.kindDescription))") }
            strings.append(text)
        }
        guard strings.count <= 200 else { throw Problem(message: "\(what): at most 200 arguments") }
        return strings
    }
}
