#!/usr/bin/env bash
# npm test: type check and lint, unit and data-layer tests (Vitest), then a fresh build and
# the browser journeys (Playwright). Every runner prints its summary; any failure fails the run.
set -u
cd "$(dirname "$0")/.."
status=0
stage_start=$SECONDS
# Prints how long the stage just ended took, so a slow CI shows where its minutes went.
stage_time() { echo "-- $1 took $((SECONDS - stage_start)) s"; stage_start=$SECONDS; }

echo "== Type check and lint"
# Side by side: each is mostly one thread, and the machine has two cores. Their output is kept
# apart and printed in turn.
typecheck_log=$(mktemp)
lint_log=$(mktemp)
npm run --silent typecheck > "$typecheck_log" 2>&1 &
typecheck_pid=$!
npm run --silent lint > "$lint_log" 2>&1 &
lint_pid=$!
wait "$typecheck_pid" || { status=1; echo "type check failed"; }
cat "$typecheck_log"
wait "$lint_pid" || { status=1; echo "lint failed"; }
cat "$lint_log"
stage_time "type check and lint"

echo "== Unit and data-layer tests (Vitest)"
npx vitest run || status=1
stage_time "Vitest"

echo "== Build"
build_log=$(mktemp)
if npm run --silent build > "$build_log" 2>&1; then
  echo "build ok"
  stage_time "build"
  echo "== Browser tests (Playwright)"
  npx playwright test || status=1
  stage_time "Playwright"
else
  cat "$build_log"
  echo "build failed"
  status=1
fi

echo "-- npm test took $SECONDS s"
if [ "$status" -eq 0 ]; then echo "npm test: all suites passed"; else echo "npm test: FAILED"; fi
exit "$status"
