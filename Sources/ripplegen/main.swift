#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import RippleCLI

// A closed stdout (`ripplegen | head -c1`) must end with an exit code, not a SIGPIPE crash.
signal(SIGPIPE, SIG_IGN)
let code = RippleGen.run(Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment,
                         console: StandardConsole())
exit(code)
