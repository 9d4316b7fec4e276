# One GitHub issue per incident, for the scripts that tell the
# administrators something (report-run.sh, keepalive.sh). Every issue they
# open carries the label ISSUE_LABEL, and its text begins with the incident's
# mark (incident_mark KEY), by which it is found again through the REST list
# of open issues, whatever its title says now. That list answers at once:
# GitHub's search index lags, and a run queued behind the one that opened the
# issue would not find it there, and open a second.
# Sourced; needs gh with GH_TOKEN and GH_REPO. Each function answers status 1
# when GitHub did not take what it was asked (the caller decides what that
# means), after a ::warning:: in the log.

ISSUE_LABEL=aviso-del-sitio

# The administrator's message NAME (administrator-messages.json) with each
# FACT=VALUE filled in, on stdout.
admin_say() {
  node "$(dirname "${BASH_SOURCE[0]}")/administrator-messages.mjs" "$@"
}

# The first line of every issue of incident KEY.
incident_mark() {
  printf '<!-- aviso: %s -->' "$1"
}

# The open issues of incident KEY, oldest first, through the jq filter
# WHAT; status 1 if GitHub cannot tell.
incident_issues() {
  gh api "repos/$GH_REPO/issues?state=open&labels=$ISSUE_LABEL&per_page=100" \
    --jq "[.[] | select(.pull_request == null and ((.body // \"\") | startswith(\"$(incident_mark "$1")\")))] | sort_by(.number) | $2"
}

# FIELD (number, created_at, updated_at) of the oldest open issue of incident
# KEY; nothing if none, status 1 if GitHub cannot tell.
open_issue_field() {
  incident_issues "$1" ".[0].$2 // empty"
}

# The number of the open issue of incident KEY; nothing if none, status 1 if GitHub cannot tell.
open_issue() {
  open_issue_field "$1" number
}

# The numbers of every open issue of incident KEY, oldest first.
open_issues() {
  incident_issues "$1" '.[].number'
}

# Opens an issue of incident KEY titled TITLE with BODY (which begins with
# its mark), or, if one is open, rewrites its title and text: an edit sends
# no mail. With COMMENT, it is also added to an issue already open, so that
# its history stays. Two runs that open one at the same time (a report and
# the alarm of the run before) keep the older issue: the newer is closed,
# its comment added to the older.
write_incident() {
  local key=$1 title=$2 body=$3 comment=${4:-} open created
  open=$(open_issue "$key") || { echo "::warning::The open issues could not be listed: no issue written."; return 1; }
  if [ -n "$open" ]; then
    gh issue edit "$open" --title "$title" --body "$body" >/dev/null ||
      { echo "::warning::The issue #$open could not be rewritten."; return 1; }
    [ -z "$comment" ] || gh issue comment "$open" --body "$comment" >/dev/null ||
      echo "::warning::The issue #$open took its new text, not the comment."
    return 0
  fi
  # The label must exist before an issue can carry it; --force leaves one there as it is.
  gh label create "$ISSUE_LABEL" --force --color d93f0b \
    --description "$(admin_say issueLabel)" >/dev/null ||
    echo "::warning::The label $ISSUE_LABEL could not be made."
  created=$(gh issue create --title "$title" --body "$body" --label "$ISSUE_LABEL") ||
    { echo "::warning::The issue \"$title\" could not be opened."; return 1; }
  created=${created##*/}
  local oldest
  oldest=$(open_issues "$key" | head -n 1) || return 0
  if [ -n "$oldest" ] && [ "$oldest" != "$created" ]; then
    gh issue comment "$oldest" --body "${comment:-$body}" >/dev/null
    gh issue close "$created" --comment "$(admin_say sameIssue "oldest=$oldest")" >/dev/null
  fi
  return 0
}

# Closes the open issue of incident KEY, if any, saying COMMENT.
close_incident() {
  local open
  open=$(open_issue "$1") || { echo "::warning::The open issues could not be listed: nothing closed."; return 1; }
  [ -n "$open" ] || return 0
  gh issue comment "$open" --body "$2" >/dev/null && gh issue close "$open" >/dev/null ||
    { echo "::warning::The issue #$open could not be closed."; return 1; }
}
