#!/usr/bin/env bash
# Sourced by the *-deps.sh scripts: venv_install TAG VENV LOCK IMPORT... makes the virtualenv VENV (once) and
# installs exactly the versions pinned in LOCK (Scripts/requirements/*.txt). The lock's copy kept in the venv
# says what was installed, so a changed lock reinstalls and an unchanged one asks no index; IMPORT... are the
# modules that must then import.
venv_install() {
  local tag=$1 venv=$2 lock=$3
  shift 3
  local python=python3
  "$python" -c 'import venv, ensurepip' 2>/dev/null || python=/usr/bin/python3
  if [ ! -x "$venv/bin/python" ]; then
    echo "$tag: creating virtualenv $venv"
    "$python" -m venv "$venv"
  fi
  local imports
  imports=$(printf 'import %s;' "$@")
  if cmp -s "$lock" "$venv/installed.lock" && "$venv/bin/python" -c "$imports" 2>/dev/null; then
    echo "$tag: Python packages as pinned in $lock"
  else
    echo "$tag: pip install -r $lock"
    "$venv/bin/python" -m pip install -q --disable-pip-version-check -r "$lock"
    "$venv/bin/python" -c "$imports"
    cp "$lock" "$venv/installed.lock"
  fi
}
