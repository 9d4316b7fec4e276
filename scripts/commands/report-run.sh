#!/usr/bin/env bash
# After a publishing run, what the administrators hear of it, through
#   bash scripts/commands/report-run.sh success|failure|cancelled|live "what ran"
# (.github/actions/report), with GH_TOKEN and GH_REPO set and RUN_URL the run's address:
# - failure (a live publication failed, or hung past a step's time limit; or
#   went through after the schedule's question failed, QUESTION=failure):
#   opens the incident's issue, or, while it is open, rewrites its title and
#   text to say what is true now and adds a comment (one incident, one issue);
#   the step fails when GitHub took neither, so that the alarm job tells it;
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
raw_outcome=$1
what=$2
run=${RUN_URL:-}
# The schedule's question failed before this publication ran in its place
# (QUESTION, the job's env): a failure, however the publication went.
[ "$outcome" = success ] && [ "${QUESTION:-}" = failure ] && outcome=failure
# The incident's issue, whatever its title says now (scripts/lib/github-issue.sh).
INCIDENT=publicacion
reported=0

# The failure issue's title, text and comment (scripts/lib/incident-report.mjs),
# written anew at each report: which step failed, whether the live site
# changed, since when, what to do; the failed step's first error line and its
# last lines, with every secret the job holds (SECRETS, its `secrets` context
# as JSON) taken out by value and by shape, here and in the step logs: the
# issue may be public. A text GitHub refuses is sent again without the quote.
# Answers status 1 when GitHub took neither.
report_failure() {
  local dir since status=1
  dir=$(mktemp -d)
  since=$(open_issue_field "$INCIDENT" created_at 2>/dev/null) || since=''
  if OUTCOME=$1 SINCE=$since WHAT=$what RUN_URL=$run \
    node "$(dirname "$0")/../lib/incident-report.mjs" "$dir"; then
    write_incident "$INCIDENT" "$(cat "$dir/title")" "$(cat "$dir/body")" "$(cat "$dir/comment")" ||
      write_incident "$INCIDENT" "$(cat "$dir/title")" "$(cat "$dir/short")" "$(cat "$dir/comment")"
    status=$?
  else
    echo "::warning::The failure issue's text could not be written: it says the least."
    write_incident "$INCIDENT" "$(admin_say notPublished)" "$(incident_mark "$INCIDENT")
$(admin_say failedLeast "what=$what" "run=$run")" "$(admin_say failedAgain "run=$run")"
    status=$?
  fi
  rm -rf "$dir"
  return "$status"
}

case $outcome in
success)
  close_incident "$INCIDENT" "$(admin_say succeededAgain "what=$what" "run=$run")" || true
  ;;
failure)
  report_failure "$raw_outcome"
  reported=$?
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
  curl -fsS -m 10 --retry 3 -o /dev/null "$ping" || echo "The heartbeat at its address did not answer."
fi
# A failure counts as told only once GitHub took its issue: else this step
# fails, and the alarm job (publish.yml) tells it from a runner of its own.
exit "$reported"
