#!/usr/bin/env bash
# Scripts/fuzz.sh — libFuzzer + AddressSanitizer runs of ripplegen's three input surfaces.
#
# USAGE
#   Scripts/fuzz.sh [--seconds N] [--target argv|spec|validator|all | --smoke] [--jobs N] [--debug]
#                   [--strict] [--argv-no-validate] [--build-only | --replay-only] [-- LIBFUZZER_FLAG...]
#
#   --seconds N     fuzz each target for N seconds (default 10); 0 replays the regressions only
#   --target T      argv (RippleGen.run, the whole CLI in memory), spec (JSONParser + StyleTemplate(json:) → resolve →
#                   SMIL and CSS rendering), validator (SVGValidator.validate) or all (default)
#   --smoke         what CI runs: the regressions of every target that has some (Fixtures/fuzz/<target>/) and
#                   N seconds of spec and validator. argv is built only for its regressions: its fuzzer is the whole
#                   CLI in release + ASan (a third of the fuzzers' build, about 80 CPU-s of 240) for a few hundred
#                   executions in N seconds, and the random property test covers the command lines (--property-seed)
#   --jobs N        how many targets fuzz at the same time (default 1; the seconds are per target)
#   --debug         build -Onone instead of -O: exact stack traces for triage, about 3× fewer exec/s
#   --strict        also count exit code 70 (argv) and an invalid rendered document (spec) as findings:
#                   both mean ripplegen generated a document that fails its own validation
#   --argv-no-validate  argv: add --no-validate to generate commands, about 1.5–2× the exec/s (each
#                   validation parses the DTD afresh); the validator target covers validation
#   --property-seed S  after fuzzing, run the random property tests (RandomFlagsPropertyTests: random
#                   valid command lines of every style and format, no exit 70, every file valid; and random
#                   spec values across the whole number range in every format, no exit 70 and no signal) with seed S,
#                   a whole number, or `random` for one drawn now and printed (swift test reproduces it with
#                   RIPPLEGEN_PROPERTY_SEED=S; without this flag the test's fixed seed runs in swift test)
#   --build-only    build the fuzzers and stop
#   --replay-only   build, replay Fixtures/fuzz/<target>/ and stop (same as --seconds 0)
#   -- FLAGS        extra libFuzzer flags for the fuzzing runs (-seed=1, -only_ascii=1, -jobs=…)
#
# For every target, in order: build (cached), replay every file of Fixtures/fuzz/<target>/ (the
# regressions: inputs that once crashed), then fuzz for N seconds with
#   -max_total_time=N -timeout=10 -rss_limit_mb=2048 -max_len=65536 -print_final_stats=1
# and print executions, exec/s, coverage (cov: edges, ft: features) and corpus size. The exit status
# is non-zero when anything crashes, leaks, times out or runs out of memory; the failing input is
# written to .build/fuzz-artifacts/<target>/ (minimize it with `-minimize_crash=1`, then save it as
# Fixtures/fuzz/<target>/crash-<name>, see "Reproducing" below). No network is used.
#
# HOW IT BUILDS
#   SwiftPM cannot build a libFuzzer executable from the project's own Package.swift (the `ripplegen`
#   main would clash with libFuzzer's main, and RippleCLI is not in a library product another package
#   could import), so the script generates a package in .build/fuzz-pkg/: Sources, Tests, Templates, Scripts,
#   Fuzz and Benchmarks are symlinks to the real folders, and its Package.swift is the project's Package.swift,
#   copied on every run, with three executable targets appended (fuzz-argv, fuzz-spec,
#   fuzz-validator: Fuzz/<target>.swift, `-parse-as-library`, `@_cdecl("LLVMFuzzerTestOneInput")`).
#   Only those products are built, into the scratch path .build/fuzz/, so the project's .build/debug
#   is untouched and the ripplegen executable is never linked with libFuzzer.
#
#   Flags: `--sanitize fuzzer` makes SwiftPM link executables with their own `main` (it stops
#   renaming the entry point), and `-Xswiftc -sanitize=fuzzer,address` instruments every module.
#   Both sanitizers MUST be in that single comma-separated flag: swift-driver keeps only the LAST
#   `-sanitize=` option, so `--sanitize fuzzer --sanitize address` (which SwiftPM emits as two flags in
#   an order that changes from run to run) silently builds either without coverage or without ASan.
#   `-Xcc -fsanitize=fuzzer-no-link,address` does the same for the C module (CRippleLibraries' loaders):
#   clang takes every `-fsanitize=` it is given, and `fuzzer-no-link` adds coverage without libFuzzer's main.
#   After each build the script checks that every module has coverage counters and ASan checks.
#
# FILES
#   Fuzz/<target>.swift            the harnesses          Fuzz/<target>.dict   libFuzzer dictionaries
#   Fuzz/argv.seeds                argv seed command lines (one per line, words split on spaces)
#   Fixtures/fuzz/<target>/        regression inputs, replayed first (and used as seeds)
#   .build/fuzz-corpus/<target>/   the growing corpus (seeded from the fixtures; safe to delete)
#   .build/fuzz-artifacts/<target>/ crashes, leaks, timeouts     .build/fuzz-logs/  build and run logs
#   .build/fuzz-work/<target>/     the fuzzer's working directory: emptied before, must be empty after
#
# REPRODUCING a crash (SWIFT_BACKTRACE=enable=no lets libFuzzer catch Swift traps, see below)
#   export SWIFT_BACKTRACE=enable=no
#   .build/fuzz/release/fuzz-spec FILE                       # run one input (--debug: .build/fuzz/debug)
#   .build/fuzz/release/fuzz-spec -minimize_crash=1 -max_total_time=60 -exact_artifact_path=MIN FILE
#   Scripts/fuzz.sh --target spec --replay-only              # after saving it under Fixtures/fuzz/spec/
#
# Needs: the Swift toolchain (libFuzzer and ASan runtimes come with it), libxml2-dev, w3c-sgml-lib
# (the validator target refuses to run without the SVG 1.1 DTD).
set -euo pipefail

