#!/usr/bin/env bash
# At the end of every live publication, good or failed: the record the
# schedule's question reads before it asks Firestore anything
# (src/news/archive/record.server.ts reads it, and says what each line means).
#   bash scripts/commands/record-publication.sh success|failure
# A good one records the commit checked out, which the job took from main as
# it stood; a failed one counts itself. The workflow keeps the folder in its
# cache (name `publication`).
set -uo pipefail

dir=${PUBLICATION_RECORD_DIR:-.cache/publication}
file=$dir/record
now=${NOW:-$(date +%s)}
published=$(sed -n 's/^published=//p' "$file" 2>/dev/null)
failures=$(sed -n 's/^failures=\([0-9]*\).*/\1/p' "$file" 2>/dev/null)

case ${1:-} in
success)
  commit=$(git rev-parse HEAD) || exit 1
  published="$commit $now"
  failures="0"
  ;;
failure)
  failures="$((${failures:-0} + 1)) $now"
  ;;
*)
  echo "usage: record-publication.sh success|failure" >&2
  exit 2
  ;;
esac

mkdir -p "$dir" &&
  { [ -z "$published" ] || echo "published=$published"; echo "failures=$failures"; } > "$file.tmp" &&
  mv "$file.tmp" "$file" || exit 1
echo "Recorded for the next question: $(tr '\n' ' ' < "$file")"
