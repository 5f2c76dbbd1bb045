#!/usr/bin/env bash
# npm run test:docker: the Docker image and docker-compose.yml, verified end to end for real.
#
#   build the image (timed) -> compose up with a throw-away .env -> wait healthy -> submit a
#   contact message -> create the admin with ADMIN_SETUP_TOKEN -> sign in -> backup CLI inside
#   the container, copied out (root's, 0600) -> compose down (volume kept) and up again -> the
#   lead is still there -> the documented restore (app stopped, db-restore in a one-off
#   container as node, the file on its standard input) -> the lead is back -> non-root check -> SIGTERM stops the
#   container cleanly (exit 0, within seconds) -> down -v.
#
# Takes a few minutes (not part of `npm test`). Needs Docker and docker-compose v1 or
# `docker compose` v2. Where Docker Hub is unreachable, set STANDIN to a script that installs
# Docker and a local stand-in for node:24-bookworm-slim; it runs first.
# Environment: IMAGE (default telecom-site:latest, the name in docker-compose.yml),
#              COMPOSE (default: docker-compose if installed, else "docker compose"),
#              STANDIN (path of a stand-in script to run first; unset or empty skips it).
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$(pwd)

IMAGE=${IMAGE:-telecom-site:latest}
STANDIN=${STANDIN-}
project="sitetest$$"
work=$(mktemp -d "${TMPDIR:-/tmp}/site-docker-test.XXXXXX")

say() { printf '\n== %s\n' "$*"; }
fail() {
  printf 'FAIL: %s\n' "$*" >&2
  exit 1
}

if [ -n "$STANDIN" ] && [ -f "$STANDIN" ]; then
  say "Docker engine and base image (stand-in: $STANDIN)"
  bash "$STANDIN"
fi
command -v docker >/dev/null || fail "docker is not installed"
if [ -z "${COMPOSE:-}" ]; then
  if command -v docker-compose >/dev/null; then COMPOSE=docker-compose; else COMPOSE="docker compose"; fi
fi
# Run from a scratch project directory: its .env is the throw-away one below, never the repo's.
# shellcheck disable=SC2086 # COMPOSE may be two words
compose() { $COMPOSE -p "$project" -f "$repo/docker-compose.yml" --project-directory "$work" "$@"; }

cleanup() {
  local status=$?
  if [ $status -ne 0 ] && [ -n "${cid:-}" ]; then
    say "container log (last 40 lines)"
    docker logs --tail 40 "$cid" 2>&1 || true
  fi
  compose down -v --remove-orphans >/dev/null 2>&1 || true
  rm -rf "$work"
  exit $status
}
trap cleanup EXIT

# --- build -------------------------------------------------------------------------------------
say "docker build -t $IMAGE ."
start=$(date +%s)
if ! DOCKER_BUILDKIT=0 docker build --network host -t "$IMAGE" . >"$work/build.log" 2>&1; then
  tail -40 "$work/build.log"
  fail "docker build failed"
fi
build_seconds=$(($(date +%s) - start))
image_bytes=$(docker image inspect -f '{{.Size}}' "$IMAGE")
image_mb=$((image_bytes / 1000 / 1000))
base_mb=$(($(docker image inspect -f '{{.Size}}' node:24-bookworm-slim) / 1000 / 1000))
echo "built in ${build_seconds} s; image ${image_mb} MB (base node:24-bookworm-slim ${base_mb} MB)"

# --- configuration: random secrets in a throw-away .env ------------------------------------------
rand() { node -e "console.log(require('crypto').randomBytes(${1:-32}).toString('base64url'))"; }
port=$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
setup_token=$(rand 24)
password=$(rand 18)
email="admin@firm.example"
cat >"$work/.env" <<ENV
HOST_PORT=127.0.0.1:$port
JWT_SECRET=$(rand 48)
ADMIN_SETUP_TOKEN=$setup_token
PUBLIC_ORIGIN=http://127.0.0.1:$port
LOG_LEVEL=warn
ENV
base="http://127.0.0.1:$port"

# --- helpers -------------------------------------------------------------------------------------
# http METHOD PATH [JSON] [TOKEN]: sets $code; the body is in $work/body (see body)
http() {
  local args=(-sS -o "$work/body" -w '%{http_code}' -X "$1" "$base$2")
  [ -n "${3:-}" ] && args+=(-H 'content-type: application/json' --data "$3")
  [ -n "${4:-}" ] && args+=(-H "authorization: Bearer $4")
  code=$(curl "${args[@]}" || echo 000)
}
body() { cat "$work/body"; }
# json FIELD: reads JSON on stdin, prints one field (dotted path)
json() {
  node -e 'let s="";process.stdin.on("data",(d)=>(s+=d)).on("end",()=>{const v=process.argv[1].split(".").reduce((o,k)=>o?.[k],JSON.parse(s));console.log(typeof v==="object"?JSON.stringify(v):v)})' "$1"
}
expect_code() { [ "$code" = "$1" ] || fail "$2: expected HTTP $1, got $code: $(cat "$work/body")"; }

