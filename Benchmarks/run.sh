#!/usr/bin/env bash
# The performance benchmark of ripplegen (not part of CI). See Benchmarks/README.md.
#
#   Benchmarks/run.sh           the full run (~5 min plus waiting for a quiet machine; writes Benchmarks/results.md)
#   Benchmarks/run.sh --quick   a smoke run (~1 min: 100 assets, fewer runs, no waiting;
#                               writes Benchmarks/.work-quick/results-quick.md)
#
# Environment: RIPPLEGEN=path (use this binary instead of building), SCRATCH=dir (build scratch path,
# default /tmp/benchbuild), LOAD_MAX (default 0.7) and LOAD_WAIT seconds (default 1200; 0 in --quick):
# before each timed block the run waits until the 1-minute load average is below LOAD_MAX, for at most
# LOAD_WAIT seconds in all, then goes on and records the load beside the figures.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
bench=$root/Benchmarks
quick=0
case "${1:-}" in
  --quick) quick=1 ;;
  "") ;;
  -h|--help) sed -n '2,12p' "$0"; exit 0 ;;
  *) echo "run.sh: unknown argument '$1' (use --quick or nothing)" >&2; exit 64 ;;
esac

# Raw data: Benchmarks/.work (full) or Benchmarks/.work-quick, git-ignored and replaced on each run.
if [ "$quick" = 1 ]; then work=${BENCH_WORK:-$bench/.work-quick}; else work=${BENCH_WORK:-$bench/.work}; fi
if [ "$quick" = 1 ]; then
  colors=1; runs=3; floor_runs=2; cold_runs=5; windows=1; window_s=1; profile_colors=1; profile_sizes=2
  load_wait=${LOAD_WAIT:-0}; results=$work/results-quick.md
else
  colors=10; runs=7; floor_runs=5; cold_runs=25; windows=3; window_s=2; profile_colors=1; profile_sizes=10
  load_wait=${LOAD_WAIT:-1200}; results=$bench/results.md
fi
load_max=${LOAD_MAX:-0.7}
fpi="-//W3C//DTD SVG 1.1//EN"
started=$(date +%s)
log() { printf '\n== %s (%ss)\n' "$*" "$(( $(date +%s) - started ))" >&2; }

# --- 0. What the benchmark needs: Debian packages and a Python virtualenv (Benchmarks/.venv). -----------
log "dependencies"
missing=()
need() { command -v "$1" >/dev/null 2>&1 || missing+=("$2"); }
need hyperfine hyperfine; need valgrind valgrind; need callgrind_annotate valgrind; need xmllint libxml2-utils
need chromium chromium; need chromedriver chromium-driver; need strace strace
[ -f /etc/xml/catalog ] && grep -q "SVG 1.1" /etc/xml/catalog || missing+=(w3c-sgml-lib)
python3 -c 'import venv, ensurepip' 2>/dev/null || missing+=(python3-venv)
if [ "${#missing[@]}" -gt 0 ]; then
  echo "installing from Debian: ${missing[*]}" >&2
  [ "$(id -u)" -eq 0 ] || { echo "run.sh: need root to install ${missing[*]}" >&2; exit 1; }
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends $(printf '%s\n' "${missing[@]}" | sort -u) >&2
fi
venv=$bench/.venv
[ -x "$venv/bin/python" ] || python3 -m venv "$venv"
py=$venv/bin/python
"$py" -c 'import lxml, selenium, PIL' 2>/dev/null \
  || "$py" -m pip install -q --disable-pip-version-check lxml selenium pillow >&2

# --- 1. The release build. --------------------------------------------------------------------------------
log "release build"
if [ -n "${RIPPLEGEN:-}" ]; then
  rg=$RIPPLEGEN
else
  scratch=${SCRATCH:-/tmp/benchbuild}
  swift build -c release --scratch-path "$scratch" --product ripplegen >&2
  rg=$scratch/release/ripplegen
fi
"$rg" --version >&2

# The previous run's files are moved out of the way and deleted at the end (and in the background), never
# just before a timed block: ext4 skips inodes deleted in the last minute or more when it allocates new ones
# (ialloc.c `recently_deleted`), so deleting 1,000 files right before creating 1,000 makes every create scan
# them, and the "fresh" timings would measure that instead of the tool.
trash=$(dirname "$work")/.trash-$$
[ -e "$work" ] && mkdir -p "$trash" && mv "$work" "$trash/previous"
mkdir -p "$work"
aside() {  # $1: a path to move into the trash folder (a rename: nothing is deleted during the run)
  mkdir -p "$trash"
  [ -e "$1" ] && mv "$1" "$trash/$(date +%s%N)" || true
}
# The tree the binary was built from (read-only git; the report names it).
{ git -C "$root" rev-parse --short HEAD 2>/dev/null || echo "?"
  git -C "$root" status --porcelain --untracked-files=no 2>/dev/null | wc -l; } > "$work/build.txt"
