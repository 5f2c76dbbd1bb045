// Preloaded into every browser-test server (`node --import`, support/server.ts): its stack traces
// map to the sources, turned on as `npm start` does (scripts/start.mjs), not with the
// --enable-source-maps flag. Under the flag util.getCallSites maps every call site too, and
// pino asks for its caller's at each start: the server's 4 MB source map was parsed at every
// start for that, about 0.3 CPU s.
process.setSourceMapsEnabled(true);
