#!/usr/bin/env bash
# Sourced by the *-deps.sh scripts: debian_install TAG PACKAGE... installs the packages that are missing from
# Debian's archive (apt-get update only when something is missing, and once per CI run: .ci/run exports
# RIPPLEGEN_APT_UPDATED after its own), or says all are there. apt waits up to 10 minutes for another apt's lock
# instead of failing at once (two scripts, or a person, installing at the same time).
debian_install() {
  local tag=$1
  shift
  local missing=() package
  for package in "$@"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
  done
  if [ "${#missing[@]}" -eq 0 ]; then
    echo "$tag: Debian packages already installed: $*"
    return 0
  fi
  if [ "$(id -u)" -ne 0 ]; then
    echo "$tag: need root to install ${missing[*]}" >&2
    return 1
  fi
  echo "$tag: installing ${missing[*]} from Debian"
  local wait=(-o DPkg::Lock::Timeout=600)
  [ -n "${RIPPLEGEN_APT_UPDATED:-}" ] || DEBIAN_FRONTEND=noninteractive apt-get "${wait[@]}" update -qq
  DEBIAN_FRONTEND=noninteractive apt-get "${wait[@]}" install -y -qq --no-install-recommends "${missing[@]}"
}
