import type { Page } from '@playwright/test';

// The Content-Security-Policy checks the browser tests share (public/csp-every-page.spec.ts,
// admin/csp.spec.ts).

/**
 * Records the page's CSP violations (securitypolicyviolation) and console errors; the function
 * it returns gives those of the page's document and the console errors since its last call.
 */
export async function watchViolations(page: Page) {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(`console: ${msg.text()}`);
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.effectiveDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
    );
  });
  return async () => [
    ...errors.splice(0),
    ...(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)),
  ];
}

/** Whether a policy allows styles from the site's files only (and hashes), never inline. */
export const strict = (csp: string | undefined) => {
  const styleSrc = (csp ?? '').split(';').find((d) => d.trim().startsWith('style-src'));
  return styleSrc?.includes("'self'") === true && !(csp ?? '').includes("'unsafe-inline'");
};