usage() { sed -n '2,/^set -euo pipefail$/{/^set -euo/d;s/^# \{0,1\}//;p}' "$0"; }

root=$(cd "$(dirname "$0")/.." && pwd)
seconds=10
target=all
jobs=1
config=release
mode=fuzz
property_seed=
extra=()
while [ $# -gt 0 ]; do
  case "$1" in
    --seconds) seconds=${2:?--seconds needs a value}; shift 2 ;;
    --seconds=*) seconds=${1#*=}; shift ;;
    --target) target=${2:?--target needs a value}; shift 2 ;;
    --target=*) target=${1#*=}; shift ;;
    --smoke) target=smoke; shift ;;
    --jobs) jobs=${2:?--jobs needs a value}; shift 2 ;;
    --jobs=*) jobs=${1#*=}; shift ;;
    --debug) config=debug; shift ;;
    --strict) export RIPPLEGEN_FUZZ_STRICT=1; shift ;;
    --argv-no-validate) export RIPPLEGEN_FUZZ_NO_VALIDATE=1; shift ;;
    --property-seed) property_seed=${2:?--property-seed needs a value}; shift 2 ;;
    --property-seed=*) property_seed=${1#*=}; shift ;;
    --build-only) mode=build; shift ;;
    --replay-only) mode=replay; shift ;;
    -h|--help) usage; exit 0 ;;
    --) shift; extra=("$@"); break ;;
    *) echo "fuzz.sh: unknown argument '$1' (see --help)" >&2; exit 64 ;;
  esac
