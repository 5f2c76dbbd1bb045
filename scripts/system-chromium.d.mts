// Types of ./system-chromium.mjs for the TypeScript that imports it (playwright.config.ts).

/** The executable to launch, or undefined for Playwright's own Chromium. */
export function systemChromium(): string | undefined;
