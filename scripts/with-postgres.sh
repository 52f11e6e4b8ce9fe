#!/usr/bin/env bash
# Runs a command beside a throwaway PostgreSQL server, with POSTGRES_URL naming its `postgres`
# database as superuser (scripts/test-postgres.sh runs the server tests this way; the load bench,
# bench/server-load.ts, runs its PostgreSQL part this way).
#
# Finds Debian's PostgreSQL (/usr/lib/postgresql/<version>/bin), installing the `postgresql`
# package with apt-get when running as root and it is missing (CI runs as root; POSTGRES_NO_INSTALL=1
# turns that off). Without PostgreSQL it prints what to install and exits 0 with
# "skipped: no PostgreSQL", without running the command.
# It creates a throwaway cluster in a temporary directory, starts it on a free local port with
# its unix socket in that directory, runs the command (from the repository root), and always
# stops and removes the cluster; the exit status is the command's.
set -euo pipefail

cd "$(dirname "$0")/.."

if [[ $# -eq 0 ]]; then
  echo "usage: scripts/with-postgres.sh <command> [arguments…]" >&2
  exit 2
fi

# PG_BIN names the directory of initdb and pg_ctl explicitly (a non-Debian install).
find_bin() {
  local dir="${PG_BIN:-}"
  if [[ -z "$dir" ]]; then
    dir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
  fi
  if [[ -n "$dir" && -x "$dir/initdb" && -x "$dir/pg_ctl" ]]; then echo "$dir"; fi
}

pg_bin=$(find_bin)
if [[ -z "$pg_bin" ]]; then
  if [[ -z "${PG_BIN:-}" && -z "${POSTGRES_NO_INSTALL:-}" && $(id -u) -eq 0 ]] && command -v apt-get >/dev/null; then
    echo "PostgreSQL not found: installing the postgresql package with apt-get"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -q
    apt-get install -y -q --no-install-recommends postgresql
    pg_bin=$(find_bin)
  fi
fi
if [[ -z "$pg_bin" ]]; then
  echo "To run the server tests against PostgreSQL, install it first: sudo apt-get install postgresql"
  echo "skipped: no PostgreSQL"
  exit 0
fi

# initdb refuses to run as root: as root the cluster belongs to the postgres OS user.
as_owner=()
if [[ $(id -u) -eq 0 ]]; then
  if ! id postgres >/dev/null 2>&1; then
    echo "Running as root, but there is no postgres OS user to own the cluster." >&2
    exit 1
  fi
  as_owner=(runuser -u postgres --)
fi

work=$(mktemp -d "${TMPDIR:-/tmp}/ld-postgres-XXXXXX")
data="$work/data"
log="$work/postgres.log"

cleanup() {
  local status=$?
  if [[ -f "$data/postmaster.pid" ]]; then
    "${as_owner[@]}" "$pg_bin/pg_ctl" -D "$data" -m immediate -w stop >/dev/null 2>&1 || true
  fi
  rm -rf "$work"
  exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

if [[ ${#as_owner[@]} -gt 0 ]]; then chown postgres "$work"; fi

port=$(node -e "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close();});")

"${as_owner[@]}" "$pg_bin/initdb" -D "$data" -U postgres --auth=trust --encoding=UTF8 \
  --no-locale >"$work/initdb.log" 2>&1 || {
  cat "$work/initdb.log" >&2
  exit 1
}
# A throwaway cluster: durability of the database server itself is not under test.
if ! "${as_owner[@]}" "$pg_bin/pg_ctl" -D "$data" -l "$log" -w -t 60 start \
  -o "-p $port -k $work -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
  >/dev/null; then
  cat "$log" >&2
  exit 1
fi

version=$("$pg_bin/postgres" --version)
echo "PostgreSQL ($version) on 127.0.0.1:$port, cluster in $work"

export POSTGRES_URL="postgres://postgres@127.0.0.1:$port/postgres"
# Not exec: the trap above stops and removes the cluster once the command is done.
"$@"
