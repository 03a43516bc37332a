#!/usr/bin/env bash
# Installs what the real-browser conformance harness (Tests/Browser/run.py) needs, idempotently:
#   Debian: chromium, chromium-driver (/usr/bin/chromedriver), firefox-esr, webkit2gtk-driver (WebKitWebDriver and
#   WebKitGTK's MiniBrowser: the engine of Safari), xvfb + xauth (its display)
#   PyPI (in a virtualenv): selenium, marionette-driver, pillow
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
packages=(chromium chromium-driver firefox-esr webkit2gtk-driver xvfb xauth)
# shellcheck source=Scripts/debian-packages.sh
source Scripts/debian-packages.sh
debian_install browser-deps "${packages[@]}"
for binary in /usr/bin/chromium /usr/bin/chromedriver /usr/bin/firefox-esr /usr/bin/WebKitWebDriver /usr/bin/Xvfb; do
  [ -x "$binary" ] || { echo "browser-deps: $binary is missing after the install" >&2; exit 1; }
done

# 2. The Python virtualenv (python3 -m venv; Debian's python3 needs python3-venv for that).
python=python3
if ! "$python" -c 'import venv, ensurepip' 2>/dev/null; then
  echo "browser-deps: python3 has no venv/ensurepip; installing python3-venv from Debian"
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends python3-venv
  python=/usr/bin/python3
fi
if [ ! -x "$venv/bin/python" ]; then
  echo "browser-deps: creating virtualenv $venv"
  "$python" -m venv "$venv"
else
  echo "browser-deps: virtualenv $venv exists"
fi
pip_packages=(selenium marionette-driver pillow)
if "$venv/bin/python" -c 'import selenium, marionette_driver, PIL' 2>/dev/null; then
  echo "browser-deps: Python packages already installed: ${pip_packages[*]}"
else
  echo "browser-deps: pip install ${pip_packages[*]}"
  "$venv/bin/python" -m pip install -q --disable-pip-version-check "${pip_packages[@]}"
  "$venv/bin/python" -c 'import selenium, marionette_driver, PIL'
fi

echo "browser-deps: $(/usr/bin/chromium --version 2>/dev/null | head -1)"
echo "browser-deps: $(/usr/bin/chromedriver --version 2>/dev/null | head -1)"
echo "browser-deps: $(/usr/bin/firefox-esr --version 2>/dev/null | head -1)"
echo "browser-deps: WebKitGTK $(dpkg-query -W -f='${Version}' libwebkit2gtk-4.1-0)"
echo "browser-deps: $("$venv/bin/python" -m pip list --disable-pip-version-check 2>/dev/null | grep -Ei '^(selenium|marionette[-_]driver|pillow) ' | tr -s ' ' | paste -sd, -)"
echo "python: $(cd "$(dirname "$venv")" && pwd)/$(basename "$venv")/bin/python"
