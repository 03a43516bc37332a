/// The `attributeName` rule: JSX ports leak React's camelCase (`strokeOpacity`) into SMIL, which
/// Safari then silently ignores (react-loader-spinner #92). SVG spells presentation attributes in
/// kebab-case; only the attributes below are genuinely camelCase.
extension SVGLinter {
    /// SVG 1.1 attributes whose real names contain capitals.
    static let camelCaseAttributes: Set<String> = [
        "attributeName", "attributeType", "baseFrequency", "baseProfile", "calcMode", "clipPathUnits",
        "contentScriptType", "contentStyleType", "diffuseConstant", "edgeMode", "externalResourcesRequired",
        "filterRes", "filterUnits", "glyphRef", "gradientTransform", "gradientUnits", "kernelMatrix",
        "kernelUnitLength", "keyPoints", "keySplines", "keyTimes", "lengthAdjust", "limitingConeAngle",
        "markerHeight", "markerUnits", "markerWidth", "maskContentUnits", "maskUnits", "numOctaves",
        "pathLength", "patternContentUnits", "patternTransform", "patternUnits", "pointsAtX", "pointsAtY",
        "pointsAtZ", "preserveAlpha", "preserveAspectRatio", "primitiveUnits", "refX", "refY",
        "repeatCount", "repeatDur", "requiredExtensions", "requiredFeatures", "specularConstant",
        "specularExponent", "spreadMethod", "startOffset", "stdDeviation", "stitchTiles", "surfaceScale",
        "systemLanguage", "tableValues", "targetX", "targetY", "textLength", "viewBox", "viewTarget",
        "xChannelSelector", "yChannelSelector", "zoomAndPan",
    ]

    mutating func checkAttributeName(_ element: LintNode) {
        guard let value = element["attributeName"].map(element.source) else { return }
        // The common case, without a `String`: ASCII with no capital cannot be camelCase.
        if value.isASCII, !value.contains(where: \.isASCIIUppercase) { return }
        let name = value.string
        guard name.contains(where: \.isUppercase), !Self.camelCaseAttributes.contains(name) else { return }
        report(element, "attributeName '\(name)' should be kebab-case '\(Self.kebabCase(name))' (safari ignores camelCase)",
            severity: .warning)
    }

    /// `strokeOpacity` → `stroke-opacity`.
    static func kebabCase(_ name: String) -> String {
        name.reduce(into: "") { result, character in
            guard character.isUppercase else { return result.append(character) }
            result += (result.isEmpty ? "" : "-") + character.lowercased()
        }
    }
}
