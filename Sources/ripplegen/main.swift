#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import RippleCLI

// A closed stdout (`ripplegen | head -c1`) must end with an exit code, not a SIGPIPE crash.
signal(SIGPIPE, SIG_IGN)
// SIGINT, SIGTERM, SIGHUP and SIGQUIT leave only complete files from the first instruction on.
RippleGen.installSignalHandling()
// The raw argv bytes, not `CommandLine.arguments`, which is lossy: a path that is not UTF-8 must name its own file.
let code = RippleGen.run(RippleGen.processArguments(), environment: ProcessInfo.processInfo.environment,
                         console: StandardConsole())
exit(code)
