#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Testing

/// Something a few tests need from the machine (the raster libraries, the SVG 1.1 DTD, a tool on PATH, root),
/// under one convention for every such test.
///
/// Missing, the tests are skipped and Swift Testing prints why (`Test … skipped: "…"`), naming the variable
/// that would make them run. With `RIPPLEGEN_REQUIRE_<NAME>=1` they run anyway and fail on what is missing:
/// `.ci/run` sets the variables for what it installs, so a package lost from CI turns into failures rather
/// than into a run that passes with fewer tests.
public struct Requirement: Sendable {
    /// The part after `RIPPLEGEN_REQUIRE_`: `RASTER`, `DTD`, `XMLLINT`, `NODE`, …
    public let name: String
    /// What is missing on this machine, or `nil` when the requirement is met.
    public let missing: String?

    /// - Parameters:
    ///   - name: the part after `RIPPLEGEN_REQUIRE_`.
    ///   - missing: what is missing (said in the skip), or `nil` when the requirement is met.
    public init(_ name: String, missing: String?) {
        self.name = name
        self.missing = missing
    }

    /// The environment variable that turns a skip into a failure.
    public var variable: String { "RIPPLEGEN_REQUIRE_\(name)" }

    /// Whether `RIPPLEGEN_REQUIRE_<NAME>=1` is set.
    public var isRequired: Bool { ProcessInfo.processInfo.environment[variable] == "1" }

    /// Whether the tests that need this run: when it is met, or when it is required (and they then fail).
    public var runs: Bool { missing == nil || isRequired }

    /// The skip's reason: what is missing, and how to make its absence a failure.
    public var reason: String {
        "\(missing ?? "nothing is missing"); \(variable)=1 makes this a failure instead of a skip"
    }

    /// The trait for `@Test` and `@Suite`: the test runs when `runs`, else it is skipped with `reason`. A test
    /// that needs two things takes two traits (it runs when both let it).
    public var trait: ConditionTrait {
        .enabled(if: runs, Comment(rawValue: reason))
    }

    /// The same trait, its skip saying first why the test needs this.
    ///
    /// - Parameter why: what the test does with it (`mknod needs root`).
    public func trait(because why: String) -> ConditionTrait {
        .enabled(if: runs, Comment(rawValue: "\(why): \(reason)"))
    }
}

// MARK: - The requirements tests share

extension Requirement {
    /// librsvg and cairo, for filmstrips and every raster still: asked of the dynamic loader by soname (so a
    /// library installed anywhere the loader looks counts, on Debian or macOS alike).
    public static let rasterizer = libraries("RASTER", rasterizerNames)

    /// Every library the raster formats load: librsvg and cairo, libwebp and libwebpmux (WebP), giflib (GIF)
    /// and zlib (PNG data).
    public static let raster = libraries("RASTER", rasterizerNames + [
        ["libwebp.so.7", "libwebp.7.dylib"], ["libwebpmux.so.3", "libwebpmux.3.dylib"],
        ["libgif.so.7", "libgif.7.dylib", "libgif.dylib"], ["libz.so.1", "libz.1.dylib"],
    ])

    /// libzip, which writes and reads the dotLottie archive (`--format dotlottie`, `validate FILE.lottie`).
    public static let zip = libraries("ZIP", [["libzip.so.4", "libzip.5.dylib", "libzip.dylib"]])

    /// rlottie (Debian's `librlottie0-1`), the Lottie player `serve`'s Lottie preview draws with.
    public static let rlottie = libraries("RLOTTIE", [["librlottie.so.0-1", "librlottie.so.0", "librlottie.0.dylib"]])

    /// librsvg's and cairo's names, as `RSVGLibrary` asks for them.
    private static let rasterizerNames = [["librsvg-2.so.2", "librsvg-2.2.dylib"], ["libcairo.so.2", "libcairo.2.dylib"]]

    /// Running as root (mknod, chown to another user, mounting a tmpfs).
    public static let root = Requirement("ROOT", missing: geteuid() == 0 ? nil : "not running as root")

    /// Not running as root: root writes where a read-only directory refuses everyone else.
    public static let nonRoot = Requirement("NONROOT", missing: geteuid() == 0 ? "running as root" : nil)

    /// Linux's `/proc` (macOS has none): a link to the process's own descriptors, a file system that refuses
    /// new files even to root.
    public static let procfs = Requirement(
        "PROCFS", missing: FileManager.default.fileExists(atPath: "/proc/self/fd") ? nil : "there is no /proc/self/fd (Linux's /proc)"
    )

    /// A program on PATH, as `RIPPLEGEN_REQUIRE_<NAME>` (upper-cased, `-` as `_`).
    ///
    /// - Parameter program: the program's name (`node`, `python3`, `xmllint`).
    /// - Returns: a requirement met when `program` is on PATH.
    public static func onPath(_ program: String) -> Requirement {
        let name = program.uppercased().replacingOccurrences(of: "-", with: "_")
        return Requirement(name, missing: BinaryRunner.onPath(program) == nil ? "\(program) is not on PATH" : nil)
    }

    /// Libraries the dynamic loader must find, each under one of its names.
    ///
    /// - Parameters:
    ///   - name: the part after `RIPPLEGEN_REQUIRE_`.
    ///   - libraries: for each library, its sonames to try (Linux first, then macOS).
    /// - Returns: a requirement met when every library loads; else it names the first soname of each that
    ///   does not, with what the loader said.
    public static func libraries(_ name: String, _ libraries: [[String]]) -> Requirement {
        let missing = libraries.compactMap { names -> String? in
            var said: String?
            for candidate in names {
                // Never closed: a probe runs once per test process, and unloading GLib-based libraries is unsafe.
                if dlopen(candidate, RTLD_NOW | RTLD_LOCAL) != nil { return nil }
                if said == nil, let message = dlerror() { said = String(cString: message) }
            }
            return said ?? "\(names[0]) cannot be loaded"
        }
        return Requirement(name, missing: missing.isEmpty ? nil : missing.joined(separator: "; "))
    }
}
