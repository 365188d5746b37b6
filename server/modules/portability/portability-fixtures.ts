import yauzl from 'yauzl';
import yazl from 'yazl';
import { IMPORT_ARCHIVE_FIELD } from '../../../contracts/portability.js';

/** A zip holding `files` (name → contents), made as any zip tool would. */
export function zipOf(files: Record<string, Buffer | string>): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, contents] of Object.entries(files)) {
    zip.addBuffer(Buffer.isBuffer(contents) ? contents : Buffer.from(contents), name);
  }
  zip.end();
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}

/** Every file of a zip, by name. */
export async function unzip(archive: Buffer): Promise<Map<string, Buffer>> {
  const zip = await yauzl.fromBufferPromise(archive, { lazyEntries: true });
  const files = new Map<string, Buffer>();
  for await (const entry of zip.eachEntry()) {
    const chunks: Buffer[] = [];
    for await (const chunk of await zip.openReadStreamPromise(entry)) chunks.push(chunk as Buffer);
    files.set(entry.fileName, Buffer.concat(chunks));
  }
  return files;
}

/** The import form: the archive, and the fields given. */
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
