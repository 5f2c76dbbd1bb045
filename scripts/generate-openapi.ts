import { writeFileSync } from 'node:fs';
import { API_TYPES_PATH, renderApiTypes } from '../server/src/openapi/render-api-types';

// Regenerates the committed client types from the server's routes; run after changing shared/.
writeFileSync(API_TYPES_PATH, await renderApiTypes());
process.stdout.write(`Wrote ${API_TYPES_PATH}\n`);
