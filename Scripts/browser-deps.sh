#!/usr/bin/env bash
# Installs what the real-browser conformance harness (Tests/Browser/run.py) needs, idempotently:
#   Debian: chromium, chromium-driver (/usr/bin/chromedriver), firefox-esr, webkit2gtk-driver (WebKitWebDriver and
#   WebKitGTK's MiniBrowser: the engine of Safari), xvfb + xauth (its display)
#   PyPI (in a virtualenv): selenium, marionette-driver, pillow, as pinned in Scripts/requirements/browser.txt
# Only Debian's archive and PyPI are used; no browser or driver build is downloaded from anywhere else.
#
# Usage: Scripts/browser-deps.sh            (venv at Tests/Browser/.venv)
#        BROWSER_VENV=/tmp/venv Scripts/browser-deps.sh
# Prints the venv's python path on the last line as "python: PATH".
set -euo pipefail
cd "$(dirname "$0")/.."

export DEBIAN_FRONTEND=noninteractive
venv="${BROWSER_VENV:-Tests/Browser/.venv}"

# 1. Debian packages (apt-get update at most once, and only when something is missing).
# node, esbuild and Debian's React 18 and Vue 2: press.py's framework pages (frameworks.py), no npm; librlottie0-1: the
# editor's Lottie preview (serve_editor.py).
packages=(chromium chromium-driver firefox-esr webkit2gtk-driver xvfb xauth python3-venv nodejs esbuild node-react node-react-dom node-vue librlottie0-1)
# shellcheck source=Scripts/debian-packages.sh
source Scripts/debian-packages.sh
debian_install browser-deps "${packages[@]}"
for binary in /usr/bin/chromium /usr/bin/chromedriver /usr/bin/firefox-esr /usr/bin/WebKitWebDriver /usr/bin/Xvfb; do
  [ -x "$binary" ] || { echo "browser-deps: $binary is missing after the install" >&2; exit 1; }
done

# 2. The Python virtualenv, from its lock file (python3-venv gives Debian's python3 its venv module).
# shellcheck source=Scripts/python-venv.sh
source Scripts/python-venv.sh
venv_install browser-deps "$venv" Scripts/requirements/browser.txt selenium marionette_driver PIL

echo "browser-deps: $(/usr/bin/chromium --version 2>/dev/null | head -1)"
echo "browser-deps: $(/usr/bin/chromedriver --version 2>/dev/null | head -1)"
echo "browser-deps: $(/usr/bin/firefox-esr --version 2>/dev/null | head -1)"
echo "browser-deps: WebKitGTK $(dpkg-query -W -f='${Version}' libwebkit2gtk-4.1-0)"
echo "browser-deps: $("$venv/bin/python" -m pip list --disable-pip-version-check 2>/dev/null | grep -Ei '^(selenium|marionette[-_]driver|pillow) ' | tr -s ' ' | paste -sd, -)"
echo "python: $(cd "$(dirname "$venv")" && pwd)/$(basename "$venv")/bin/python"
