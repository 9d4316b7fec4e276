#!/usr/bin/env bash
# The unit and integration tests with the clock moved (Debian's faketime,
# installed if missing), so that a test that passes only near today fails
# the day it is written. The days are counted from main's last commit, so
# that they stay ahead of it for years:
#   - the next 29 February at 02:30 UTC (still the 28th in Argentina);
#   - the next 31 December at 23:59 Argentina time (02:59 UTC on 1 January);
#   - a year after the last commit.
# The unit tests run on all three; the integration tests, which take
# minutes, on the first, but for deploy-outage.test.ts: its six builds take
# six minutes, and what it reads of the clock (a failure's retry time, the
# kept archive's age) it counts back from now, as the tests of those
# (report-run, news-check) do on the moved day too.
# TEST_ANY_DAY_PROJECTS=unit runs the unit tests alone.
set -euo pipefail
cd "$(dirname "$0")/../.."

bash scripts/commands/ensure-tools.sh faketime:faketime jq:jq

last=$(git log -1 --format=%ct 2>/dev/null || date +%s)
year=$(date -u -d "@$last" +%Y)
# The first moment of the shape given (a `date -d` text with YEAR in it) after the last commit.
next_after() {
  local y at
  for y in $(seq "$year" $((year + 8))); do
    at=$(date -u -d "${1//YEAR/$y}" +%s 2>/dev/null) || continue
    [ "$at" -gt "$last" ] && { echo "$at"; return; }
  done
}
leap_day=$(next_after 'YEAR-02-29 02:30:00 UTC')
year_end=$(next_after 'YEAR-12-31 23:59:00 -0300')
year_later=$((last + 365 * 86400))

# faketime reads the day in the machine's time zone, which the tests keep.
run() {
  local at=$1 project=$2
  shift 2
  echo "▶ $project tests with the clock at $(date -u -d "@$at" '+%Y-%m-%d %H:%M') UTC"
  faketime "$(date -d "@$at" '+%Y-%m-%d %H:%M:%S')" npx vitest run --project "$project" "$@"
}

for day in "$leap_day" "$year_end" "$year_later"; do
  run "$day" unit
done
[ "${TEST_ANY_DAY_PROJECTS:-}" = unit ] ||
  run "$leap_day" integration --exclude tests/integration/deploy-outage.test.ts
