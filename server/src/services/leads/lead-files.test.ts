import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { Multipart } from '@fastify/multipart';
import { afterEach, describe, expect, it } from 'vitest';
import { QUOTE_ATTACHMENT_RULES } from '@shared/vocabularies/attachments';
import type { ByteBudget } from '../../lib/byte-budget';
import { createUuidV7Generator } from '../../lib/uuidv7';
import { createAttachmentFiles } from '../../repositories/attachment-files';
import { readMultipartForm } from './lead-files';

// The shared upload rate (UPLOAD_MB_PER_SECOND) in the reading of a form's files: a chunk waits
// for the budget before it is inspected or written, and every byte is drawn from it.

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

const pdfChunks = () => [
  Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n' + 'x'.repeat(5000), 'latin1'),
  Buffer.alloc(6000, 0x61),
  Buffer.from('\n%%EOF\n'),
];

function filePart(chunks: Buffer[]): Multipart {
  const file = Object.assign(Readable.from(chunks), { truncated: false });
  return {
    type: 'file',
    fieldname: 'attachments',
    filename: 'rfp.pdf',
    file,
  } as unknown as Multipart;
}

async function* partsOf(...parts: Multipart[]) {
  yield* parts;
}

describe('reading a form\u2019s files under the shared upload rate', () => {
  it('holds the file until the budget lets its bytes through, then stores all of them', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lead-files-'));
    dirs.push(dir);
    const store = createAttachmentFiles(dir);
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const drawn: number[] = [];
    const budget: ByteBudget = {
      take(bytes) {
        drawn.push(bytes);
        return gate; // overdrawn until the test opens the gate
      },
    };
    const chunks = pdfChunks();
    let done = false;
    const reading = readMultipartForm(
      partsOf(filePart(chunks)),
      { rules: QUOTE_ATTACHMENT_RULES, numbers: [], budget },
      store,
      createUuidV7Generator(),
    ).finally(() => (done = true));

    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(done).toBe(false); // the first chunk waits for the budget

    open();
    const { files } = await reading;
    expect(files).toHaveLength(1);
    expect(drawn.reduce((a, b) => a + b, 0)).toBe(Buffer.concat(chunks).length);
    expect(readFileSync(store.pathOf(files[0]!.id)).equals(Buffer.concat(chunks))).toBe(true);
  });

  it('without a budget, reads at once', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lead-files-'));
    dirs.push(dir);
    const store = createAttachmentFiles(dir);
    const { files } = await readMultipartForm(
      partsOf(filePart(pdfChunks())),
      { rules: QUOTE_ATTACHMENT_RULES, numbers: [], budget: null },
      store,
      createUuidV7Generator(),
    );
    expect(files[0]).toMatchObject({ filename: 'rfp.pdf', content_type: 'application/pdf' });
  });
});