done
[[ $seconds =~ ^[0-9]+$ ]] || { echo "fuzz.sh: --seconds needs a whole number" >&2; exit 64; }
[[ $jobs =~ ^[1-9][0-9]*$ ]] || { echo "fuzz.sh: --jobs needs a number ≥ 1" >&2; exit 64; }
if [ "$seconds" -eq 0 ] && [ "$mode" = fuzz ]; then mode=replay; fi
if [ "$property_seed" = random ]; then property_seed=$(( (RANDOM << 30) | (RANDOM << 15) | RANDOM )); fi
[[ -z $property_seed || $property_seed =~ ^[0-9]{1,18}$ ]] || { echo "fuzz.sh: --property-seed needs a whole number or 'random'" >&2; exit 64; }
# targets: fuzzed (and built, and their regressions replayed); replayed: the regressions replayed (and built).
has_regressions() { [ -n "$(find "$root/Fixtures/fuzz/$1" -type f ! -name '*.md' 2>/dev/null | head -1)" ]; }
case "$target" in
  all) targets=(argv spec validator) ;;
  argv|spec|validator) targets=("$target") ;;
  smoke) targets=(spec validator) ;;
  *) echo "fuzz.sh: --target must be argv, spec, validator or all" >&2; exit 64 ;;
esac
replayed=("${targets[@]}")
if [ "$target" = smoke ] && has_regressions argv; then replayed=(argv "${replayed[@]}"); fi

pkg=$root/.build/fuzz-pkg
scratch=$root/.build/fuzz
logs=$root/.build/fuzz-logs
mkdir -p "$pkg" "$logs"

# ---- the generated package -------------------------------------------------------------------------
for folder in Sources Tests Templates Fuzz Benchmarks Scripts; do  # every folder Package.swift names a target in
  ln -sfn "../../$folder" "$pkg/$folder"
done
manifest=$(mktemp)
trap 'rm -f "$manifest"' EXIT
{
  cat "$root/Package.swift"
  echo
  echo "// ---- appended by Scripts/fuzz.sh: one libFuzzer executable per Fuzz/<target>.swift ----"
  for t in argv spec validator; do
    case $t in
      argv) deps='"RippleCLI", "RippleDiagnostics"' ;;
      spec) deps='"RippleKit", "RippleTemplates", "RippleSerializers", "RippleValidation"' ;;
      validator) deps='"RippleValidation"' ;;
    esac
    # Every other file in Fuzz/ is excluded, so SwiftPM does not warn about unhandled files.
    excludes=$(cd "$root/Fuzz" && for f in *; do [ "$f" = "$t.swift" ] || printf '"%s", ' "$f"; done)
    cat <<EOF
package.products.append(.executable(name: "fuzz-$t", targets: ["fuzz-$t"]))
package.targets.append(.executableTarget(
    name: "fuzz-$t", dependencies: [$deps], path: "Fuzz", exclude: [${excludes%, }], sources: ["$t.swift"],
    swiftSettings: [.unsafeFlags(["-parse-as-library"])]
))
EOF
  done
} > "$manifest"
# Rewrite only on change, so an unchanged manifest keeps SwiftPM's caches warm.
cmp -s "$manifest" "$pkg/Package.swift" || cp "$manifest" "$pkg/Package.swift"

bin_dir=$scratch/$config

# Builds one fuzzer and checks its instrumentation.
build() {
  local t=$1 log=$logs/build-$1.log start=$SECONDS
  echo "fuzz: building fuzz-$t ($config)"
  if ! swift build --package-path "$pkg" --scratch-path "$scratch" -c "$config" --product "fuzz-$t" \
      --sanitize fuzzer -Xswiftc -sanitize=fuzzer,address -Xcc -fsanitize=fuzzer-no-link,address > "$log" 2>&1; then
    grep -v "Cannot export local symbol" "$log" | tail -40 >&2
    echo "fuzz: the build of fuzz-$t failed (full log: $log)" >&2
    return 1
  fi
  # Every module must carry coverage counters and ASan checks (see "Flags" above).
  local objects=$bin_dir/fuzz-$t.product/Objects.LinkFileList module bad=()
  for module in $(grep -o '[^/]*\.build/' "$objects" | sort -u); do
    local files=() f has_cov=0 has_asan=0
    mapfile -t files < <(grep "/$module" "$objects" | grep -v '\.swiftmodule\.o$' | tr -d "'\"")
    for f in "${files[@]}"; do
      # grep -c, not -q: -q would exit early and fail the pipeline with SIGPIPE under pipefail.
      if readelf -S "$f" 2>/dev/null | grep -c __sancov_cntrs > /dev/null; then has_cov=1; fi
      if nm -u "$f" 2>/dev/null | grep -c ' __asan_' > /dev/null; then has_asan=1; fi
    done
    [ "${#files[@]}" -eq 0 ] || { [ $has_cov = 1 ] && [ $has_asan = 1 ]; } || bad+=("${module%.build/}")
  done
  if [ "${#bad[@]}" -gt 0 ]; then
    echo "fuzz: fuzz-$t: modules built without coverage or ASan: ${bad[*]}" >&2
    return 1
  fi
  echo "fuzz: fuzz-$t built in $((SECONDS - start)) s"
}

