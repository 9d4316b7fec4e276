#!/usr/bin/env bash
# The browser tests drive Debian's Chromium and read printed PDFs with
# poppler-utils (pdftotext); install both when either is missing.
set -euo pipefail
chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$chromium" ] && command -v pdftotext >/dev/null; then exit 0; fi
if [ "$(id -u)" -ne 0 ] || ! command -v apt-get >/dev/null; then
  echo "Install Debian's chromium and poppler-utils packages (or set CHROMIUM_PATH)." >&2
  exit 1
fi
echo "Installing Debian's chromium and poppler-utils for the browser tests…"
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium poppler-utils >/dev/null
