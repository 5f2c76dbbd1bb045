// The part of the Trusted Types API the site's workers use (not yet in TypeScript's DOM types).
// Types only: importing them adds no code to any chunk. The pages' CSP requires Trusted Types
// for script URLs (require-trusted-types-for 'script'), so `new Worker(url)` with a plain string
// throws: each worker starts through a policy of its own that accepts its one built file.

export interface TrustedTypesWindow {
  trustedTypes?: {
    createPolicy(
      name: string,
      rules: { createScriptURL(url: string): string },
    ): { createScriptURL(url: string): unknown };
  };
}
