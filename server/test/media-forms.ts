import { readFileSync } from 'node:fs';

// Multipart bodies for the media tests' routes (media-app.ts), and the test videos.

/** A recipe form: `fields`, and the photo in `image`. */
export function imageForm(
  fields: Record<string, string>,
  file?: { data: Buffer; name?: string; type?: string },
) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  if (file) {
    body.append(
      'image',
      new Blob([new Uint8Array(file.data)], { type: file.type ?? 'image/jpeg' }),
      file.name ?? 'photo.jpg',
    );
  }
  return body;
}

/** A file of server/test/fixtures (see make-videos.sh there). */
export function fixtureFile(name: string): Buffer {
  return readFileSync(new URL(`./fixtures/${name}`, import.meta.url));
}

/** An announcement form: fields, the file in `media`, then more fields. */
export function postFormInOrder(
  before: Record<string, string>,
  file?: { data: Buffer; name: string; type: string },
  after: Record<string, string> = {},
) {
  const body = new FormData();
  for (const [name, value] of Object.entries(before)) body.append(name, value);
  if (file) {
    body.append('media', new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
  }
  for (const [name, value] of Object.entries(after)) body.append(name, value);
  return body;
}
