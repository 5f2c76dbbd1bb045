import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Seals values the server must read back later but a copy of the database alone must not reveal
 * (the identity provider's refresh tokens): AES-256-GCM under a key kept outside the database.
 * `context` (a session id, say) is authenticated with the value, so a sealed value moved to
 * another row does not open there.
 */
export function sealedBox(secret: string) {
  const key = createHash('sha256').update(secret).digest();
  return {
    seal(value: unknown, context: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(context));
      const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },
    /** The value, or undefined when it was sealed with another key or context, or altered. */
    open<T>(sealed: string, context: string): T | undefined {
      try {
        const bytes = Buffer.from(sealed, 'base64url');
        const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12))
          .setAAD(Buffer.from(context))
          .setAuthTag(bytes.subarray(12, 28));
        const text = Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]);
        return JSON.parse(text.toString('utf8')) as T;
      } catch {
        return undefined;
      }
    },
  };
}

export type SealedBox = ReturnType<typeof sealedBox>;
