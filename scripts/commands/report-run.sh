#!/usr/bin/env bash
# After a publishing run, what the administrators hear of it, through
#   bash scripts/commands/report-run.sh success|failure|cancelled|live "what ran"
# (.github/actions/report), with GH_TOKEN and GH_REPO set and RUN_URL the run's address:
# - failure (a live publication failed, or hung past a step's time limit; or
#   went through after the schedule's question failed, QUESTION=failure):
#   opens the issue "El sitio no se pudo publicar", unless it is open (one
#   incident, one issue, one mail);
# - success (a live publication went well: main as it stood is live): closes it;
# - live (the schedule's question found main as it stands live, and nothing
#   due): touches no issue, since only a publication shows the site is well;
# - cancelled (stopped by hand, or a waiting run superseded): says nothing.
# With HEARTBEAT_URL set (a dead man's switch, such as Healthchecks.io), its
# ping means "main as it stands is live, and the schedule ran within the
# hour": success and live ping it, failure pings its /fail, whatever
# GitHub's API answered.
set -uo pipefail
source "$(dirname "$0")/../lib/github-issue.sh"

outcome=$1
what=$2
run=${RUN_URL:-}
# The schedule's question failed before this publication ran in its place
# (QUESTION, the job's env): a failure, however the publication went.
question_failed=false
if [ "$outcome" = success ] && [ "${QUESTION:-}" = failure ]; then
  outcome=failure
  question_failed=true
fi
title='El sitio no se pudo publicar'

# What happened, from the publication's steps (STEPS, its `steps` context as
# JSON: each step with an id and its outcome): the step that failed, in
# Spanish, and whether the site changed, which it did once the deploy went
# through, whatever failed after; then the last lines of that step's output
# (kept by scripts/lib/logged-step.sh in STEP_LOGS), with anything that looks
# like a credential left out: the issue may be public.
what_happened() {
  if [ "$question_failed" = true ]; then
    echo "Falló la consulta programada de las noticias (la pregunta a Firestore antes de publicar). La publicación se hizo igual y salió bien: **el sitio está al día**. Pero mientras la consulta falle, el sitio se vuelve a publicar solo después de cada espera, no cada 15 minutos. Revisá la ejecución: casi siempre es la clave de la cuenta de servicio o un rol que perdió."
    return
  fi
  local still='Mientras esto siga abierto, las noticias nuevas y los últimos cambios pueden no estar publicados.'
  STILL=$still STEPS=${STEPS:-'{}'} STEP_LOGS=${STEP_LOGS:-${RUNNER_TEMP:-/tmp}/step-logs} node -e '
    const { readFileSync } = require("node:fs");
    let steps = {};
    try { steps = JSON.parse(process.env.STEPS); } catch {}
    const names = {
      "set-up": "la instalación (Node y las dependencias del proyecto)",
      preflight: "la verificación previa (npm run preflight)",
      build: "la construcción del sitio (npm run build)",
      deploy: "la subida a Firebase Hosting",
      "live-check": "la comprobación del sitio publicado (npm run live:check)",
    };
    const failed = Object.keys(names).find((id) => steps[id]?.outcome === "failure");
    const step = failed
      ? names[failed]
      : "un paso de preparación (la descarga del código o el acceso a Google)";
    if (steps.deploy?.outcome === "success")
      console.log(`Falló ${step}, después de subir el sitio: **el sitio publicado cambió** (tiene lo que está en \`main\`), pero la dirección pública no mostró lo esperado. Puede que no responda: revisá que el dominio esté al día y que la dirección de \`content/sitio.json\` sea la del sitio. ${process.env.STILL}`);
    else
      console.log(`Falló ${step}. El sitio publicado sigue como estaba: ninguna noticia se perdió. ${process.env.STILL}`);
    let log = "";
    if (failed) try { log = readFileSync(`${process.env.STEP_LOGS}/${failed}.log`, "utf8"); } catch {}
    const secret = /gh[opsu]_\w{20,}|github_pat_|ya29\.|-----BEGIN|private_key|:\/\/[^\s/]*:[^\s/]*@/i;
    const heartbeat = process.env.HEARTBEAT_URL;
    const lines = log
      .replace(/\x1b\[[0-9;]*[A-Za-z]/g, "")
      .split("\n")
      .map((line) => line.trimEnd())
      .filter(Boolean)
      .map((line) => secret.test(line) || (heartbeat && line.includes(heartbeat)) ? "(línea omitida: podía tener una clave)" : line)
      .slice(-20);
    if (lines.length)
      console.log(`\n\nLas últimas líneas de ese paso:\n\n~~~~text\n${lines.join("\n").replaceAll("~~~~", "~ ~ ~ ~")}\n~~~~`);
  ' 2>/dev/null || echo "El sitio publicado sigue como estaba, salvo que la ejecución diga otra cosa. $still"
}

# What the preflight refused in this run (src/builder/text/preflight.ts), in
# Spanish by file and line: the issue says it, not only the log.
preflight_problems() {
  local file=${BUILD_DIR:-build}/preflight-problems.json
  [ -f "$file" ] || return 0
  node -e '
    const problems = JSON.parse(require("node:fs").readFileSync(process.argv[1], "utf8"));
    console.log("\n\nLo que falta antes de publicar (lo corrige quien administra el sitio; después la publicación sale sola):");
    for (const { file, line, message } of problems) console.log(`- \`${file}\`, línea ${line}: ${message}`);
  ' "$file" 2>/dev/null || true
}

case $outcome in
success)
  close_incident "$title" "Volvió a salir bien: $what. Lo que está en \`main\` ya está publicado. $run"
  ;;
failure)
  open_incident "$title" "Falló: $what.

$(what_happened)$(preflight_problems)

Qué pasó: $run

La publicación se vuelve a intentar sola: a los 15 minutos, a los 30, a la hora, a las 2 y a las 4 horas, y después cada 6 horas (cada cambio en \`main\` la intenta también). Este aviso se cierra solo cuando una publicación sale bien; mientras tanto no llegan más avisos por el mismo problema."
  ;;
live) ;;
cancelled)
  echo "Cancelled ($what): stopped by hand, or superseded by a newer run that publishes main as it stands. Nothing to report."
  exit 0
  ;;
*)
  echo "usage: report-run.sh success|failure|cancelled|live \"what ran\"" >&2
  exit 2
  ;;
esac

if [ -n "${HEARTBEAT_URL:-}" ]; then
  ping=$HEARTBEAT_URL
  [ "$outcome" = failure ] && ping="${HEARTBEAT_URL%/}/fail"
  curl -fsS -m 10 --retry 3 -o /dev/null "$ping" || echo "The heartbeat at $ping did not answer."
fi
exit 0
