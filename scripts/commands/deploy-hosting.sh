#!/usr/bin/env bash
# Uploads the build to Firebase Hosting with the project's own
# firebase-tools (the locked version, which Dependabot keeps current): the
# site (build/client) and staff's editor (build/editor), two sites of the
# project, firebase.json's targets `sitio` and `editor`.
#   bash scripts/commands/deploy-hosting.sh live      # both sites
#   bash scripts/commands/deploy-hosting.sh notice    # the site alone, live, with no firebase-tools: the notice's fast path (deploy-notice.mjs)
#   bash scripts/commands/deploy-hosting.sh preview   # the site alone, channel pr-N (PR_NUMBER), kept 7 days, with the preview-only header
#   bash scripts/commands/deploy-hosting.sh clone     # a preview's version (CLONE_SOURCE) live, with no firebase-tools (deploy-clone.mjs)
# Signed in by google-github-actions/auth (GOOGLE_APPLICATION_CREDENTIALS),
# with FIREBASE_PROJECT_ID set; the site's id is the project's unless
# FIREBASE_HOSTING_SITE says, and live needs FIREBASE_EDITOR_SITE. A preview
# writes its address to GITHUB_OUTPUT as `address`, and its version's id as
# `version`.
set -euo pipefail
project=${FIREBASE_PROJECT_ID:?FIREBASE_PROJECT_ID is not set: the repository variable of the Firebase project}
[[ ${1:-} == notice ]] && exec node "$(dirname "$0")/deploy-notice.mjs"
[[ ${1:-} == clone ]] && exec node "$(dirname "$0")/deploy-clone.mjs"
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
  # firebase.json and the header only a preview has, which a promotion takes off.
  node --input-type=module -e '
    import { readFileSync, writeFileSync } from "node:fs";
    const { previewConfig } = await import(process.argv[1]);
    writeFileSync("firebase.preview.json", JSON.stringify(previewConfig(JSON.parse(readFileSync("firebase.json", "utf8"))), null, 2));
  ' "$(cd "$(dirname "$0")/../lib" && pwd)/promotion.mjs"
  out=$("${firebase[@]}" --config firebase.preview.json hosting:channel:deploy "pr-${PR_NUMBER:?PR_NUMBER is not set}" --only sitio --expires 7d --json)
  echo "$out"
  # {"status":"success","result":{"<target>":{"url":…,"version":…}}}: the first site's.
  node -e '
    const { status, result } = JSON.parse(process.argv[1]);
    const { url, version } = Object.values(result ?? {})[0] ?? {};
    if (status !== "success" || !url) process.exit(1);
    console.log(`address=${url}\nversion=${version ?? ""}`);
  ' "$out" >>"${GITHUB_OUTPUT:-/dev/null}"
  ;;
*)
  echo "usage: deploy-hosting.sh live|notice|preview|clone" >&2
  exit 2
  ;;
esac
