#!/usr/bin/env bash
# The live site as the last good publication built it, kept in the workflow's
# cache (name `site`) for the notice's fast path: a change of the families'
# notice alone is written into it (scripts/commands/publish-notice.mjs) and
# deployed, with no full install and no page build.
#   kept-site.sh keep
#     after a good live publication, once its record is written (it never
#     fails: a site not kept costs the next notice the whole build): the built
#     pages (build/client's HTML: every other file stays the live version's,
#     deploy-notice.mjs), the notice's pieces and the build's report, with
#     the record's `published` line, which names the commit and the time;
#     and the hash of the editor's site live (editor-hash: the build's, or
#     the kept one where the notice's path built none).
#   kept-site.sh decide
#     before anything is installed: writes path=notice to GITHUB_OUTPUT when
#     the kept site is the one the live site shows (the record's last good
#     publication, and no failure since) and main differs from its commit in
#     the notice alone; else says why, and leaves the answer to
#     promotion.mjs decide: path=clone (a preview put live as it is) or
#     path=build.
set -uo pipefail

kept=${KEPT_SITE_DIR:-.cache/site}
record=${PUBLICATION_RECORD_DIR:-.cache/publication}/record
build=${BUILD_DIR:-build}
notice_file=content/aviso.json

published_line() { sed -n 's/^published=//p' "$1" 2>/dev/null; }

case ${1:-} in
keep)
  # Never fails the publication, which is live and recorded by now: without
  # a kept site, the next notice takes the whole build.
  line=$(published_line "$record")
  if [ -d "$build/editor" ]; then
    editor=$(node "$(dirname "$0")/promotion.mjs" editor-hash)
  else
    editor=$(cat "$kept/editor-hash" 2>/dev/null)
  fi
  rm -rf "$kept"
  if [ -n "$line" ] && mkdir -p "$kept/client" && pages=$(cd "$kept/client" && pwd) &&
    (cd "$build/client" && find . -name '*.html' -exec cp --parents {} "$pages/" \;) &&
    cp "$build/notice-parts.json" "$build/build-report.json" "$kept/" &&
    echo "$editor" > "$kept/editor-hash" &&
    echo "published=$line" > "$kept/published"; then
    echo "Kept for the notice's fast path: the site of ${line%% *}."
  else
    rm -rf "$kept"
    echo "::warning::The site could not be kept for the notice's fast path: the next notice takes the whole build."
  fi
  ;;
decide)
  answer() {
    echo "$2"
    if [ "$1" = notice ]; then
      [ -n "${GITHUB_OUTPUT:-}" ] && echo "path=notice" >> "$GITHUB_OUTPUT"
      exit 0
    fi
    exec node "$(dirname "$0")/promotion.mjs" decide
  }
  line=$(published_line "$kept/published")
  [ -n "$line" ] && [ -f "$kept/client/index.html" ] && [ -f "$kept/notice-parts.json" ] ||
    answer build "No kept site (never kept, or evicted): not the notice's fast path."
  [ "$line" = "$(published_line "$record")" ] ||
    answer build "The kept site is not the last good publication's: not the notice's fast path."
  failures=$(sed -n 's/^failures=\([0-9]*\).*/\1/p' "$record")
  [ "${failures:-0}" = 0 ] ||
    answer build "A publication failed since the kept site's: not the notice's fast path."
  commit=${line%% *}
  git cat-file -e "$commit^{commit}" 2>/dev/null || git fetch --quiet --depth=1 origin "$commit" ||
    answer build "The kept site's commit $commit cannot be fetched: not the notice's fast path."
  changed=$(git diff --name-only "$commit" HEAD) ||
    answer build "main cannot be compared with the kept site's commit: not the notice's fast path."
  [ -n "$changed" ] ||
    answer build "main is the live site's commit ${commit:0:7}: not the notice's fast path."
  [ "$changed" = "$notice_file" ] ||
    answer build "main differs from the live site's commit ${commit:0:7} in more than the notice ($(echo "$changed" | wc -w) files): not the notice's fast path."
  answer notice "main differs from the live site's commit ${commit:0:7} in the notice alone ($notice_file): the fast path."
  ;;
*)
  echo "usage: kept-site.sh keep|decide" >&2
  exit 2
  ;;
esac
