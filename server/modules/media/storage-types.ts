import type { Readable } from 'node:stream';

/** A stored file, to be read once: its length, its type, and its bytes as they are read. */
export interface StoredFile {
  size: number;
  contentType: string;
  stream: Readable;
}

/**
 * Where media bytes live: on disk under DATA_DIR/uploads, or in an S3 bucket (s3-storage.ts).
 * `save` takes a stream (a 100 MB video must never sit whole in memory) and a content type.
 */
export interface MediaStorage {
  save(key: string, data: Buffer | Readable, contentType: string): Promise<void>;
  /**
   * Takes in a complete file from the local disk (an upload spooled to a temporary file) without
   * reading it into memory: on disk a rename, in S3 a streamed upload. Once this resolves the file
   * at `filePath` is gone; when it rejects, the caller still owns it.
   */
  moveIn(key: string, filePath: string, contentType: string): Promise<void>;
  /** Resolves also when the file is already gone. */
  remove(key: string): Promise<void>;
  /** The file stored under `key`, or null when there is none. */
  open(key: string): Promise<StoredFile | null>;
  /** Whether a file is stored under `key`, asked without reading it. */
  exists(key: string): Promise<boolean>;
}
