import { randomBytes } from 'node:crypto';
import yauzl from 'yauzl';
import yazl from 'yazl';
import { IMPORT_ARCHIVE_FIELD } from '../../contracts/portability.js';

type Contents = Buffer | string;
/** A file of a zip, with the Unix mode of a symbolic link when `symlink` is set. */
export type ZipEntry = Contents | { contents: Contents; symlink: true };

/** A zip of `files` (name → contents), as a zip tool would make it. */
export function zip(files: Record<string, ZipEntry>): Promise<Buffer> {
  const archive = new yazl.ZipFile();
  for (const [name, entry] of Object.entries(files)) {
    const link = typeof entry === 'object' && !Buffer.isBuffer(entry);
    const contents = link ? entry.contents : entry;
    archive.addBuffer(
      Buffer.isBuffer(contents) ? contents : Buffer.from(contents),
      name,
      link ? { mode: 0o120777 } : {},
    );
  }
  archive.end();
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    archive.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    archive.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    archive.outputStream.on('error', reject);
  });
}

/** A zip holding a file named `../<name>`, which zip tools refuse to write but an attacker can. */
export async function climbingZip(name: string, contents: string): Promise<Buffer> {
  const archive = await zip({ [`xx/${name}`]: contents });
  const safe = Buffer.from(`xx/${name}`);
  const climbing = Buffer.from(`../${name}`);
  let at = archive.indexOf(safe);
  while (at !== -1) {
    climbing.copy(archive, at);
    at = archive.indexOf(safe, at + 1);
  }
  return archive;
}

/** `bytes` of text that packs about four times smaller, far from a zip bomb's ratio. */
export function plainBulk(bytes: number): Buffer {
  const letters = Buffer.from('ACGT');
  const noise = randomBytes(Math.ceil(bytes));
  for (let i = 0; i < noise.length; i += 1) noise[i] = letters[(noise[i] as number) & 3] as number;
  return noise;
}

/** Every file of a zip, by name. */
export async function unzip(archive: Buffer): Promise<Map<string, Buffer>> {
  const file = await yauzl.fromBufferPromise(archive, { lazyEntries: true });
  const files = new Map<string, Buffer>();
  for await (const entry of file.eachEntry()) {
    const chunks: Buffer[] = [];
    for await (const chunk of await file.openReadStreamPromise(entry)) chunks.push(chunk as Buffer);
    files.set(entry.fileName, Buffer.concat(chunks));
  }
  return files;
}

/** The multipart form of "Import recipes": the archive, and the fields given. */
export function importForm(archive: Buffer, fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append(
    IMPORT_ARCHIVE_FIELD,
    new Blob([new Uint8Array(archive)], { type: 'application/zip' }),
    'export.zip',
  );
  return form;
}
