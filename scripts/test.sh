#!/usr/bin/env bash
# The whole suite: lint, types, a production build, then unit, API and browser tests.
set -euo pipefail
cd "$(dirname "$0")/.."

# Browser tests use Debian's chromium (its headless shell for the tests, the full browser for screenshots and
# Lighthouse) and need a CJK font; install them when missing (as root), else say how.
missing=()
if [ -z "${CHROMIUM_PATH:-}" ]; then
  [ -x /usr/bin/chromium ] || missing+=(chromium)
  [ -x /usr/bin/chromium-headless-shell ] || missing+=(chromium-headless-shell)
elif [ ! -x "$CHROMIUM_PATH" ]; then
  echo "CHROMIUM_PATH=$CHROMIUM_PATH is not an executable"
  exit 1
fi
# Both CJK fonts by name: the tender upload tests print their PDF in each (server/test-support/tender-files.ts);
# Noto CJK's PDFs write radicals for characters into their text (decision 0062), WenQuanYi's do not.
# Installed, not merely known to dpkg: `dpkg -s` also succeeds for a package removed with its configuration kept.
installed() { dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q 'ok installed'; }
installed fonts-wqy-microhei || missing+=(fonts-wqy-microhei)
installed fonts-noto-cjk || missing+=(fonts-noto-cjk)
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

# Lint, types and the production build side by side (about 45 s instead of 70 on 2 cores); each one's output is
# printed when it fails, and any failure stops the run before the tests.
mkdir -p .tmp
steps=(lint typecheck build)
pids=()
for step in "${steps[@]}"; do
  npm run --silent "$step" >".tmp/$step.log" 2>&1 &
  pids+=($!)
done
failed=0
for i in "${!steps[@]}"; do
  step=${steps[$i]}
  if wait "${pids[$i]}"; then echo "== $step: ok"; else echo "== $step: failed"; cat ".tmp/$step.log"; failed=1; fi
done
[ "$failed" = 0 ] || exit 1
echo "== tests"
status=0
npx vitest run --reporter=default --reporter=json --outputFile.json=.tmp/vitest.json || status=$?
node -e '
  const r = require("./.tmp/vitest.json");
  console.log(`${r.numPassedTests} passed, ${r.numFailedTests} failed` + (r.numPendingTests ? `, ${r.numPendingTests} skipped` : ""));
' || true
exit $status
