#!/usr/bin/env bash
# The whole test suite: installs what the tests need (Debian's chromium, a Java runtime, Redis), then
# format and lint, the GitHub workflow files' validation, the production build (which checks the
# content and writes the API's content bundle), type-check, no import circle (dependency-cruiser), no
# unused file, export or dependency (knip), unit and API tests (Vitest), the GitHub Pages build,
# the HTML check, end-to-end and accessibility tests in Debian's chromium.
# Ends with one line: "N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."

# Debian packages the tests run: install_missing COMMAND PACKAGE WHAT-NEEDS-IT
install_missing() {
  if command -v "$1" >/dev/null 2>&1 || [ -x "/usr/bin/$1" ]; then return; fi
  echo "Installing $2 for $3…"
  local sudo=""
  [ "$(id -u)" = 0 ] || sudo="sudo"
  $sudo apt-get update -qq && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "$2" >/dev/null || {
    echo "Could not install $2 (apt-get install $2); $3 needs it." >&2
  }
}
install_missing chromium chromium "the browser tests"
install_missing java default-jre-headless "the HTML check (W3C Nu checker)"
install_missing redis-server redis-server "the shared rate-limit tests (a real Redis)"
if [ ! -x node_modules/.bin/node ] || [ ! -x node_modules/.bin/astro ]; then
  npm ci --no-audit --no-fund
fi

# npm scripts put node_modules/.bin (Node 24) first on PATH; keep it so when run directly.
export PATH="$PWD/node_modules/.bin:$PATH"
mkdir -p test-report
steps=test-report/steps.tsv
: >"$steps"
rm -f test-report/vitest.json test-report/e2e.json

step() {
  local name=$1
  shift
  echo "== $name"
  "$@"
  local code=$?
  printf '%s\t%s\n' "$name" "$code" >>"$steps"
  return $code
}

step "format and lint (biome)" biome ci .
step "workflow files (action-validator)" bash -c 'for f in .github/workflows/*.yml; do action-validator "$f" || { echo "$f does not validate" >&2; exit 1; }; done'
# The editor at /admin talks to the decap-server tests/e2e/editor.spec.ts starts (playwright.config.ts, EDITOR_BACKEND_PORT).
editor_backend_port=$(( ${E2E_PORT:-4400} + 10 ))
step "build (production; content check and API bundle)" env CMS_LOCAL_BACKEND_URL=http://127.0.0.1:$editor_backend_port/api/v1 astro build
step "type-check (astro check)" astro check --minimumSeverity warning
step "type-check (api)" tsc -p api/tsconfig.json
step "type-check (api node entry)" tsc -p api/tsconfig.node.json
step "no import circle (dependency-cruiser)" depcruise src api server scripts tests --config .dependency-cruiser.mjs
step "no unused file, export or dependency (knip)" knip --no-progress
echo "== unit and API tests (vitest)"
vitest run --reporter=default --reporter=json --outputFile.json=test-report/vitest.json
[ -f test-report/vitest.json ] || printf 'vitest (no report written)\t1\n' >>"$steps"
# The Pages build calls the API on another origin: the port playwright.config.ts gives that API.
pages_api_port=$(( ${E2E_PORT:-4400} + 2 ))
step "build (GitHub Pages, base path, API on another origin)" env BASE_PATH=/aca-training-hub/ PUBLIC_API_BASE_URL=http://127.0.0.1:$pages_api_port astro build --outDir dist-pages
step "valid HTML (W3C Nu checker, both builds)" node scripts/check-html.ts dist dist-pages
echo "== end-to-end and accessibility tests (playwright, chromium)"
playwright test
[ -f test-report/e2e.json ] || printf 'playwright (no report written)\t1\n' >>"$steps"

echo
node scripts/test-summary.ts "$steps" test-report/vitest.json test-report/e2e.json
