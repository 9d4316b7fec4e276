#!/usr/bin/env bash
# Uploads the build to Firebase Hosting with the project's own
# firebase-tools (the locked version, which Dependabot keeps current): the
# site (build/client) and staff's editor (build/editor), two sites of the
# project, firebase.json's targets `sitio` and `editor`.
#   bash scripts/commands/deploy-hosting.sh live      # both sites
#   bash scripts/commands/deploy-hosting.sh notice    # the site alone, live, with no firebase-tools: the notice's fast path (deploy-notice.mjs)
#   bash scripts/commands/deploy-hosting.sh preview   # the site alone, channel pr-N (PR_NUMBER), kept 7 days
# Signed in by google-github-actions/auth (GOOGLE_APPLICATION_CREDENTIALS),
# with FIREBASE_PROJECT_ID set; the site's id is the project's unless
# FIREBASE_HOSTING_SITE says, and live needs FIREBASE_EDITOR_SITE. A preview
# writes its address to GITHUB_OUTPUT as `address`.
set -euo pipefail
project=${FIREBASE_PROJECT_ID:?FIREBASE_PROJECT_ID is not set: the repository variable of the Firebase project}
[[ ${1:-} == notice ]] && exec node "$(dirname "$0")/deploy-notice.mjs"
if [[ ${1:-} == live ]]; then
  editor=${FIREBASE_EDITOR_SITE:?FIREBASE_EDITOR_SITE is not set: the repository variable of the editor Hosting site (docs/guia-de-administracion.md)}
fi
firebase=(npx --no-install firebase --project "$project" --non-interactive)
# Which site each target of firebase.json deploys to (written to .firebaserc, which is not committed).
"${firebase[@]}" target:apply hosting sitio "${FIREBASE_HOSTING_SITE:-$project}"

case ${1:-} in
live)
  "${firebase[@]}" target:apply hosting editor "$editor"
  "${firebase[@]}" deploy --only hosting --message "main ${GITHUB_SHA:-}"
  ;;
preview)
  out=$("${firebase[@]}" hosting:channel:deploy "pr-${PR_NUMBER:?PR_NUMBER is not set}" --only sitio --expires 7d --json)
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
  echo "usage: deploy-hosting.sh live|notice|preview" >&2
  exit 2
  ;;
esac
