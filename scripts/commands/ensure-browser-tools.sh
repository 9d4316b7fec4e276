#!/usr/bin/env bash
# The browser tests drive Chromium (Debian's, or CHROMIUM_PATH) and read printed
# PDFs with poppler-utils (pdftotext); with --engines (the benchmark), Firefox
# ESR and WebKitGTK's MiniBrowser through its WebDriver too, the latter in a
# virtual display (Xvfb). Installs whichever is missing.
set -euo pipefail
tools=("${CHROMIUM_PATH:-/usr/bin/chromium}:chromium" pdftotext:poppler-utils)
[ "${1:-}" = "--engines" ] && tools+=(firefox-esr:firefox-esr WebKitWebDriver:webkit2gtk-driver Xvfb:xvfb)
exec bash "$(dirname "$0")/ensure-tools.sh" "${tools[@]}"
