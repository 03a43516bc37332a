#!/usr/bin/env bash
# Sourced by the *-deps.sh scripts: debian_install TAG PACKAGE... installs the packages that are missing from
# Debian's archive (apt-get update at most once, and only when something is missing), or says all are there.
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
  DEBIAN_FRONTEND=noninteractive apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}"
}