manifest=$work/manifest.json
"$py" "$bench/make_manifest.py" "$manifest" --colors "$colors" >&2
assets=$("$py" -c 'import json,sys; m=json.load(open(sys.argv[1])); a=m["assets"][0]["matrix"]; print(2*len(a["style"])*len(a["size"])*len(a["color"]))' "$manifest")

# --- Loads: wait for a quiet machine before a timed block (shared budget), record it either way. --------
waited=0
loadavg() { cut -d' ' -f1-3 /proc/loadavg; }
quiet() {  # $1: label
  local l1
  while :; do
    l1=$(cut -d' ' -f1 /proc/loadavg)
    if awk -v a="$l1" -v b="$load_max" 'BEGIN { exit !(a < b) }'; then break; fi
    if [ "$waited" -ge "$load_wait" ]; then
      echo "load $l1 ≥ $load_max and the waiting budget (${load_wait}s) is spent: measuring anyway" >&2
      break
    fi
    echo "load $l1 ≥ $load_max: waiting (${waited}s of ${load_wait}s so far)" >&2
    sleep 15; waited=$((waited + 15))
  done
  echo "$1 before $(loadavg) waited ${waited}" >> "$work/loads.txt"
}
after() { echo "$1 after $(loadavg)" >> "$work/loads.txt"; }

# --- 2. Equivalence (untimed): the peer writes the same bytes; every file is valid for xmllint. ---------
log "equivalence checks ($assets assets)"
"$rg" batch "$manifest" -o "$work/out-ref" > "$work/summary-ripplegen.txt"
"$py" "$bench/peer.py" "$manifest" -o "$work/out-peer-ref" --check-against "$work/out-ref" \
  > "$work/summary-peer.txt" 2> "$work/equivalence.txt"
