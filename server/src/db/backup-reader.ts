import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync, readdirSync } from 'node:fs';
import { copyFile, mkdir } from 'node:fs/promises';
import { once } from 'node:events';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { extract as tarExtract } from 'tar-stream';
import type { DataFolderSecret } from '../config/env-support';
import { BackupError } from './backup';
import { DATABASE_ENTRY, entryKind, manifestSchema, type BackupManifest } from './backup-format';

/** A backup unpacked into a staging folder, each file with its size and SHA-256. */
export interface StagedBackup {
  database: string;
  attachments: Map<string, Staged>;
  /** The content's files, by their stored name. */
  files: Map<string, Staged>;
  secrets: Map<DataFolderSecret, Staged>;
  /** Null for a database file of the old format (a plain SQLite file). */
  manifest: BackupManifest | null;
}
interface Staged {
  path: string;
  bytes: number;
  sha256: string;
}

const SQLITE_MAGIC = Buffer.from('SQLite format 3\0');
const GZIP_MAGIC = Buffer.from([0x1f, 0x8b]);
/** The manifest and a secret are small: a larger entry is not ours. */
const SMALL_ENTRY = 1024 * 1024;

/** Writes `source` to `path` (0600), hashing it on the way. */
async function stage(source: AsyncIterable<unknown>, path: string): Promise<Staged> {
  const out = createWriteStream(path, { mode: 0o600, flags: 'wx' });
  const hash = createHash('sha256');
  let bytes = 0;
  try {
    for await (const data of source) {
      const chunk = data as Buffer;
      hash.update(chunk);
      bytes += chunk.length;
      if (!out.write(chunk)) await once(out, 'drain');
    }
  } finally {
    out.end();
    await once(out, 'close');
  }
  return { path, bytes, sha256: hash.digest('hex') };
}

async function collect(source: AsyncIterable<unknown>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const data of source) {
    const chunk = data as Buffer;
    size += chunk.length;
    if (size > SMALL_ENTRY) throw new BackupError('The manifest is too large: not a backup');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** Unpacks the archive's known entries into `dir`; any other entry refuses the file. */
async function unpack(source: Readable, dir: string): Promise<StagedBackup> {
  const staged: StagedBackup = {
    database: join(dir, DATABASE_ENTRY),
    attachments: new Map(),
    files: new Map(),
    secrets: new Map(),
    manifest: null,
  };
  let database: Staged | null = null;
  await mkdir(join(dir, 'attachments'), { mode: 0o700 });
  await mkdir(join(dir, 'secrets'), { mode: 0o700 });
  await mkdir(join(dir, 'files'), { mode: 0o700 });
  const extract = tarExtract();
  source.once('error', (error) => extract.destroy(error));
  source.pipe(extract);
  for await (const entry of extract) {
    const { name, type } = entry.header;
    const kind = type === 'file' ? entryKind(name) : null;
    if (!kind) throw new BackupError(`Unexpected entry "${name.slice(0, 100)}": not a backup`);
    if (kind.kind === 'manifest') {
      const parsed = manifestSchema.safeParse(JSON.parse((await collect(entry)).toString('utf8')));
      if (!parsed.success) throw new BackupError('The manifest is not of a known format');
      staged.manifest = parsed.data;
    } else if (kind.kind === 'database') {
      database = await stage(entry, staged.database);
    } else if (kind.kind === 'attachment') {
      staged.attachments.set(kind.id, await stage(entry, join(dir, 'attachments', kind.id)));
    } else if (kind.kind === 'file') {
      staged.files.set(kind.name, await stage(entry, join(dir, 'files', kind.name)));
    } else {
      const file = await stage(entry, join(dir, 'secrets', kind.secret));
      if (file.bytes > SMALL_ENTRY) throw new BackupError(`Secret ${kind.secret} is too large`);
      staged.secrets.set(kind.secret, file);
    }
  }
  if (!staged.manifest)
    throw new BackupError('The archive has no manifest: incomplete or not a backup');
  if (!database) throw new BackupError('The archive has no database');
  const entries = new Map<string, Staged>([
    [DATABASE_ENTRY, database],
    ...[...staged.attachments].map(([id, f]) => [`attachments/${id}`, f] as const),
    ...[...staged.files].map(([name, f]) => [`files/${name}`, f] as const),
    ...[...staged.secrets].map(([name, f]) => [`secrets/${name}`, f] as const),
  ]);
  for (const listed of staged.manifest.files) {
    const found = entries.get(listed.name);
    if (!found) throw new BackupError(`${listed.name} is missing from the archive`);
    if (found.bytes !== listed.bytes || found.sha256 !== listed.sha256) {
      throw new BackupError(`${listed.name} is damaged: its checksum does not match the manifest`);
    }
    entries.delete(listed.name);
  }
  if (entries.size > 0) throw new BackupError(`${[...entries.keys()][0]} is not in the manifest`);
  return staged;
}

/** A database file of the old format, with its `.attachments` and `.files` folders if any. */
async function stageOldFormat(file: string, dir: string): Promise<StagedBackup> {
  const staged: StagedBackup = {
    database: join(dir, DATABASE_ENTRY),
    attachments: new Map(),
    files: new Map(),
    secrets: new Map(),
    manifest: null,
  };
  await copyFile(file, staged.database);
  await mkdir(join(dir, 'attachments'), { mode: 0o700 });
  await mkdir(join(dir, 'files'), { mode: 0o700 });
  const contentFolder = `${file}.files`;
  for (const name of existsSync(contentFolder) ? readdirSync(contentFolder) : []) {
    if (entryKind(`files/${name}`)?.kind !== 'file') continue;
    const target = join(dir, 'files', name);
    staged.files.set(name, await stage(createReadStream(join(contentFolder, name)), target));
  }
  const folder = `${file}.attachments`;
  for (const id of existsSync(folder) ? readdirSync(folder) : []) {
    const kind = entryKind(`attachments/${id}`);
    if (kind?.kind !== 'attachment') continue;
    const target = join(dir, 'attachments', id);
    staged.attachments.set(id, await stage(createReadStream(join(folder, id)), target));
  }
  return staged;
}

/**
 * Unpacks a backup (a file, or `-` for standard input) into the empty folder `dir`, checking
 * every entry against the manifest. A gzipped archive is read too, and so is a database file of
 * the format before the archive (with its `.attachments` folder), which has no secrets.
 */
export async function stageBackup(file: string, dir: string): Promise<StagedBackup> {
  const source: Readable =
    file === '-' ? process.stdin : createReadStream(file, { highWaterMark: 1 << 20 });
  const first = await new Promise<Buffer>((done, fail) => {
    source.once('error', fail);
    source.once('readable', () => done((source.read() as Buffer | null) ?? Buffer.alloc(0)));
  });
  if (first.length === 0) throw new BackupError('The backup is empty');
  source.unshift(first);
  if (first.subarray(0, SQLITE_MAGIC.length).equals(SQLITE_MAGIC)) {
    if (file === '-') throw new BackupError('Give a database file of the old format by its name');
    source.destroy();
    return stageOldFormat(file, dir);
  }
  const gzipped = first.subarray(0, 2).equals(GZIP_MAGIC);
  try {
    return await unpack(gzipped ? source.pipe(createGunzip()) : source, dir);
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(`The backup cannot be read: ${(error as Error).message}`);
  } finally {
    source.destroy();
  }
}
