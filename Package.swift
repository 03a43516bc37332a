// swift-tools-version:6.0
import Foundation
import PackageDescription

// The pipeline, one target per stage, dependencies pointing one way:
// RippleDiagnostics (problems as data, printable text) → RippleJSON (strict parser + reader) → RippleKit (model, templates read themselves) → RippleTemplates (built-ins);
// RippleMarkup (XML/CSS builder, no dependency) → RippleSerializers (SMIL, CSS, web, Lottie; RippleKit,
// RippleMarkup, RippleJSON's string escaper);
// RippleValidation (libxml2 through CLibXML2, the only C import; no model: it checks bytes and reports
// Diagnostics); RippleRaster (librsvg loaded at run time; RippleSerializers) → RipplePipeline (request in, files
// out, no file system) → RippleCLI (argv, files; all of
// them) → ripplegen (main).
let package = Package(
    name: "ripplegen",
    platforms: [.macOS(.v13)],
    products: [
        .library(
            name: "RippleKit",
            targets: ["RippleDiagnostics", "RippleJSON", "RippleKit", "RippleTemplates", "RippleMarkup", "RippleSerializers", "RippleValidation", "RippleLibraries", "RippleArchive", "RippleRaster", "RipplePipeline"]
        ),
        .executable(name: "ripplegen", targets: ["ripplegen"]),
    ],
    targets: [
        // What every stage reports problems with (`Diagnostic`, nested ones included) and the one function
        // that makes user text printable.
        .target(name: "RippleDiagnostics"),
        .testTarget(name: "RippleDiagnosticsTests", dependencies: ["RippleDiagnostics"]),
        // The position-keeping JSON parser and the explicit reader spec types read themselves with.
        .target(name: "RippleJSON", dependencies: ["RippleDiagnostics"]),
        .testTarget(name: "RippleJSONTests", dependencies: ["RippleJSON"]),
        .target(name: "RippleKit", dependencies: ["RippleDiagnostics", "RippleJSON"]),
        .testTarget(name: "RippleKitTests", dependencies: ["RippleKit", "RippleTemplates", "RippleTestSupport"]),

        // The built-in styles: Templates/styles/*.json, embedded into the binary (the folder is a symlink).
        .target(name: "RippleTemplates", dependencies: ["RippleKit", "RippleJSON"], resources: [.embedInCode("styles")]),
        .testTarget(name: "RippleTemplatesTests", dependencies: ["RippleTemplates", "RippleKit", "RippleJSON"]),

        .target(name: "RippleMarkup"),
        .testTarget(name: "RippleMarkupTests", dependencies: ["RippleMarkup"]),

        .target(name: "RippleSerializers", dependencies: ["RippleDiagnostics", "RippleJSON", "RippleKit", "RippleMarkup"]),
        .testTarget(
            name: "RippleSerializersTests",
            dependencies: ["RippleDiagnostics", "RippleSerializers", "RippleTemplates", "RippleValidation", "RipplePipeline", "RippleTestSupport"]
        ),

        .systemLibrary(name: "CLibXML2", pkgConfig: "libxml-2.0", providers: [.apt(["libxml2-dev"])]),
        .target(name: "RippleValidation", dependencies: ["CLibXML2", "RippleDiagnostics", "RippleJSON", "RippleArchive"]),
        .testTarget(name: "RippleValidationTests", dependencies: ["RippleValidation", "RippleDiagnostics", "RippleTestSupport", "RippleArchive"]),

        // Raster output (PNG stills and filmstrips, APNG, WebP, GIF): librsvg, cairo, zlib, libwebpmux and giflib,
        // all loaded at run time through one helper (no build dependency).
        // The C libraries loaded at run time (raster, zlib, libmicrohttpd): each function declared once, in the
        // X-macro lists of CRippleLibraries' headers, whose C loaders dlsym them; RippleLibraries opens the libraries
        // (`DynamicLibrary`) and calls the functions through those tables (`CFunctions`). No -dev package is needed
        // to build; Scripts/check-c-declarations.sh compiles the lists against the real headers.
        .target(name: "CRippleLibraries"),
        .target(name: "RippleLibraries", dependencies: ["CRippleLibraries"]),
        // ZIP archives in memory (the dotLottie container) through libzip, loaded like the others.
        .target(name: "RippleArchive", dependencies: ["RippleLibraries", "CRippleLibraries"]),
        .target(name: "RippleRaster", dependencies: ["RippleKit", "RippleSerializers", "RippleLibraries", "CRippleLibraries"]),
        .testTarget(name: "RippleRasterTests", dependencies: ["RippleRaster", "RippleLibraries", "RippleKit", "RippleTemplates", "RippleTestSupport"]),
        // Not a test: the raster formats' bytes against a naive encoding, printed (`swift run -c release
        // raster-savings`; Benchmarks/raster.py puts the table into raster-results.md).
        .executableTarget(
            name: "raster-savings", dependencies: ["RippleRaster", "RippleKit", "RippleTemplates"], path: "Benchmarks/RasterSavings"
        ),

        // Request in, files out: the output kinds' registry, the typed request (`OutputRequest`, no path) and the
        // one entry point (`Pipeline.render`) that resolves, renders and checks its files in memory. The CLI,
        // batch, serve and the gallery call it and differ only in where the files go.
        .target(
            name: "RipplePipeline",
            dependencies: ["RippleDiagnostics", "RippleJSON", "RippleKit", "RippleMarkup", "RippleSerializers", "RippleValidation",
                           "RippleArchive", "RippleRaster"]
        ),
        .testTarget(name: "RipplePipelineTests", dependencies: ["RipplePipeline", "RippleKit", "RippleTemplates", "RippleDiagnostics"]),

        // `ripplegen serve`: an HTTP server on libmicrohttpd, loaded at run time like the raster libraries.
        .target(name: "RippleServe", dependencies: ["RippleLibraries", "CRippleLibraries"]),
        .testTarget(name: "RippleServeTests", dependencies: ["RippleServe", "RippleTestSupport"]),

        // The editor page's HTML, scripts (ES modules) and style sheet: Templates/editor/, embedded into the binary
        // (the folder Serve/editor is a symlink), as the built-in styles are; its node tests and notes are not.
        .target(
            name: "RippleCLI",
            dependencies: ["RippleDiagnostics", "RippleJSON", "RippleKit", "RippleTemplates", "RippleMarkup", "RippleSerializers",
                           "RippleValidation", "RippleLibraries", "RippleRaster", "RippleServe", "RippleArchive", "RipplePipeline"],
            exclude: ["Serve/editor/test", "Serve/editor/README.md", "Serve/editor/package.json"],
            resources: [.embedInCode("Serve/editor")]
        ),
        .executableTarget(name: "ripplegen", dependencies: ["RippleCLI"]),
        .testTarget(
            name: "RippleCLITests",
            dependencies: ["RippleCLI", "RippleDiagnostics", "RippleTestSupport", "RippleArchive", "RippleValidation", "RipplePipeline", "RippleKit", "RippleTemplates", "RippleRaster", "RippleLibraries"]
        ),

        // Golden-file and process helpers shared by the test targets.
        .target(name: "RippleTestSupport", path: "Tests/RippleTestSupport"),
    ]
)

// CI builds with RIPPLEGEN_WARNINGS_AS_ERRORS=1 (.ci/run exports it): the compiler itself then refuses a warning in
// every target declared above (tests included), instead of a script grepping a build log.
if ProcessInfo.processInfo.environment["RIPPLEGEN_WARNINGS_AS_ERRORS"] == "1" {
    for target in package.targets where target.type != .system && !target.name.hasPrefix("C") {
        target.swiftSettings = (target.swiftSettings ?? []) + [.unsafeFlags(["-warnings-as-errors"])]
    }
}
