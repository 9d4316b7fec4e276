# One GitHub issue per incident, for the scripts that tell the
# administrators something (report-run.sh, keepalive.sh). Every issue they
# open carries the label ISSUE_LABEL, and an incident's issue is found by
# that label and its exact title through the REST list of open issues, which
# answers at once: GitHub's search index lags, and a run queued behind the
# one that opened the issue would not find it there, and open a second.
# Sourced; needs gh with GH_TOKEN and GH_REPO. A failing call to GitHub's
# API is logged and stops nothing.

ISSUE_LABEL=aviso-del-sitio

# FIELD (number, updated_at) of the open issue titled exactly TITLE; nothing if none, status 1 if GitHub cannot tell.
open_issue_field() {
  gh api "repos/$GH_REPO/issues?state=open&labels=$ISSUE_LABEL&per_page=100" \
    --jq ".[] | select(.pull_request == null and .title == \"$1\") | .$2" | head -n 1
  return "${PIPESTATUS[0]}"
}

# The number of the open issue titled exactly TITLE; nothing if none, status 1 if GitHub cannot tell.
open_issue() {
  open_issue_field "$1" number
}

# Rewrites the open issue TITLE's text with BODY, if it is open: an edit sends no mail.
update_incident() {
  local open
  open=$(open_issue "$1") && [ -n "$open" ] || return 0
  gh issue edit "$open" --body "$2" >/dev/null || echo "::warning::The issue \"$1\" (#$open) could not be updated."
  return 0
}

# Opens the issue TITLE with BODY unless one is open: one incident, one issue, one mail.
open_incident() {
  local open
  open=$(open_issue "$1") || { echo "::warning::The open issues could not be listed: no issue opened."; return 0; }
  [ -n "$open" ] && return 0
  # The label must exist before an issue can carry it; --force leaves one there as it is.
  gh label create "$ISSUE_LABEL" --force --color d93f0b \
    --description 'Un aviso automático del sitio: se cierra solo cuando se resuelve' >/dev/null ||
    echo "::warning::The label $ISSUE_LABEL could not be made."
  gh issue create --title "$1" --body "$2" --label "$ISSUE_LABEL" ||
    echo "::warning::The issue \"$1\" could not be opened."
  return 0
}

# Closes the open issue TITLE, if any, saying COMMENT.
close_incident() {
  local open
  open=$(open_issue "$1") || { echo "::warning::The open issues could not be listed: nothing closed."; return 0; }
  [ -n "$open" ] || return 0
  gh issue comment "$open" --body "$2" && gh issue close "$open" ||
    echo "::warning::The issue \"$1\" (#$open) could not be closed."
  return 0
}
