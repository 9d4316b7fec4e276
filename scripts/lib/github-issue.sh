# One GitHub issue per incident, found by its exact title, for the scripts
# that tell the administrators something (report-run.sh, keepalive.sh).
# Sourced; needs gh with GH_TOKEN and GH_REPO. A failing call to GitHub's
# API is logged and stops nothing.

# The number of the open issue titled exactly TITLE; nothing if none, status 1 if GitHub cannot tell.
open_issue() {
  gh issue list --state open --search "\"$1\" in:title" --json number,title \
    --jq "map(select(.title == \"$1\")) | .[0].number // empty"
}

# Opens the issue TITLE with BODY unless one is open: one incident, one issue, one mail.
open_incident() {
  local open
  open=$(open_issue "$1") || { echo "::warning::The open issues could not be listed: no issue opened."; return 0; }
  [ -n "$open" ] && return 0
  gh issue create --title "$1" --body "$2" || echo "::warning::The issue \"$1\" could not be opened."
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
