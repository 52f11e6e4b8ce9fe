#!/usr/bin/env bash
# Runs the server test project against a real PostgreSQL (the default run uses embedded PGlite):
# scripts/with-postgres.sh starts a throwaway cluster (or prints "skipped: no PostgreSQL"), and
# the tests get it as TEST_DATABASE_URL (the harness creates and drops one database per test file).
#
# The cluster test (server/cluster.test.ts) also needs Debian's haproxy: installed with apt-get
# when missing and running as root (HAPROXY_NO_INSTALL=1 turns that off), else that test is
# skipped with a note.
#
# Extra arguments go to vitest, e.g. `scripts/test-postgres.sh server/account.test.ts`.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! [[ -x /usr/sbin/haproxy || -x /usr/bin/haproxy ]]; then
  if [[ -z "${HAPROXY_NO_INSTALL:-}" && $(id -u) -eq 0 ]] && command -v apt-get >/dev/null; then
    echo "haproxy not found: installing the haproxy package with apt-get"
    export DEBIAN_FRONTEND=noninteractive
    apt-get install -y -q --no-install-recommends haproxy ||
      { apt-get update -q && apt-get install -y -q --no-install-recommends haproxy; }
  else
    echo "No haproxy: the cluster test is skipped (install it: sudo apt-get install haproxy)"
  fi
fi
exec bash scripts/with-postgres.sh bash -c \
  'TEST_DATABASE_URL="$POSTGRES_URL" VITE_CONFIG_NATIVE_IGNORE_WARNING=true npx vitest run --project server "$@"' \
  vitest "$@"
