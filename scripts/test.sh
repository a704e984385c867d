#!/usr/bin/env bash
# The whole suite: lint, types, a production build, then unit, API and browser tests.
set -euo pipefail
cd "$(dirname "$0")/.."

# Browser tests use Debian's chromium and need a CJK font; install them when missing (as root), else say how.
missing=()
[ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || missing+=(chromium)
dpkg -s fonts-wqy-microhei >/dev/null 2>&1 || dpkg -s fonts-noto-cjk >/dev/null 2>&1 || missing+=(fonts-wqy-microhei)
if [ ${#missing[@]} -gt 0 ]; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    echo "Installing ${missing[*]} for the browser tests…"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  else
    echo "The browser tests need: sudo apt-get install -y ${missing[*]}"
    exit 1
  fi
fi

echo "== lint"; npm run --silent lint
echo "== typecheck"; npm run --silent typecheck
echo "== build"; npm run --silent build >/dev/null
echo "== tests"
mkdir -p .tmp
status=0
npx vitest run --reporter=default --reporter=json --outputFile.json=.tmp/vitest.json || status=$?
node -e '
  const r = require("./.tmp/vitest.json");
  console.log(`${r.numPassedTests} passed, ${r.numFailedTests} failed` + (r.numPendingTests ? `, ${r.numPendingTests} skipped` : ""));
' || true
exit $status
