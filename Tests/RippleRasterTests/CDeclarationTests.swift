import RippleRaster
import Testing

/// Every C declaration's Swift type agrees with its C text (the C text is checked against the real headers by
/// `Scripts/check-c-declarations.sh`, which needs the -dev packages; this needs nothing).
@Suite struct CDeclarationTests {
    /// The Swift type of each callback typedef, for the parameters that name one.
    static let callbacks = Dictionary(
        uniqueKeysWithValues: CDeclarations.all.filter { $0.kind == .callback }.map { ($0.symbol, $0.swiftType) })

    @Test(arguments: CDeclarations.all.map(Entry.init))
    func swiftTypeAgreesWithCText(_ entry: Entry) {
        let problems = CTypeMapper.mismatches(prototype: entry.prototype, swiftType: entry.swiftType, callbacks: Self.callbacks)
        #expect(problems.isEmpty, "\(entry.symbol): \(problems.joined(separator: "; "))")
    }

    @Test func everyLibraryDeclaresFunctionsOnceEach() {
        let symbols = CDeclarations.all.map(\.symbol)
        #expect(Set(symbols).count == symbols.count)
        for library in CDeclarations.libraries {
            #expect(!library.declarations.isEmpty && !library.headers.isEmpty && !library.devPackages.isEmpty)
        }
        // The loaders' count: 3 zlib, 12 librsvg/cairo/GLib, 11 libwebp, 13 giflib + 1 callback, 7 + 3 callbacks
        // libmicrohttpd. A declaration the reflection missed would escape both checks.
        #expect(symbols.count == 50)
    }

    /// The mapper must reject what would corrupt memory, or the agreement test proves nothing.
    @Test(arguments: [
        MapperCase("int (*)(int, long)", "@convention(c) (Int32, Int) -> Int32", agrees: true),
        MapperCase("int (*)(int, long)", "@convention(c) (Int32, Int32) -> Int32", agrees: false),
        MapperCase("int (*)(int)", "@convention(c) (Int32, Int32) -> Int32", agrees: false),
        MapperCase("unsigned int (*)(void)", "@convention(c) () -> Int32", agrees: false),
        MapperCase("void (*)(void)", "@convention(c) () -> ()", agrees: true),
        MapperCase("int (*)()", "@convention(c) () -> Int32", agrees: false),
        MapperCase("int (*)(int width)", "@convention(c) (Int32) -> Int32", agrees: false),
        MapperCase("double (*)(float)", "@convention(c) (Float) -> Double", agrees: true),
        MapperCase("float (*)(double)", "@convention(c) (Float) -> Double", agrees: false),
        MapperCase("void (*)(const char*)", "@convention(c) (Optional<UnsafePointer<Int8>>) -> ()", agrees: true),
        MapperCase("void (*)(const char*)", "@convention(c) (Optional<UnsafeMutablePointer<Int8>>) -> ()", agrees: false),
        MapperCase("void (*)(uint16_t*)", "@convention(c) (Optional<UnsafeMutablePointer<UInt8>>) -> ()", agrees: false),
        MapperCase("void (*)(GError**)", "@convention(c) (Optional<UnsafeMutablePointer<Optional<OpaquePointer>>>) -> ()", agrees: true),
        MapperCase("void (*)(GError*)", "@convention(c) (Optional<UnsafeMutablePointer<Optional<OpaquePointer>>>) -> ()", agrees: false),
        MapperCase("void (*)(void**)", "@convention(c) (Optional<UnsafeMutablePointer<Optional<UnsafeMutableRawPointer>>>) -> ()", agrees: true),
        MapperCase("size_t (*)(const struct x*)", "@convention(c) (Optional<OpaquePointer>) -> Int", agrees: true),
        MapperCase("size_t (*)(const struct x*)", "@convention(c) (Optional<OpaquePointer>) -> Int32", agrees: false),
        MapperCase("int (*)(Callback)", "@convention(c) (Optional<@convention(c) (Int32) -> Int32>) -> Int32", agrees: true),
        MapperCase("int (*)(Callback)", "@convention(c) (Optional<@convention(c) (Int) -> Int32>) -> Int32", agrees: false),
        MapperCase("int (*)(Unknown)", "@convention(c) (Int32) -> Int32", agrees: false),
    ])
    func mapperCatchesMismatches(_ test: MapperCase) {
        let callbacks = ["Callback": "@convention(c) (Int32) -> Int32"]
        let problems = CTypeMapper.mismatches(prototype: test.prototype, swiftType: test.swiftType, callbacks: callbacks)
        #expect(problems.isEmpty == test.agrees, "\(problems)")
    }

    /// One declaration, as plain strings (test arguments print their symbol).
    struct Entry: Sendable, CustomTestStringConvertible {
        let symbol: String
        let prototype: String
        let swiftType: String
        init(_ declaration: any CDeclaration) {
            (symbol, prototype, swiftType) = (declaration.symbol, declaration.prototype, declaration.swiftType)
        }
        var testDescription: String { symbol }
    }

    struct MapperCase: Sendable, CustomTestStringConvertible {
        let prototype: String
        let swiftType: String
        let agrees: Bool
        init(_ prototype: String, _ swiftType: String, agrees: Bool) {
            (self.prototype, self.swiftType, self.agrees) = (prototype, swiftType, agrees)
        }
        var testDescription: String { "\(prototype) as \(swiftType)" }
    }
}
