import type { SAMPLE_FIRM as BuiltInFirm } from '@shared/site-content/sample-firm';

// What the browser build has in place of shared/site-content/sample-firm.ts (vite.config.ts):
// stand-ins, so no public file names the built-in sample firm. The admin area never compares
// with them: it reads the built-in content from the server (./built-in-content.ts).

export const SAMPLE_FIRM: Record<keyof typeof BuiltInFirm, string> = {
  name: 'Sample firm',
  legalName: 'Sample firm',
  privacyEmail: 'privacy@sample-firm.example',
  email: 'info@sample-firm.example',
};
