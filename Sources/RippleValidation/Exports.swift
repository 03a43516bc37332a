// The validators report `Diagnostic`s, so their clients get the type with `import RippleValidation`.
@_exported import struct RippleJSON.Diagnostic
