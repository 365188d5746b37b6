import type { InjectOptions } from 'fastify';

// What the hostile-input test sends (hostile-requests.ts puts it into every operation): ids,
// query values, JSON, content types and multipart forms a careless or hostile client may send.

/** Path segments, as sent on the wire (already percent-encoded where they need to be). */
export const HOSTILE_SEGMENTS = [
  '%00',
  '%0A',
  '%F0',
  // A lone surrogate (U+D800) as UTF-8 would write it.
  '%ED%A0%80',
  '-1',
  '0',
  '1e99',
  '2147483648',
  '99999999999999999999',
  'abc',
  'a'.repeat(500),
  '..%2F..%2Fetc%2Fpasswd',
];

/** Query values, as sent on the wire. */
export const HOSTILE_QUERY_VALUES = [
  '%00',
  '%F0',
  '%ED%A0%80',
  '-1',
  '0',
  '1e99',
  '2147483648',
  '99999999999999999999',
  'abc',
  'a'.repeat(500),
  '',
  '%',
];

/** JSON values put in a body's property, one at a time: wrong types, huge numbers, bad text. */
export const HOSTILE_JSON_VALUES: unknown[] = [
  null,
  true,
  -1,
  1.5,
  2147483648,
  1e20,
  '',
  '\u0000',
  '\ud800',
  '\u0001\u001f\u007f',
  'x'.repeat(20_000),
  [],
  ['\u0000'],
  {},
];

/** Whole bodies, sent as `application/json`. */
export const HOSTILE_JSON_BODIES: (string | Buffer)[] = [
  '{',
  '[]',
  'null',
  '"x"',
  '1',
  'true',
  '{}',
  '{"__proto__":{"polluted":1}}',
  '{"constructor":{"prototype":{"polluted":1}}}',
  '\u0000',
  // A body that is not UTF-8 at all.
  Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xed, 0xa0, 0x80, 0xf0, 0x22, 0x7d]),
];

/** Bodies under content types the API does not take, or takes and cannot read as sent. */
export const WRONG_CONTENT_TYPES: [string | undefined, string][] = [
  ['text/plain', 'x'],
  ['application/xml', '<a/>'],
  ['application/json; charset=utf-16', '{}'],
  ['application/x-www-form-urlencoded', 'a=%00&b=%ED%A0%80&c[]=1&c[x]=2'],
  ['multipart/form-data', 'x'],
  ['multipart/form-data; boundary=', 'x'],
  ['multipart/form-data; boundary=b', '--b\r\ngarbage'],
  ['application/octet-stream', '\u0000\u0001'],
  [undefined, '{"a":1}'],
];

/** Fields of a url-encoded form, as sent on the wire (each one costs a password hash at sign-in). */
export const HOSTILE_FORM_VALUES = ['%00', '%ED%A0%80', 'a'.repeat(500), ''];

/** Session cookies no sign-in made: not signed, signed by nobody, not even text. */
export const HOSTILE_COOKIES = [
  'simmer.sid=%00',
  'simmer.sid=forged.c2lnbmF0dXJl',
  `simmer.sid=${'a'.repeat(4000)}`,
  'simmer.sid=%ED%A0%80; simmer.sid=x',
];

/** Multipart text values of a field: each is sent in place of a plausible one. */
export const HOSTILE_FIELD_VALUES: (string | Buffer)[] = [
  'a\u0000b',
  Buffer.from([0xed, 0xa0, 0x80]),
  Buffer.from([0xf0]),
  '["\\u0000"]',
  '["\\ud800"]',
  '{"a":1}',
  '99999999999999999999',
  'x'.repeat(20_000),
];

const BOUNDARY = 'hostile-boundary';

export interface Part {
  name: string;
  value: string | Buffer;
  filename?: string;
  type?: string;
}

/** A multipart/form-data body of these parts, with whatever bytes they hold. */
export function multipartBody(parts: Part[], { close = true } = {}): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${
      part.filename === undefined ? '' : `; filename="${part.filename}"`
    }`;
    const head = [`--${BOUNDARY}`, `Content-Disposition: ${disposition}`];
    if (part.type) head.push(`Content-Type: ${part.type}`);
    chunks.push(Buffer.from(`${head.join('\r\n')}\r\n\r\n`), Buffer.from(part.value), crlf);
  }
  if (close) chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}
const crlf = Buffer.from('\r\n');
export const multipartHeaders = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };

/** Broken multipart forms: cut short, mislabelled, over the parser's limits. */
export function brokenForms(
  fileField: string | undefined,
  fields: Part[],
): [string, InjectOptions][] {
  const file = fileField ?? 'file';
  const junk = (name: string, filename?: string): Part => ({
    name,
    value: Buffer.from('not an image \u0000'),
    filename: filename ?? 'x.jpg',
    type: 'image/jpeg',
  });
  const send = (payload: Buffer, headers: Record<string, string> = multipartHeaders) => ({
    payload,
    headers,
  });
  return [
    ['unclosed form', send(multipartBody(fields, { close: false }))],
    ['cut inside a part', send(multipartBody(fields).subarray(0, 60))],
    ['only the boundary', send(Buffer.from(`--${BOUNDARY}\r\n`))],
    ['empty body', send(Buffer.alloc(0))],
    [
      'another boundary',
      send(multipartBody(fields), { 'content-type': 'multipart/form-data; boundary=other' }),
    ],
    ['part without a name', send(Buffer.from(`--${BOUNDARY}\r\n\r\nx\r\n--${BOUNDARY}--\r\n`))],
    [
      'header garbage',
      send(Buffer.from(`--${BOUNDARY}\r\n\u0000\u0001: \u00ff\r\n\r\nx\r\n--${BOUNDARY}--\r\n`)),
    ],
    ['NUL field name', send(multipartBody([...fields, { name: 'a\u0000b', value: 'x' }]))],
    ['junk file', send(multipartBody([...fields, junk(file)]))],
    ['empty file', send(multipartBody([...fields, { ...junk(file), value: Buffer.alloc(0) }]))],
    ['NUL file name', send(multipartBody([...fields, junk(file, 'a\u0000.jpg')]))],
    ['file in a text field', send(multipartBody([junk(fields[0]?.name ?? 'title'), ...fields]))],
    ['file in an unknown field', send(multipartBody([...fields, junk('other')]))],
    ['two files', send(multipartBody([...fields, junk(file), junk(file)]))],
    [
      'too many fields',
      send(multipartBody(Array.from({ length: 40 }, (_, i) => ({ name: `f${i}`, value: 'x' })))),
    ],
    [
      'field name too long',
      send(multipartBody([...fields, { name: 'n'.repeat(200), value: 'x' }])),
    ],
    [
      'field value over 1 MB',
      send(
        multipartBody([
          ...fields,
          { name: fields[0]?.name ?? 'title', value: 'x'.repeat(2 ** 20 + 1) },
        ]),
      ),
    ],
  ];
}
