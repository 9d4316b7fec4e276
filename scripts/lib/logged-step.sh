#!/usr/bin/env bash
# The shell of the publication's own steps (`shell: bash scripts/lib/logged-step.sh {0}`):
# runs the step's script as GitHub's `bash` shell does (-eo pipefail), its
# output shown as usual and also kept in $RUNNER_TEMP/step-logs/NAME.log, so
# that the failure issue can quote the end of it (scripts/commands/report-run.sh).
# NAME is the second argument, or the step's id (GITHUB_ACTION).
set -uo pipefail
script=$1
name=${2:-${GITHUB_ACTION:-step}}
logs=${RUNNER_TEMP:-/tmp}/step-logs
mkdir -p "$logs"
bash --noprofile --norc -eo pipefail "$script" 2>&1 | tee -a "$logs/$name.log"
exit "${PIPESTATUS[0]}"