for t in "${replayed[@]}"; do build "$t"; done
if [ "$mode" = build ]; then exit 0; fi

# ---- corpora -------------------------------------------------------------------------------------
# argv seeds: one file per line of Fuzz/argv.seeds, the words joined by NUL (the harness's separator).
argv_seeds=$root/.build/fuzz-seeds/argv
rm -rf "$argv_seeds" && mkdir -p "$argv_seeds"
n=0
while IFS= read -r line || [ -n "$line" ]; do
  [[ $line == \#* ]] && continue
  n=$((n + 1))
  read -ra words <<< "$line"
  if [ "${#words[@]}" -gt 0 ]; then printf '%s\0' "${words[@]}" | head -c -1; fi > "$argv_seeds/seed-$n"
done < "$root/Fuzz/argv.seeds"

seed_dirs() {
  case $1 in
    argv) echo "$argv_seeds" ;;
    spec) echo "$root/Templates/styles $root/Fixtures/specs" ;;
    validator) echo "$root/Fixtures/golden $root/Fixtures/validation" ;;
  esac
  if [ -d "$root/Fixtures/fuzz/$1" ]; then echo "$root/Fixtures/fuzz/$1"; fi
}

common_flags=(-timeout=10 -rss_limit_mb=2048 -max_len=65536 -print_final_stats=1)
export RIPPLEGEN_FUZZ_ROOT=$root
# Swift's runtime backtracer must be off: otherwise it takes the crash signal (a Swift trap is SIGILL)
# before libFuzzer, prints its own trace, can hang for its 30 s timeout under ASan, and libFuzzer then
# neither prints "deadly signal" nor writes the crashing input.
export SWIFT_BACKTRACE=${SWIFT_BACKTRACE:-enable=no}
# Leak checking is on by default with libFuzzer; said explicitly so an inherited ASAN_OPTIONS is visible.
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1}

# Replays the regressions of one target; fails on the first one that crashes, leaks or hangs.
replay() {
  local t=$1 dir=$root/Fixtures/fuzz/$1 files=() log=$logs/replay-$1.log
  if [ -d "$dir" ]; then mapfile -t files < <(find "$dir" -type f ! -name '*.md' | sort); fi
  if [ "${#files[@]}" -eq 0 ]; then
    echo "fuzz: $t: no regressions in Fixtures/fuzz/$t/"
    return 0
  fi
  mkdir -p "$root/.build/fuzz-work/$t"
  if (cd "$root/.build/fuzz-work/$t" && "$bin_dir/fuzz-$t" "${common_flags[@]}" "${files[@]}") > "$log" 2>&1; then
    echo "fuzz: $t: ${#files[@]} regression input(s) pass"
  else
    grep -E "Running:|ERROR|SUMMARY|panic|Fatal error|#[0-9]+ 0x" "$log" | head -40 >&2 || true
    echo "fuzz: $t: a regression input fails (full log: $log)" >&2
    return 1
  fi
}

