/// One request as the server hands it to its handler: what libmicrohttpd parsed, the body complete.
package struct HTTPRequest: Sendable {
    /// `GET`, `POST`, …
    package let method: String
    /// The path, without the query (`/render`).
    package let path: String
    /// A header's value by its name (case-insensitive, as HTTP says).
    package let header: @Sendable (String) -> String?
    /// A query parameter's value, decoded.
    package let query: @Sendable (String) -> String?
    /// The body.
    package let body: [UInt8]

    /// Creates a request (tests make them without a server).
    package init(method: String, path: String, header: @escaping @Sendable (String) -> String?,
                query: @escaping @Sendable (String) -> String?, body: [UInt8]) {
        self.method = method
        self.path = path
        self.header = header
        self.query = query
        self.body = body
    }
}

/// What the handler answers.
package struct HTTPResponse: Sendable {
    /// The status code.
    package var status: UInt32
    /// Headers in order (`Content-Type` first).
    package var headers: [(String, String)]
    /// The body.
    package var body: [UInt8]

    /// A response with a media type.
    package init(_ status: UInt32, type: String, body: [UInt8], headers: [(String, String)] = []) {
        self.status = status
        self.headers = [("Content-Type", type)] + headers
        self.body = body
    }

    /// A plain-text response (a refusal, a diagnostic), ending in a newline.
    package static func text(_ status: UInt32, _ text: String) -> HTTPResponse {
        HTTPResponse(status, type: "text/plain; charset=utf-8", body: Array((text.hasSuffix("\n") ? text : text + "\n").utf8))
    }
}
