import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

/**
 * A passkey in software for API tests: an ES256 key pair that answers WebAuthn creation and
 * request options the way a platform authenticator with user verification does ("none"
 * attestation), so the server's real SimpleWebAuthn checks run. The browser journeys use
 * Chromium's virtual authenticator instead (tests/e2e/admin/08-accounts.spec.ts).
 */
export function softAuthenticator(origin: string) {
  const rpId = new URL(origin).hostname;
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const credentialId = randomBytes(16);
  const id = credentialId.toString('base64url');
  let counter = 0;

  const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
  const clientData = (type: string, challenge: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  /** rpIdHash, flags (user present 0x01, verified 0x04, attested data 0x40), counter. */
  const authData = (flags: number, extra = Buffer.alloc(0)) => {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, extra]);
  };

  function cosePublicKey(key: KeyObject): Uint8Array {
    const jwk = key.export({ format: 'jwk' });
    return isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]),
    );
  }

  return {
    id,
    /** The browser's answer to creation options (`authn_params_public_key`). */
    register(options: Record<string, unknown>): Record<string, unknown> {
      const clientDataJSON = clientData('webauthn.create', options.challenge as string);
      const length = Buffer.alloc(2);
      length.writeUInt16BE(credentialId.length);
      const attested = Buffer.concat([
        Buffer.alloc(16), // AAGUID
        length,
        credentialId,
        Buffer.from(cosePublicKey(publicKey)),
      ]);
      const attestationObject = isoCBOR.encode(
        new Map<string, unknown>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', authData(0x45, attested)],
        ]) as never,
      );
      return {
        id,
        rawId: id,
        type: 'public-key',
        clientExtensionResults: {},
        response: {
          clientDataJSON: clientDataJSON.toString('base64url'),
          attestationObject: Buffer.from(attestationObject).toString('base64url'),
          transports: ['internal'],
        },
      };
    },
    /** The browser's assertion for request options (a sign-in or a step-up). */
    assert(options: Record<string, unknown>): Record<string, unknown> {
      counter += 1;
      const clientDataJSON = clientData('webauthn.get', options.challenge as string);
      const data = authData(0x05);
      const signature = sign('sha256', Buffer.concat([data, sha256(clientDataJSON)]), privateKey);
      return {
        id,
        rawId: id,
        type: 'public-key',
        clientExtensionResults: {},
        response: {
          clientDataJSON: clientDataJSON.toString('base64url'),
          authenticatorData: data.toString('base64url'),
          signature: signature.toString('base64url'),
        },
      };
    },
  };
}