# Fuzzes one target for $seconds; the log is .build/fuzz-logs/run-<target>.log.
run() {
  local t=$1 log=$logs/run-$1.log corpus=$root/.build/fuzz-corpus/$1 artifacts=$root/.build/fuzz-artifacts/$1/
  local work=$root/.build/fuzz-work/$1
  rm -rf "$work"
  mkdir -p "$corpus" "$artifacts" "$work"
  # The writable corpus MUST come first: libFuzzer writes every new input into its first directory,
  # and the seed directories are the project's fixtures and templates.
  # $(seed_dirs) is split on spaces on purpose: the repository path must not contain spaces.
  # shellcheck disable=SC2046
  (cd "$work" && "$bin_dir/fuzz-$t" "${common_flags[@]}" -max_total_time="$seconds" \
      -artifact_prefix="$artifacts" -dict="$root/Fuzz/$t.dict" ${extra[@]+"${extra[@]}"} \
      "$corpus" $(seed_dirs "$t")) > "$log" 2>&1
}

# One summary line from a run's log.
summary() {
  local t=$1 status=$2 log=$logs/run-$1.log execs rate last cov ft corp
  execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
  rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -1)
  last=$(grep -E '^#[0-9]+.*cov: ' "$log" | tail -1 || true)
  cov=$(sed -n 's/.* cov: \([0-9]*\).*/\1/p' <<< "$last")
  ft=$(sed -n 's/.* ft: \([0-9]*\).*/\1/p' <<< "$last")
  corp=$(sed -n 's/.* corp: \([0-9]*\/[0-9A-Za-z]*\).*/\1/p' <<< "$last")
  printf 'fuzz: %-9s %s  executions %s  exec/s %s  cov %s  ft %s  corpus %s  (%s s)\n' "$t" \
    "$([ "$status" -eq 0 ] && echo ok || echo FAILED)" "${execs:-?}" "${rate:-?}" "${cov:-?}" "${ft:-?}" \
    "${corp:-?}" "$seconds"
  if [ "$status" -ne 0 ]; then
    grep -E "==ERROR|SUMMARY|Fatal error|panic:|Test unit written|ALARM|out-of-memory|#[0-9]+ 0x" "$log" | head -40 >&2 || true
    echo "fuzz: $t: full log $log" >&2
  fi
}

failed=0
for t in "${replayed[@]}"; do replay "$t" || failed=1; done
if [ "$mode" = replay ] || [ $failed -ne 0 ]; then exit $failed; fi

# Fuzz, $jobs targets at a time.
pids=() names=()
finish() {
  local status=0
  wait "${pids[0]}" || status=$?
  summary "${names[0]}" $status
  # The harnesses never write files; anything in the scratch working directory means one did
  # (for argv: a command or flag that writes and that Fuzz/argv.swift does not filter yet).
  local written
  written=$(ls -A "$root/.build/fuzz-work/${names[0]}")
  if [ -n "$written" ]; then
    echo "fuzz: ${names[0]}: the harness wrote files into .build/fuzz-work/${names[0]}/: $(head -c 300 <<< "$written")" >&2
    status=1
  fi
  [ $status -eq 0 ] || failed=1
  pids=("${pids[@]:1}") names=("${names[@]:1}")
}
for t in "${targets[@]}"; do
  echo "fuzz: $t: fuzzing for $seconds s (log: $logs/run-$t.log)"
  run "$t" &
  pids+=($!) names+=("$t")
  if [ "${#pids[@]}" -ge "$jobs" ]; then finish; fi
done
while [ "${#pids[@]}" -gt 0 ]; do finish; done

# The property test with the chosen seed, on the project's own build (not the instrumented one).
if [ -n "$property_seed" ]; then
  echo "fuzz: property test with seed $property_seed (RIPPLEGEN_PROPERTY_SEED=$property_seed swift test --filter RandomFlagsPropertyTests)"
  if (cd "$root" && RIPPLEGEN_PROPERTY_SEED=$property_seed swift test --filter RandomFlagsPropertyTests) > "$logs/property.log" 2>&1; then
    echo "fuzz: property  ok  seed $property_seed  $(grep -E 'Test run with' "$logs/property.log" | tail -1)"
  else
    grep -E "✘|error:" "$logs/property.log" | head -40 >&2 || true
    echo "fuzz: property FAILED with seed $property_seed: full log $logs/property.log" >&2
    failed=1
  fi
fi
exit $failed
