import { createHash } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import type { ByteBudget } from './byte-budget';
import { HEAD_BYTES } from './file-sniff';

/**
 * Counts, hashes and keeps the first HEAD_BYTES of a file as it streams to disk, and judges
 * those first bytes as soon as it has them: a refused type stops the upload there, before the
 * rest is written. `counted` sees every chunk's size (a limit over one file or several); the
 * server's upload rate (lib/byte-budget.ts) is drawn before anything else is done with a chunk.
 * Used by every upload that is kept as a file: the leads' attachments and the content's files.
 */
export class UploadInspector extends Transform {
  readonly hash = createHash('sha256');
  size = 0;
  head = Buffer.alloc(0);
  /** Whether the head was judged (and passed). */
  judged = false;

  constructor(
    private readonly judge: (head: Buffer) => Promise<Error | null>,
    private readonly counted: (bytes: number) => Error | null,
    private readonly budget: ByteBudget | null,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    const wait = this.budget?.take(chunk.length);
    // An error inside the deferred inspection ends the upload like one in the direct path,
    // instead of escaping as an unhandled rejection.
    if (wait)
      wait.then(() => this.inspect(chunk, done)).catch((error: unknown) => done(error as Error));
    else this.inspect(chunk, done);
  }

  private inspect(chunk: Buffer, done: TransformCallback): void {
    this.size += chunk.length;
    this.hash.update(chunk);
    const overLimit = this.counted(chunk.length);
    if (overLimit) return done(overLimit);
    if (this.judged || this.head.length + chunk.length < HEAD_BYTES) {
      if (!this.judged) this.head = Buffer.concat([this.head, chunk]);
      return done(null, chunk);
    }
    this.head = Buffer.concat([this.head, chunk]).subarray(0, HEAD_BYTES);
    this.decide(chunk, done);
  }

  override _flush(done: TransformCallback): void {
    if (this.judged) return done();
    this.decide(null, done);
  }

  private decide(chunk: Buffer | null, done: TransformCallback): void {
    this.judged = true;
    this.judge(this.head).then(
      (refusal) => (refusal ? done(refusal) : done(null, chunk ?? undefined)),
      (error: unknown) => done(error as Error),
    );
  }
}
