#!/usr/bin/env bash
# After a publishing run: a failed run opens one GitHub issue per incident (or
# comments on the one still open), so that whoever watches the repository gets
# mail; a good run closes it. Called by the workflows as
#   bash scripts/commands/report-run.sh success|failure "what ran"
# with GH_TOKEN and GH_REPO set, and RUN_URL the run's address. With
# HEARTBEAT_URL set (a dead man's switch, such as Healthchecks.io), it also
# pings that address, or its /fail, so the school hears when runs stop.
set -euo pipefail

outcome=$1
what=$2
run=${RUN_URL:-}
title='El sitio no se pudo publicar'

open=$(gh issue list --state open --search "\"$title\" in:title" --json number,title \
  --jq "map(select(.title == \"$title\")) | .[0].number // empty")

if [ "$outcome" = failure ]; then
  body="Falló: $what.

El sitio publicado sigue como estaba: ninguna noticia se perdió. Mientras esto siga abierto, las noticias nuevas pueden no tener su página.

Qué pasó: $run

Se cierra solo cuando una publicación vuelve a salir bien."
  [ -n "$open" ] || gh issue create --title "$title" --body "$body"
elif [ -n "$open" ]; then
  gh issue comment "$open" --body "Volvió a salir bien: $what. $run"
  gh issue close "$open"
fi

if [ -n "${HEARTBEAT_URL:-}" ]; then
  ping=$HEARTBEAT_URL
  [ "$outcome" = failure ] && ping="${HEARTBEAT_URL%/}/fail"
  curl -fsS -m 10 --retry 3 -o /dev/null "$ping" || echo "The heartbeat at $ping did not answer."
fi
