// swift-tools-version:6.0
import PackageDescription

// The pipeline, one target per stage, dependencies pointing one way:
// RippleJSON (strict parser + reader) → RippleKit (model, templates read themselves) → RippleTemplates (built-ins);
// RippleMarkup (XML/CSS builder, no dependency) → RippleSerializers (SMIL, CSS, web, Lottie; RippleKit,
// RippleMarkup, RippleJSON's string escaper);
// RippleValidation (libxml2 through CLibXML2, the only C import; no model: it checks bytes and reports
// Diagnostics); RippleRaster (librsvg loaded at run time; RippleSerializers) → RippleCLI (argv, files; all of
// them) → ripplegen (main).
let package = Package(
    name: "ripplegen",
    platforms: [.macOS(.v13)],
    products: [
        .library(
            name: "RippleKit",
            targets: ["RippleJSON", "RippleKit", "RippleTemplates", "RippleMarkup", "RippleSerializers", "RippleValidation", "RippleRaster"]
        ),
        .executable(name: "ripplegen", targets: ["ripplegen"]),
    ],
    targets: [
        // The position-keeping JSON parser and the explicit reader spec types read themselves with.
        .target(name: "RippleJSON"),
        .target(name: "RippleKit", dependencies: ["RippleJSON"]),
        .testTarget(name: "RippleKitTests", dependencies: ["RippleKit", "RippleTemplates", "RippleTestSupport"]),

        // The built-in styles: Templates/styles/*.json, embedded into the binary (the folder is a symlink).
        .target(name: "RippleTemplates", dependencies: ["RippleKit", "RippleJSON"], resources: [.embedInCode("styles")]),
        .testTarget(name: "RippleTemplatesTests", dependencies: ["RippleTemplates", "RippleKit", "RippleJSON"]),

        .target(name: "RippleMarkup"),
        .testTarget(name: "RippleMarkupTests", dependencies: ["RippleMarkup"]),

        .target(name: "RippleSerializers", dependencies: ["RippleJSON", "RippleKit", "RippleMarkup"]),
        .testTarget(
            name: "RippleSerializersTests",
            dependencies: ["RippleSerializers", "RippleTemplates", "RippleValidation", "RippleTestSupport"]
        ),

        .systemLibrary(name: "CLibXML2", pkgConfig: "libxml-2.0", providers: [.apt(["libxml2-dev"])]),
        .target(name: "RippleValidation", dependencies: ["CLibXML2", "RippleJSON"]),
        .testTarget(name: "RippleValidationTests", dependencies: ["RippleValidation", "RippleTestSupport"]),

        // Raster output (PNG stills and filmstrips, APNG, WebP, GIF): librsvg, cairo, zlib, libwebpmux and giflib,
        // all loaded at run time through one helper (no build dependency).
        .target(name: "RippleRaster", dependencies: ["RippleKit", "RippleSerializers"]),
        .testTarget(name: "RippleRasterTests", dependencies: ["RippleRaster", "RippleKit", "RippleTemplates"]),

        .target(
            name: "RippleCLI",
            dependencies: ["RippleJSON", "RippleKit", "RippleTemplates", "RippleMarkup", "RippleSerializers", "RippleValidation", "RippleRaster"]
        ),
        .executableTarget(name: "ripplegen", dependencies: ["RippleCLI"]),
        .testTarget(name: "RippleCLITests", dependencies: ["RippleCLI", "RippleTestSupport"]),

        // Golden-file and process helpers shared by the test targets.
        .target(name: "RippleTestSupport", path: "Tests/RippleTestSupport"),
    ]
)
