#!/usr/bin/env bash
# Runs a command with another major of Node.js first on PATH:
#   scripts/with-node.sh 24 npm ci
#   scripts/with-node.sh 24 npm test
# The binary comes from the npm registry (the `node-<platform>-<arch>` package that the `node`
# package installs), the newest release of that major, cached under
# ${NODE_CACHE_DIR:-~/.cache/telecom-site/node}. CI uses it to run on the Node of the Docker image
# (docs/decisions/018-node-versions.md); a developer whose machine has another Node can too.
# npm itself stays the one installed (a JS program, run by the node found first on PATH).
#
# Native addons are compiled by node-gyp against headers of the same major: for 24 the 24.18.1
# headers, as in the Dockerfile (ADDON_NODE_HEADERS; better-sqlite3 12 built against >= 24.19
# aborts, nodejs/node#65446); else the fetched release's own. node-gyp reads the setting from
# npm_package_config_node_gyp_nodedir (npm_config_nodedir makes npm 11 warn, npm 12 refuse).
# A node_modules compiled for one major does not load in another: run `npm ci` with the same one.
set -euo pipefail

major=${1:?usage: scripts/with-node.sh <major> <command> [args...]}
shift
[ $# -gt 0 ] || { echo "usage: scripts/with-node.sh <major> <command> [args...]" >&2; exit 2; }

# Keep in step with the Dockerfile's ADDON_NODE_HEADERS (tests/lint/node-versions.test.ts checks).
ADDON_HEADERS_24=24.18.1

cache=${NODE_CACHE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/telecom-site/node}
pkg=$(node -p '`node-${process.platform}-${process.arch}`')

# Unpacks <pkg>@<version> into $cache/<version><suffix> once (only its include/ folder with
# suffix -headers); prints that folder.
fetch() {
  local version=$1 suffix=${2:-} dir="$cache/$1${2:-}"
  if [ ! -e "$dir/include/node/node.h" ]; then
    mkdir -p "$cache"
    local tmp
    tmp=$(mktemp -d "$cache/.fetch.XXXXXX")
    (cd "$tmp" && npm pack --silent "$pkg@$version" >/dev/null \
      && tar xzf ./*.tgz ${suffix:+package/include})
    rm -rf "$dir"
    mv "$tmp/package" "$dir"
    rm -rf "$tmp"
  fi
  printf '%s\n' "$dir"
}

# The newest published version of the major (one registry look-up; the cache keeps the binary).
version=$(npm view "$pkg@$major" version --json | node -e '
  const v = [].concat(JSON.parse(require("fs").readFileSync(0, "utf8")));
  const n = (s) => s.split(".").map(Number);
  v.sort((a, b) => { const x = n(a), y = n(b); return x[0]-y[0] || x[1]-y[1] || x[2]-y[2]; });
  process.stdout.write(v.at(-1));')
dir=$(fetch "$version")
headers=$dir
if [ "$major" = 24 ]; then headers=$(fetch "$ADDON_HEADERS_24" -headers); fi

export PATH="$dir/bin:$PATH"
export npm_package_config_node_gyp_nodedir=$headers
exec "$@"