wait_healthy() {
  cid=$(compose ps -q app)
  [ -n "$cid" ] || fail "no container for service app"
  local t0 status
  t0=$(date +%s)
  while :; do
    status=$(docker inspect -f '{{if .State.Health}}{{.State.Health.Status}}{{end}}' "$cid")
    [ "$status" = healthy ] && break
    [ "$(docker inspect -f '{{.State.Running}}' "$cid")" = true ] || fail "container exited"
    [ $(($(date +%s) - t0)) -lt 90 ] || fail "not healthy after 90 s (status: $status)"
    sleep 1
  done
  http GET /healthz
  expect_code 200 "GET /healthz"
  echo "healthy after $(($(date +%s) - t0)) s (docker health status; GET /healthz: $(cat "$work/body"))"
}
# A crash loop hides behind restart: unless-stopped; a native abort only shows in the log.
no_crash() {
  local restarts
  restarts=$(docker inspect -f '{{.RestartCount}}' "$cid")
  [ "$restarts" = 0 ] || fail "the container restarted $restarts times"
  if docker logs "$cid" 2>&1 | grep -E 'Assertion failed|Segmentation|Native stack trace'; then
    fail "the server crashed"
  fi
}

# login: sets $token
login() {
  http POST '/auth/token?grant_type=password' "{\"email\":\"$email\",\"password\":\"$password\"}"
  expect_code 200 "sign in"
  token=$(body | json access_token)
}

# --- first start ---------------------------------------------------------------------------------
say "$COMPOSE up -d --no-build (project $project, port $port)"
compose up -d --no-build
wait_healthy

say "a visitor sends a contact message"
http POST /api/contact-submissions '{"name":"Docker Test","email":"visitor@example.com","message":"Do you install fibre in warehouses?"}'
expect_code 201 "contact message"
lead_id=$(body | json id)
echo "lead $lead_id"

say "first admin via ADMIN_SETUP_TOKEN, then sign in"
http POST /api/setup "{\"setup_token\":\"wrong-token-0123456789\",\"email\":\"$email\",\"password\":\"$password\"}"
expect_code 401 "setup with a wrong token"
http POST /api/setup "{\"setup_token\":\"$setup_token\",\"email\":\"$email\",\"password\":\"$password\"}"
expect_code 201 "setup"
login
http GET /api/contact-submissions '' "$token"
expect_code 200 "GET /api/contact-submissions"
body | grep -q "$lead_id" || fail "lead not listed"
echo "admin created; the lead is in the inbox"
no_crash

say "container user, files and the backup CLI"
uid=$(docker exec "$cid" id -u)
[ "$uid" != 0 ] || fail "the container runs as root"
echo "runs as $(docker exec "$cid" id -un) (uid $uid); database: $(docker exec "$cid" ls -l /data/site.db)"
if docker exec "$cid" sh -c 'test -w /app/dist/server/main.js' 2>/dev/null; then fail "the app's code is writable by the app user"; fi
docker exec "$cid" node dist/server/cli/db-backup.js /data/backup-test.tar | tee "$work/backup.out"
grep -q 'integrity ok' "$work/backup.out" || fail "backup not verified"
docker exec "$cid" node dist/server/cli/db-backup.js /data/backup-test.tar >/dev/null 2>&1 && fail "backup overwrote a file without --force"
# As docs/operations.md copies it out: the copy is the caller's (root here), mode 0600.
mkdir -p "$work/backups"
docker cp "$cid":/data/backup-test.tar "$work/backups/"
docker exec "$cid" rm /data/backup-test.tar
[ "$(stat -c %a "$work/backups/backup-test.tar")" = 600 ] || fail "the copied backup is not 0600"
docker exec -i "$cid" node dist/server/cli/db-restore.js - <"$work/backups/backup-test.tar" >/dev/null 2>&1 &&
  fail "restore ran while the server holds the database"
echo "backup copied out as uid $(stat -c %u "$work/backups/backup-test.tar"), mode $(stat -c %a "$work/backups/backup-test.tar")"

# --- restart: the volume keeps the data ----------------------------------------------------------
say "$COMPOSE down (volume kept), then up again"
compose down
compose up -d --no-build
wait_healthy
http POST /api/setup "{\"setup_token\":\"$setup_token\",\"email\":\"x@firm.example\",\"password\":\"$password\"}"
expect_code 409 "setup after restart"
login
http GET /api/contact-submissions '' "$token"
expect_code 200 "GET /api/contact-submissions"
body | grep -q "$lead_id" || fail "lead lost across down/up"
no_crash
echo "after down/up: admin still exists, signed in, lead $lead_id still there"

# --- restore: the documented recipe ---------------------------------------------------------------
say "restore the backup (server stopped, a one-off container as node)"
compose stop app
compose run --rm --no-deps -T app node dist/server/cli/db-restore.js - \
  <"$work/backups/backup-test.tar" | tee "$work/restore.out"
grep -q '^Restored' "$work/restore.out" || fail "restore failed"
compose start app
wait_healthy
login
http GET /api/contact-submissions '' "$token"
expect_code 200 "GET /api/contact-submissions after the restore"
body | grep -q "$lead_id" || fail "lead lost in the restore"
no_crash
echo "restored: lead $lead_id is back"

# --- graceful shutdown ---------------------------------------------------------------------------
say "SIGTERM (docker stop): clean exit"
start_ms=$(date +%s%3N)
docker stop -t 15 "$cid" >/dev/null
stop_ms=$(($(date +%s%3N) - start_ms))
exit_code=$(docker inspect -f '{{.State.ExitCode}}' "$cid")
docker logs "$cid" 2>&1 | grep -q 'SIGTERM received' || fail "the server did not see SIGTERM"
[ "$exit_code" = 0 ] || fail "exit code $exit_code after SIGTERM"
[ "$stop_ms" -lt 5000 ] || fail "stopping took ${stop_ms} ms"
echo "stopped in ${stop_ms} ms, exit code $exit_code"

say "figures"
echo "build time: ${build_seconds} s"
echo "image size: ${image_mb} MB ($IMAGE; base image ${base_mb} MB, so the app adds $((image_mb - base_mb)) MB)"
echo "stop time:  ${stop_ms} ms"
echo "test:docker passed"