cat "$work/equivalence.txt" >&2
"$py" "$bench/peer.py" --selftest > "$work/selftest.txt"; cat "$work/selftest.txt" >&2
(cd "$work/out-ref" && xmllint --nonet --noout --dtdvalidfpi "$fpi" ./*.svg) \
  && echo "xmllint: all $assets files valid" > "$work/xmllint-check.txt" \
  || { echo "xmllint rejects ripplegen's files" >&2; exit 1; }
"$rg" --style ring --repeat 25 -o "$work/ring-ref.svg"
# What one fresh batch asks of the kernel (per file: stats, opens, fsyncs, renames, signal handlers).
strace -f -c -o "$work/strace-batch.txt" "$rg" batch "$manifest" -o "$work/out-strace" > /dev/null
aside "$work/out-strace"

hf() {  # $1: name, rest: hyperfine arguments
  local name=$1; shift
  hyperfine --style basic --export-json "$work/t-$name.json" "$@" >&2
}

# --- 3. Timings: batch vs the Python peer, the validation floor, cold single asset. --------------------
quiet timings
log "batch: ripplegen vs the Python peer"
out=$work/out
fresh() { echo "sh -c 'mkdir -p $trash && if [ -e $1 ]; then mv $1 $trash/\$(date +%s%N); fi'"; }
hf batch -N --runs "$runs" --prepare "$(fresh "$out")" -n "ripplegen batch" "$rg batch $manifest -o $out"
hf batch-unchanged -N --runs "$runs" -n "ripplegen batch (all unchanged)" "$rg batch $manifest -o $out"
hf batch-jobs1 -N --runs "$runs" --prepare "$(fresh "$out")" -n "ripplegen batch --jobs 1" "$rg batch $manifest -o $out --jobs 1"
if [ -d /dev/shm ] && [ -w /dev/shm ]; then
  shm=/dev/shm/ripplegen-bench-$$
  hf batch-tmpfs -N --runs "$runs" --prepare "rm -rf $shm" -n "ripplegen batch (OUT on tmpfs)" "$rg batch $manifest -o $shm"
  rm -rf "$shm"
fi
pout=$work/out-peer
hf peer -N --runs "$runs" --prepare "$(fresh "$pout")" -n "python peer" "$py $bench/peer.py $manifest -o $pout"
hf peer-unchanged -N --runs "$runs" -n "python peer (all unchanged)" "$py $bench/peer.py $manifest -o $pout"

log "the validation floor"
hf floor-xmllint --runs "$floor_runs" -n "xmllint over all files (one process)" \
  "cd $work/out-ref && xmllint --nonet --noout --dtdvalidfpi '$fpi' ./*.svg"
hf floor-validate --runs "$runs" -n "ripplegen validate (in-process)" "cd $work/out-ref && $rg validate ./*.svg"
hf floor-lxml --runs "$runs" -n "lxml validate (python, DTD once)" "cd $work/out-ref && $py $bench/peer.py --validate ./*.svg"

log "cold single asset"
hf cold -N --warmup 3 --runs "$cold_runs" --prepare "rm -f $work/ring.svg" -n "ripplegen --style ring --repeat 25 -o ring.svg" \
  "$rg --style ring --repeat 25 -o $work/ring.svg"
hf cold-xmllint -N --warmup 3 --runs "$cold_runs" -n "xmllint --nonet --noout --dtdvalidfpi … ring.svg" \
  "xmllint --nonet --noout --dtdvalidfpi '$fpi' $work/ring-ref.svg"
hf cold-novalidate -N --warmup 3 --runs "$cold_runs" --prepare "rm -f $work/ring.svg" -n "ripplegen … --no-validate" \
  "$rg --style ring --repeat 25 --no-validate -o $work/ring.svg"
hf cold-version -N --warmup 3 --runs "$cold_runs" -n "ripplegen --version (process start)" "$rg --version"
after timings

# --- 3b. Sizes: every style, explicit and --minify, raw and gzip, against the nearest published anchor. -----
log "sizes"
"$py" "$bench/sizes.py" "$rg" --json "$work/sizes.json" > "$work/sizes.md"

# --- 4. Cost in the browser. --------------------------------------------------------------------------------
log "cost in the browser (headless Chromium)"
quiet browser
"$py" "$bench/browser_cost.py" "$rg" "$work/pages" --windows "$windows" --seconds "$window_s" \
  --json "$work/browser.json" > "$work/browser.md"
after browser

# --- 4b. Press ripples (--format web): main thread per press and bytes, against a naive rAF ripple. -------
log "press ripples (headless Chromium)"
"$py" "$bench/web_press.py" "$rg" > "$work/web_press.md"

# --- 5. Profiles (instruction counts: independent of the load). ---------------------------------------------
log "callgrind profiles"
pmanifest=$work/profile-manifest.json
"$py" "$bench/make_manifest.py" "$pmanifest" --colors "$profile_colors" --sizes "$profile_sizes" >&2
passets=$((5 * 2 * profile_sizes * profile_colors))
rm -f "$work/ring.svg"
(cd "$work" && valgrind --tool=callgrind --callgrind-out-file="$work/callgrind.cold" \
  "$rg" --style ring --repeat 25 -o "$work/ring.svg" 2> "$work/callgrind-cold.log")
aside "$work/out-profile"
valgrind --tool=callgrind --callgrind-out-file="$work/callgrind.batch" \
  "$rg" batch "$pmanifest" -o "$work/out-profile" --jobs 1 > /dev/null 2> "$work/callgrind-batch.log"
(cd "$work/out-ref" && valgrind --tool=callgrind --callgrind-out-file="$work/callgrind.validate" \
  "$rg" validate ./*.svg > /dev/null 2> "$work/callgrind-validate.log")
"$py" "$bench/profile_summary.py" "$work/callgrind.cold" --json "$work/profile-cold.json" > /dev/null
"$py" "$bench/profile_summary.py" "$work/callgrind.validate" --assets "$assets" --json "$work/profile-validate.json" > /dev/null
"$py" "$bench/profile_summary.py" "$work/callgrind.batch" --assets "$passets" --json "$work/profile-batch.json" > /dev/null

# --- 6. The report. -----------------------------------------------------------------------------------------
log "report"
"$py" "$bench/report.py" "$work" "$rg" --assets "$assets" --profile-assets "$passets" \
  --mode "$([ "$quick" = 1 ] && echo quick || echo full)" --load-max "$load_max" > "$results"
cat "$results"
rm -rf "$trash"
echo >&2
echo "written: ${results#"$root"/} (raw data in ${work#"$root"/}); $(( $(date +%s) - started ))s in all" >&2
