#!/usr/bin/env bash
# Keeps the news schedule running through a quiet summer. GitHub switches a
# scheduled workflow off after 60 days without activity in a public
# repository, and a commit is the activity it documents.
#   keepalive.sh due        writes due=true to GITHUB_OUTPUT when main's last
#                           commit is KEEPALIVE_DAYS (45) days old or more,
#                           and main did not refuse the last try less than a
#                           day ago (its issue updated then): once a push is
#                           refused, one run a day, not 96
#   keepalive.sh commit     then: switches the schedule on and, past that age
#                           still, commits a dated line to .github/keepalive.log
#                           and pushes it to main
#   keepalive.sh switch-on  switches the schedule on (every push to main does)
#                           and, on a push, closes the keepalive's issue: a
#                           push is activity (the "Run workflow" button is not)
# A failed switch-on is logged and stops nothing. A push made with the
# workflow's own token starts no workflow, so the commit publishes nothing.
# When main refuses the push (a protected branch), one issue in Spanish says
# what to do and by when, and the run stays green: the issue carries it, with
# no failed run (and no mail) every quarter of an hour. Each later refusal,
# a day apart, updates the issue's text (its last try), which sends no mail.
set -uo pipefail
source "$(dirname "$0")/../lib/github-issue.sh"

schedule=publish-news.yml
log=.github/keepalive.log
days=${KEEPALIVE_DAYS:-45}
# GitHub's own figure: a public repository's schedule is switched off after this many quiet days.
off_after=60
# The issue's title, asked for only where it is said.
title() { admin_say keepaliveTitle; }
# After main refused the push, the next try: a day later, less half a
# question, so that it keeps its hour though GitHub starts runs late.
retry_after=$((24 * 3600 - 450))
# The one clock the script reads, and dates its commit by: NOW (seconds) when
# a test sets it, the machine's otherwise.
now=${NOW:-$(date +%s)}

# Days since the last commit of REF (HEAD by default).
age_days() {
  local last
  last=$(git log -1 --format=%ct "${1:-HEAD}") || return 1
  echo $(((now - last) / 86400))
}

switch_on() {
  gh api --method PUT "repos/$GITHUB_REPOSITORY/actions/workflows/$schedule/enable" ||
    echo "::warning::The schedule ($schedule) could not be switched on again; it goes on as it was."
  return 0
}

case ${1:-} in
due)
  age=$(age_days) || { echo "::warning::The last commit's date could not be read."; exit 0; }
  due=false
  [ "$age" -ge "$days" ] && due=true
  echo "The last commit on main is $age days old; the keepalive commits at $days: due=$due."
  # main refused the last try (its issue is open, and was updated then): once
  # a day, not every quarter of an hour, each a run of the job.
  if [ "$due" = true ] && updated=$(open_issue_field keepalive updated_at) && [ -n "$updated" ]; then
    since=$((now - $(date -u -d "$updated" +%s)))
    if [ "$since" -lt "$retry_after" ]; then
      due=false
      echo "main refused the keepalive $((since / 3600)) hours ago (the issue \"$(title)\" is open): it tries again a day after."
    fi
  fi
  [ -n "${GITHUB_OUTPUT:-}" ] && echo "due=$due" >> "$GITHUB_OUTPUT"
  exit 0
  ;;
switch-on)
  switch_on
  # Only a push reaches main; the "Run workflow" button runs this too, and changes nothing there.
  if [ "${GITHUB_EVENT_NAME:-}" = push ]; then
    close_incident keepalive "$(admin_say keepaliveOn)" || true
  fi
  ;;
commit)
  # Only the schedule's own run on main, never a pull request's.
  if [ "${GITHUB_EVENT_NAME:-}" = pull_request ] || [ "${GITHUB_EVENT_NAME:-}" = pull_request_target ] ||
    [ "${GITHUB_REF:-}" != refs/heads/main ]; then
    echo "The keepalive commits only from the schedule's run on main (this is ${GITHUB_EVENT_NAME:-unknown} on ${GITHUB_REF:-unknown}): nothing done."
    exit 1
  fi
  switch_on
  age=$(age_days) || exit 1
  if [ "$age" -lt "$days" ]; then
    echo "The last commit on main is $age days old, under $days: nothing to commit."
    exit 0
  fi
  today=$(date -u -d "@$now" +%Y-%m-%d)
  mkdir -p "$(dirname "$log")" &&
    echo "$(admin_say keepaliveLine "today=$today" "age=$age")" >> "$log" &&
    git add --force "$log" &&
    GIT_AUTHOR_DATE="@$now" GIT_COMMITTER_DATE="@$now" git -c user.name='github-actions[bot]' -c user.email='41898282+github-actions[bot]@users.noreply.github.com' \
      commit --quiet -m "Keepalive: $age days without a commit; the news schedule stays on" ||
    exit 1
  if ! git push --quiet origin HEAD:main; then
    # Someone pushed meanwhile: that commit is the activity.
    if git fetch --quiet origin main && [ "$(age_days FETCH_HEAD)" -lt "$days" ]; then
      echo "main has a newer commit: nothing to add."
      exit 0
    fi
    last=$(git log -1 --format=%ct HEAD~1)
    off=$(date -u -d "@$((last + off_after * 86400))" +%d/%m/%Y)
    echo "::warning::main did not take the keepalive commit (is it protected?): the issue \"$(title)\" says what to do before $off."
    tried=$(admin_say keepaliveTried "date=$(date -u -d "@$now" +%d/%m/%Y)" "time=$(date -u -d "@$now" +%H:%M)")
    body="$(incident_mark keepalive)
$(admin_say keepaliveRefused "offAfter=$off_after" "age=$age" "off=$off" "tried=$tried" "run=${RUN_URL:-}")"
    # Opened once; each later refusal rewrites its text, which sends no mail.
    write_incident keepalive "$(title)" "$body" || true
    exit 0
  fi
  close_incident keepalive "$(admin_say keepaliveArrived)"
  echo "Committed and pushed $log after $age quiet days."
  ;;
*)
  echo "usage: keepalive.sh due|commit|switch-on" >&2
  exit 2
  ;;
esac
