#!/usr/bin/env bash
# After a publishing run: a failed run opens one GitHub issue per incident (or
# adds nothing to the one still open), so that whoever watches the repository
# gets mail; a good run closes it. A cancelled run (stopped by hand, or a
# waiting one superseded by a newer run) failed nothing and says nothing.
# Called by .github/actions/report as
#   bash scripts/commands/report-run.sh success|failure|cancelled "what ran"
# with GH_TOKEN and GH_REPO set, and RUN_URL the run's address. With
# HEARTBEAT_URL set (a dead man's switch, such as Healthchecks.io), it also
# pings that address, or its /fail, whatever GitHub's API answered.
set -uo pipefail

outcome=$1
what=$2
run=${RUN_URL:-}
title='El sitio no se pudo publicar'

case $outcome in
success | failure) ;;
cancelled)
  echo "Cancelled ($what): stopped by hand, or superseded by a newer run that publishes everything this one would. Nothing to report."
  exit 0
  ;;
*)
  echo "usage: report-run.sh success|failure|cancelled \"what ran\"" >&2
  exit 2
  ;;
esac

# GitHub's API failing must not keep the heartbeat from hearing of the run.
github() { "$@" || echo "::warning::gh $2 $3 failed; the heartbeat is pinged all the same."; }

open=$(gh issue list --state open --search "\"$title\" in:title" --json number,title \
  --jq "map(select(.title == \"$title\")) | .[0].number // empty") ||
  { echo "::warning::The open issues could not be listed."; open=''; }

if [ "$outcome" = failure ]; then
  body="Falló: $what.

El sitio publicado sigue como estaba: ninguna noticia se perdió. Mientras esto siga abierto, las noticias nuevas pueden no tener su página.

Qué pasó: $run

Se cierra solo cuando una publicación vuelve a salir bien."
  [ -n "$open" ] || github gh issue create --title "$title" --body "$body"
elif [ -n "$open" ]; then
  github gh issue comment "$open" --body "Volvió a salir bien: $what. $run"
  github gh issue close "$open"
fi

if [ -n "${HEARTBEAT_URL:-}" ]; then
  ping=$HEARTBEAT_URL
  [ "$outcome" = failure ] && ping="${HEARTBEAT_URL%/}/fail"
  curl -fsS -m 10 --retry 3 -o /dev/null "$ping" || echo "The heartbeat at $ping did not answer."
fi
exit 0
