#!/usr/bin/env bash
# Uploads build/client to Firebase Hosting with the project's own
# firebase-tools (the locked version, which Dependabot keeps current):
#   bash scripts/commands/deploy-hosting.sh live
#   bash scripts/commands/deploy-hosting.sh preview   # channel pr-N (PR_NUMBER), kept 7 days
# Signed in by google-github-actions/auth (GOOGLE_APPLICATION_CREDENTIALS),
# with FIREBASE_PROJECT_ID set. A preview writes its address to
# GITHUB_OUTPUT as `address`.
set -euo pipefail
project=${FIREBASE_PROJECT_ID:?FIREBASE_PROJECT_ID is not set: the repository variable of the Firebase project}
firebase=(npx --no-install firebase --project "$project" --non-interactive)

case ${1:-} in
live)
  "${firebase[@]}" deploy --only hosting --message "main ${GITHUB_SHA:-}"
  ;;
preview)
  out=$("${firebase[@]}" hosting:channel:deploy "pr-${PR_NUMBER:?PR_NUMBER is not set}" --expires 7d --json)
  echo "$out"
  # {"status":"success","result":{"<site>":{"url":…}}}: the first site's address.
  address=$(node -e '
    const { status, result } = JSON.parse(process.argv[1]);
    const url = Object.values(result ?? {})[0]?.url;
    if (status !== "success" || !url) process.exit(1);
    console.log(url);
  ' "$out")
  echo "address=$address" >>"${GITHUB_OUTPUT:-/dev/null}"
  ;;
*)
  echo "usage: deploy-hosting.sh live|preview" >&2
  exit 2
  ;;
esac
