#!/usr/bin/env bash
# The record of the live publications, which the schedule reads before it
# asks Firestore anything (src/news/archive/record.server.ts reads it, and
# says what each line means). The workflow keeps the folder in its cache
# (name `publication`).
#   record-publication.sh success|failure
#     at the end of every live publication, good or failed: a good one
#     records the commit checked out, which the job took from main as it
#     stood; a failed one counts itself. With QUESTION=failure (the
#     schedule's question failed before this publication, which ran in its
#     place), a good one is recorded as failed all the same: a broken
#     question must not publish every quarter of an hour. With
#     SIGN_IN=true (the publication's or the question's sign-in to Google
#     failed), the failure is marked `sign-in`: the next try waits a day.
#   record-publication.sh waiting
#     the schedule's first step, before anything is installed: writes
#     waiting=true to GITHUB_OUTPUT while the wait after the last failure
#     (src/news/archive/retry-minutes.json) is not over, else waiting=false,
#     so that however the question fails after it, no publication comes
#     sooner than the wait allows.
set -uo pipefail

dir=${PUBLICATION_RECORD_DIR:-.cache/publication}
file=$dir/record
now=${NOW:-$(date +%s)}
published=$(sed -n 's/^published=//p' "$file" 2>/dev/null)
failures=$(sed -n 's/^failures=\([0-9]*\).*/\1/p' "$file" 2>/dev/null)
failed_at=$(sed -n 's/^failures=[0-9]* \([0-9]*\).*$/\1/p' "$file" 2>/dev/null)
cause=$(sed -n 's/^failures=[0-9]* [0-9]* \(sign-in\)$/\1/p' "$file" 2>/dev/null)

outcome=${1:-}
if [ "$outcome" = success ] && [ "${QUESTION:-}" = failure ]; then
  echo "The publication went through, but the schedule's question failed before it: recorded as a failure, so the next try waits."
  outcome=failure
fi

case $outcome in
success)
  commit=$(git rev-parse HEAD) || exit 1
  published="$commit $now"
  failures="0"
  ;;
failure)
  failures="$((${failures:-0} + 1)) $now"
  [ "${SIGN_IN:-}" = true ] && failures="$failures sign-in"
  ;;
waiting)
  waiting=false
  if [ "${failures:-0}" -gt 0 ] && [ -n "$failed_at" ]; then
    # The waits, from the one file the schedule's code reads too.
    waits=$(dirname "$0")/../../src/news/archive/retry-minutes.json
    if [ "$cause" = sign-in ]; then
      wait=$(jq -r .afterSignIn "$waits")
    else
      wait=$(jq -r --argjson n "$failures" '.afterFailures[([$n, (.afterFailures | length)] | min) - 1]' "$waits")
    fi
    next=$((failed_at + wait * 60))
    if [ "$now" -lt "$next" ]; then
      waiting=true
      echo "The last $failures publication(s) failed: the next try at $(date -u -d "@$next" +%H:%M) UTC, not before."
    fi
  fi
  [ "$waiting" = false ] && echo "No failure's wait to keep: the question decides."
  [ -n "${GITHUB_OUTPUT:-}" ] && echo "waiting=$waiting" >> "$GITHUB_OUTPUT"
  exit 0
  ;;
*)
  echo "usage: record-publication.sh success|failure|waiting" >&2
  exit 2
  ;;
esac

mkdir -p "$dir" &&
  { [ -z "$published" ] || echo "published=$published"; echo "failures=$failures"; } > "$file.tmp" &&
  mv "$file.tmp" "$file" || exit 1
echo "Recorded for the next question: $(tr '\n' ' ' < "$file")"
