import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import type { Config } from '../../config.js';
import type { MediaStorage, StoredFile } from './storage-types.js';

export type S3Settings = NonNullable<Config['s3']>;

/** Parts of a multipart upload: 8 MiB, two in flight, so a video upload holds at most ~16 MiB. */
const PART_SIZE = 8 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;

/**
 * The AWS SDK (~40 modules) loads only when S3 is configured, on first use: a start without it
 * must stay fast (decision 013).
 */
const loadSdk = () =>
  Promise.all([import('@aws-sdk/client-s3'), import('@aws-sdk/lib-storage')]).then(
    ([s3, storage]) => ({ ...s3, Upload: storage.Upload }),
  );

export type S3Sdk = Awaited<ReturnType<typeof loadSdk>>;

/**
 * A client for the configured bucket. With an endpoint of its own (MinIO, Garage, a cloud's
 * S3-compatible service) addressing is path-style, which such stores expect; without one it is
 * AWS, virtual-hosted.
 */
function createClient(sdk: S3Sdk, s3: S3Settings): S3Client {
  return new sdk.S3Client({
    region: s3.region,
    endpoint: s3.endpoint,
    forcePathStyle: s3.endpoint !== undefined,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
  });
}

type Connection = { sdk: S3Sdk; client: S3Client };
const connections = new WeakMap<S3Settings, Promise<Connection>>();

/**
 * The SDK and one client for the bucket, made on first use and shared by every call with the same
 * settings (the store and the route that serves it: one connection pool).
 */
export function s3Connection(s3: S3Settings): () => Promise<Connection> {
  return () => {
    let connecting = connections.get(s3);
    if (!connecting) {
      connecting = loadSdk().then((sdk) => ({ sdk, client: createClient(sdk, s3) }));
      connections.set(s3, connecting);
    }
    return connecting;
  };
}

/** An error the SDK raised for an HTTP status (404 NoSuchKey, 304 not modified…). */
export function s3Status(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
}

/**
 * Media in an S3 bucket, under the same keys as on disk. Photos (a few hundred KB, already in
 * memory) go up in one request; streams and spooled files (videos up to 100 MB) as multipart
 * uploads, read part by part, never whole in memory. An object appears under its key only once
 * complete (S3 writes are atomic), and a failed multipart upload is aborted, leaving no parts.
 */
export function createS3Storage(s3: S3Settings): MediaStorage {
  const connect = s3Connection(s3);
  const upload = async (key: string, body: Buffer | Readable, contentType: string) => {
    const { sdk, client } = await connect();
    const params = { Bucket: s3.bucket, Key: key, Body: body, ContentType: contentType };
    if (Buffer.isBuffer(body)) {
      await client.send(new sdk.PutObjectCommand(params));
      return;
    }
    await new sdk.Upload({
      client,
      params,
      partSize: PART_SIZE,
      queueSize: PARTS_IN_FLIGHT,
      leavePartsOnError: false,
    }).done();
  };
  return {
    save: (key, data, contentType) => upload(key, data, contentType),
    async moveIn(key, filePath, contentType) {
      await upload(key, createReadStream(filePath), contentType);
      await rm(filePath, { force: true });
    },
    async remove(key) {
      const { sdk, client } = await connect();
      // S3 answers a delete of a missing key like any other.
      await client.send(new sdk.DeleteObjectCommand({ Bucket: s3.bucket, Key: key }));
    },
    async open(key): Promise<StoredFile | null> {
      const { sdk, client } = await connect();
      try {
        const object = await client.send(new sdk.GetObjectCommand({ Bucket: s3.bucket, Key: key }));
        return {
          size: object.ContentLength ?? 0,
          contentType: object.ContentType ?? 'application/octet-stream',
          stream: object.Body as Readable,
        };
      } catch (error) {
        if (s3Status(error) === 404) return null;
        throw error;
      }
    },
    async exists(key) {
      const { sdk, client } = await connect();
      try {
        await client.send(new sdk.HeadObjectCommand({ Bucket: s3.bucket, Key: key }));
        return true;
      } catch (error) {
        if (s3Status(error) === 404) return false;
        throw error;
      }
    },
  };
}

/**
 * Fails with a readable reason when the bucket cannot be reached with these settings (wrong
 * endpoint, credentials, bucket name), within `timeoutMs`: checked at start-up.
 */
export async function checkBucket(s3: S3Settings, timeoutMs = 10_000): Promise<void> {
  const sdk = await loadSdk();
  const client = createClient(sdk, s3);
  try {
    await client.send(new sdk.HeadBucketCommand({ Bucket: s3.bucket }), {
      abortSignal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const status = s3Status(error);
    const where = s3.endpoint ?? `AWS (${s3.region})`;
    const why =
      status === 404
        ? 'no such bucket'
        : status === 403 || status === 401
          ? 'access denied: check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY'
          : status
            ? `answered ${status}`
            : (error as Error).name === 'TimeoutError' || (error as Error).name === 'AbortError'
              ? `no answer within ${timeoutMs / 1000} s`
              : (error as Error).message || (error as Error).name;
    throw new Error(`bucket "${s3.bucket}" at ${where} cannot be used: ${why}`);
  } finally {
    client.destroy();
  }
}
