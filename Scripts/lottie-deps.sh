#!/usr/bin/env bash
# Installs what the Lottie harness (Tests/Lottie/run.py) needs, idempotently:
#   Debian: librlottie0-1 (Samsung rlottie 0.1), librsvg2-2 and libcairo2 (still frames), libzip4 (ripplegen
#     writes the dotLottie archives with it); for lottie-web the
#     browsers chromium + chromium-driver, firefox-esr, and WebKitGTK's webkit2gtk-driver (WebKitWebDriver and
#     MiniBrowser) with xvfb + xauth (WebKitGTK draws into an X display)
#   PyPI (in a virtualenv): lottie (python-lottie), thorvg-python (ThorVG with its libthorvg-1.so),
#     lottie-specs + jsonschema (the lottie-spec schema), pillow (pixels), selenium + marionette-driver (the
#     browsers, driven as Tests/Browser/drivers.py does), and the pylottie wheel, downloaded (not installed)
#     for the lottie-web script it embeds; the PyPI versions are pinned in Scripts/requirements/lottie.txt
# Only Debian's archive and PyPI are used.
#
# Usage: Scripts/lottie-deps.sh             (venv at Tests/Lottie/.venv)
#        LOTTIE_VENV=/tmp/venv Scripts/lottie-deps.sh
# Prints the venv's python path on the last line as "python: PATH".
set -euo pipefail
cd "$(dirname "$0")/.."

venv="${LOTTIE_VENV:-Tests/Lottie/.venv}"
# shellcheck source=Scripts/debian-packages.sh
source Scripts/debian-packages.sh
debian_install lottie-deps librlottie0-1 librsvg2-2 libcairo2 libzip4 python3-venv \
  chromium chromium-driver firefox-esr webkit2gtk-driver xvfb xauth
for binary in /usr/bin/chromium /usr/bin/chromedriver /usr/bin/firefox-esr /usr/bin/WebKitWebDriver /usr/bin/Xvfb; do
  [ -x "$binary" ] || { echo "lottie-deps: $binary is missing after the install" >&2; exit 1; }
done

# The virtualenv, exactly as pinned in its lock file.
# shellcheck source=Scripts/python-venv.sh
source Scripts/python-venv.sh
venv_install lottie-deps "$venv" Scripts/requirements/lottie.txt lottie lottie_specs jsonschema PIL thorvg_python selenium marionette_driver
# lottie-web: the pylottie wheel is only read (Tests/Lottie/lottieweb.py takes the script out of it).
wheels="$venv/pylottie-wheel"
ls "$wheels"/pylottie-2024-*.whl >/dev/null 2>&1 \
  || "$venv/bin/python" -m pip download -q --disable-pip-version-check --no-deps pylottie==2024 -d "$wheels"
echo "lottie-deps: $(dpkg-query -W -f='${Package} ${Version}\n' librlottie0-1 chromium firefox-esr webkit2gtk-driver | paste -sd, -)"
echo "lottie-deps: $("$venv/bin/python" -m pip list --disable-pip-version-check 2>/dev/null | grep -Ei '^(lottie|lottie[-_]specs|jsonschema|pillow|thorvg[-_]python|selenium|marionette[-_]driver) ' | tr -s ' ' | paste -sd, -), $(basename "$(ls "$wheels"/*.whl)")"
echo "python: $(cd "$(dirname "$venv")" && pwd)/$(basename "$venv")/bin/python"
