#!/usr/bin/env bash
# The browser tests drive Chromium (Debian's, or CHROMIUM_PATH) and read printed
# PDFs with poppler-utils (pdftotext); with --engines (the benchmark), Firefox
# ESR and WebKitGTK's MiniBrowser through its WebDriver too, the latter in a
# virtual display (Xvfb). Installs whichever is missing.
set -euo pipefail
chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
missing=()
[ -x "$chromium" ] || missing+=(chromium)
command -v pdftotext >/dev/null || missing+=(poppler-utils)
if [ "${1:-}" = "--engines" ]; then
  command -v firefox-esr >/dev/null || missing+=(firefox-esr)
  command -v WebKitWebDriver >/dev/null || missing+=(webkit2gtk-driver)
  command -v Xvfb >/dev/null || missing+=(xvfb)
fi
[ ${#missing[@]} -eq 0 ] && exit 0
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="$(command -v sudo || true)"
if ! command -v apt-get >/dev/null || { [ "$(id -u)" -ne 0 ] && [ -z "$sudo" ]; }; then
  echo "Install ${missing[*]} (Debian packages), or set CHROMIUM_PATH." >&2
  exit 1
fi
echo "Installing ${missing[*]} for the browser tests and the benchmark…"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
