#!/usr/bin/env bash
# Runs the server test project against a real PostgreSQL (the default run uses embedded PGlite):
# scripts/with-postgres.sh starts a throwaway cluster (or prints "skipped: no PostgreSQL"), and
# the tests get it as TEST_DATABASE_URL (the harness creates and drops one database per test file).
#
# Extra arguments go to vitest, e.g. `scripts/test-postgres.sh server/account.test.ts`.
set -euo pipefail
cd "$(dirname "$0")/.."
exec bash scripts/with-postgres.sh bash -c \
  'TEST_DATABASE_URL="$POSTGRES_URL" VITE_CONFIG_NATIVE_IGNORE_WARNING=true npx vitest run --project server "$@"' \
  vitest "$@"
