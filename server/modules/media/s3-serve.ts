import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { responseGone } from '../../response-gone.js';
import { copyOf } from './photo-copies.js';
import { type S3Settings, s3Connection, s3Status } from './s3-storage.js';
import { isMediaKey } from './storage.js';

/** Stored media's route, on disk or in the bucket, for the API reference. */
export const UPLOAD_DOC = {
  summary: 'A stored photo or video, by the URL the API gave for it',
  description:
    'Public and immutable (cached for a year); answers ranges (206) and revalidation (304).',
};

/** One range, as browsers ask for media (`bytes=0-`, `bytes=500-999`, `bytes=-500`). */
const SINGLE_RANGE = /^bytes=(?:\d+-\d*|-\d+)$/;

const header = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
};

/**
 * GET/HEAD /uploads/<key> from the bucket, through the app rather than by redirect to a signed
 * bucket URL (decision 025): the bucket may sit on a network browsers cannot reach, media stays
 * same-origin for the Content-Security-Policy, and a URL never expires under an immutable cache.
 * The browser's range and revalidation headers go to S3, which answers them as a file server
 * would (206 with Content-Range, 304, 416); the object's bytes stream through, never held.
 */
export function serveFromBucket(
  uploads: FastifyInstance,
  s3: S3Settings,
  {
    notFound,
    ensureCopy,
  }: {
    notFound: (reply: FastifyReply) => FastifyReply;
    /** Makes a photo's copy that was left to be made later (decision 032). */
    ensureCopy: (key: string) => Promise<void>;
  },
): void {
  const connect = s3Connection(s3);
  // HEAD is its own method here, not Fastify's HEAD-from-GET (which answers a bodiless reply with
  // Content-Length: 0): it asks the bucket for the object's headers only.
  uploads.route<{ Params: { '*': string } }>({
    method: ['GET', 'HEAD'],
    url: '/*',
    schema: UPLOAD_DOC,
    handler: async (request, reply) => {
      const key = request.params['*'];
      if (!isMediaKey(key)) return notFound(reply);
      const { sdk, client } = await connect();
      const range = header(request, 'range');
      const modifiedSince = header(request, 'if-modified-since');
      const params = {
        Bucket: s3.bucket,
        Key: key,
        Range: range && SINGLE_RANGE.test(range) ? range : undefined,
        IfNoneMatch: header(request, 'if-none-match'),
        IfModifiedSince: modifiedSince ? new Date(modifiedSince) : undefined,
      };
      // A browser that goes away stops the transfer from the bucket too.
      const gone = responseGone(reply);
      reply.header('x-content-type-options', 'nosniff');
      const fetchObject = () =>
        request.method === 'HEAD'
          ? client.send(new sdk.HeadObjectCommand(params), { abortSignal: gone })
          : client.send(new sdk.GetObjectCommand(params), { abortSignal: gone });
      try {
        const object = await fetchObject().catch(async (error: unknown) => {
          // Asked for before it was made (a bulk import's photo): made now, then asked again.
          if (s3Status(error) !== 404 || !copyOf(key)) throw error;
          await ensureCopy(key);
          return fetchObject();
        });
        reply
          .code(object.ContentRange ? 206 : 200)
          .header('content-type', object.ContentType ?? 'application/octet-stream')
          .header('accept-ranges', 'bytes')
          // Names are random and never reused, so a stored file never changes under its URL.
          .header('cache-control', 'public, max-age=31536000, immutable');
        if (object.ContentLength !== undefined)
          reply.header('content-length', object.ContentLength);
        if (object.ContentRange) reply.header('content-range', object.ContentRange);
        if (object.ETag) reply.header('etag', object.ETag);
        if (object.LastModified) reply.header('last-modified', object.LastModified.toUTCString());
        return reply.send('Body' in object ? object.Body : undefined);
      } catch (error) {
        const status = s3Status(error);
        if (status === 304) return reply.code(304).send();
        if (status === 404) return notFound(reply);
        if (status === 416) {
          // The size, so the browser learns what it may ask for.
          const whole = await client.send(
            new sdk.HeadObjectCommand({ Bucket: s3.bucket, Key: key }),
          );
          return reply
            .code(416)
            .header('content-range', `bytes */${whole.ContentLength ?? 0}`)
            .send({ message: 'Range not satisfiable' });
        }
        throw error;
      }
    },
  });
}
