#!/usr/bin/env bash
# Installs, with apt-get, the Debian packages whose commands are missing:
#   ensure-tools.sh COMMAND:PACKAGE …   (a path for COMMAND checks that file)
# The tests need jq (the stand-in `gh` runs --jq with it, as gh does) and
# faketime (npm run test:any-day); the browser tests and the benchmark name
# theirs in ensure-browser-tools.sh.
set -euo pipefail
missing=()
for pair in "$@"; do
  command=${pair%%:*}
  if [[ $command == /* ]]; then [ -x "$command" ] || missing+=("${pair#*:}")
  else command -v "$command" >/dev/null || missing+=("${pair#*:}"); fi
done
[ ${#missing[@]} -eq 0 ] && exit 0
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="$(command -v sudo || true)"
if ! command -v apt-get >/dev/null || { [ "$(id -u)" -ne 0 ] && [ -z "$sudo" ]; }; then
  echo "Install ${missing[*]} (Debian packages)." >&2
  exit 1
fi
echo "Installing ${missing[*]}…"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
