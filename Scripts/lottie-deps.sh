#!/usr/bin/env bash
# Installs what the Lottie harness (Tests/Lottie/run.py) needs, idempotently:
#   Debian: librlottie0-1 (Samsung rlottie 0.1, the first player), librsvg2-2 and libcairo2 (still frames)
#   PyPI (in a virtualenv): lottie (python-lottie, the second player), lottie-specs + jsonschema (the
#   lottie-spec schema), pillow (pixels)
# Only Debian's archive and PyPI are used.
#
# Usage: Scripts/lottie-deps.sh             (venv at Tests/Lottie/.venv)
#        LOTTIE_VENV=/tmp/venv Scripts/lottie-deps.sh
# Prints the venv's python path on the last line as "python: PATH".
set -euo pipefail
cd "$(dirname "$0")/.."

export DEBIAN_FRONTEND=noninteractive
venv="${LOTTIE_VENV:-Tests/Lottie/.venv}"

# Debian packages: apt-get (with one update first) only for those not installed yet.
missing=$(for package in librlottie0-1 librsvg2-2 libcairo2 python3-venv; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || echo "$package"
done | paste -sd' ' -)
if [ -n "$missing" ]; then
  [ "$(id -u)" -eq 0 ] || { echo "lottie-deps: need root to install $missing" >&2; exit 1; }
  echo "lottie-deps: installing $missing from Debian"
  apt-get update -qq
  # shellcheck disable=SC2086 # a list of package names
  apt-get install -y -qq --no-install-recommends $missing
fi

# Debian's python3 has venv once python3-venv is installed; a python3 first on PATH may have its own.
python=python3
"$python" -c 'import venv, ensurepip' 2>/dev/null || python=/usr/bin/python3
if [ ! -x "$venv/bin/python" ]; then
  echo "lottie-deps: creating virtualenv $venv"
  "$python" -m venv "$venv"
fi
# Installed once; afterwards the import check alone (no index look-up).
"$venv/bin/python" -c 'import lottie, lottie_specs, jsonschema, PIL' 2>/dev/null \
  || "$venv/bin/python" -m pip install -q --disable-pip-version-check lottie==0.7.2 lottie-specs jsonschema pillow
echo "lottie-deps: $(dpkg-query -W -f='${Package} ${Version}' librlottie0-1)"
echo "lottie-deps: $("$venv/bin/python" -m pip list --disable-pip-version-check 2>/dev/null | grep -Ei '^(lottie|lottie[-_]specs|jsonschema|pillow) ' | tr -s ' ' | paste -sd, -)"
echo "python: $(cd "$(dirname "$venv")" && pwd)/$(basename "$venv")/bin/python"
