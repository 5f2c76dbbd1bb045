import { describe, expect, it } from 'vitest';
import { LEAD_KINDS } from '../lead-kinds';
import { acknowledgementTextsSchema, DEFAULT_ACKNOWLEDGEMENTS } from './acknowledgement';

// A kind's default acknowledgement (shared/lead-kinds: `acknowledgement`) is served as the
// texts the firm starts from: one the rules refuse (a {name}, no {reference}) would make
// GET /api/admin/acknowledgement fail for everyone.
describe("each kind's default acknowledgement", () => {
  it("keeps the rules the firm's own texts keep", () => {
    const parsed = acknowledgementTextsSchema.safeParse(DEFAULT_ACKNOWLEDGEMENTS);
    expect(parsed.error?.issues ?? []).toEqual([]);
    expect(Object.keys(DEFAULT_ACKNOWLEDGEMENTS)).toEqual(LEAD_KINDS);
  });
});
