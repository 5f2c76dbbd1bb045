import { serializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { createdSchema } from '@shared/schemas/leads';
import { errorBodySchema } from '@shared/schemas/errors';
import { fastSerializerFor } from './fast-serializer';

const route = { method: 'POST', url: '/api/contact-submissions' };

describe('fastSerializerFor', () => {
  it('writes the 201 body exactly as the zod serializer does (declared keys only)', () => {
    const fast = fastSerializerFor(201)({ ...route, schema: createdSchema, httpStatus: '201' });
    const zod = serializerCompiler({ ...route, schema: createdSchema, httpStatus: '201' });
    for (const data of [
      {
        id: '0195f1a2-7b3c-7def-8123-456789abcdef',
        reference: 'C-2026-0001',
        created_at: '2026-11-23T00:00:00.000Z',
      },
      {
        id: 'quote "and" \\ \u2028',
        reference: 'Q-2026-0042 "x"',
        created_at: '2026-11-23T00:00:00.000Z',
        extra: 'dropped',
      },
    ]) {
      expect(fast(data)).toBe(zod(data));
    }
  });

  it('keeps the zod serializer for the other statuses', () => {
    const compile = fastSerializerFor(201);
    const serialize = compile({ ...route, schema: errorBodySchema, httpStatus: '400' });
    expect(() => serialize({ message: 'no error code' })).toThrow();
  });
});
