#!/usr/bin/env bash
# Installs what the raster formats and their tests need, idempotently:
#   Debian runtime libraries (loaded by ripplegen at run time): librsvg2-2 libcairo2 zlib1g libwebp7 libwebpmux3 libgif7
#   Debian second-opinion tools: webp (webpinfo), gifsicle, apngdis
#   PyPI (in a virtualenv): pillow, the decoder the tests compare frames with (Scripts/requirements/raster.txt)
# Only Debian's archive and PyPI are used.
#
# Usage: Scripts/raster-deps.sh            (venv at Tests/Raster/.venv)
#        RASTER_VENV=/tmp/venv Scripts/raster-deps.sh
# Prints the venv's python path on the last line as "python: PATH".
set -euo pipefail
cd "$(dirname "$0")/.."

export DEBIAN_FRONTEND=noninteractive
venv="${RASTER_VENV:-Tests/Raster/.venv}"

packages=(librsvg2-2 libcairo2 zlib1g libwebp7 libwebpmux3 libgif7 webp gifsicle apngdis python3-venv)
# shellcheck source=Scripts/debian-packages.sh
source Scripts/debian-packages.sh
debian_install raster-deps "${packages[@]}"
for binary in webpinfo gifsicle apngdis; do
  command -v "$binary" >/dev/null || { echo "raster-deps: $binary is missing after the install" >&2; exit 1; }
done

# shellcheck source=Scripts/python-venv.sh
source Scripts/python-venv.sh
venv_install raster-deps "$venv" Scripts/requirements/raster.txt PIL
echo "raster-deps: pillow $("$venv/bin/python" -c 'import PIL; print(PIL.__version__)')"
echo "python: $(cd "$(dirname "$venv")" && pwd)/$(basename "$venv")/bin/python"
