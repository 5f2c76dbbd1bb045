// Every public route that is rendered to static HTML at build time. The server serves these with
// status 200; any other non-API path that is not an app route gets the SPA fallback with a 404.
export const prerenderPaths = ['/'];
