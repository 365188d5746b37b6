import { type FileHandle, open } from 'node:fs/promises';

/**
 * music-metadata 11 takes an MP4's length from its first audio track only, so a silent video
 * would have none and a long video with a short sound track would pass as short. The length is
 * read here from the movie's own headers instead: the movie header (`moov/mvhd`), or for a
 * fragmented file the movie-extends header (`moov/mvex/mehd`), and the longest of the tracks'
 * media headers (`moov/trak/mdia/mdhd`), so no track can outlast what is checked.
 * Like a player showing the length, this trusts the headers; it reads only box headers and a few
 * bytes of each box it needs, never the media data, wherever the `moov` box sits in the file.
 */
export async function readMp4Duration(path: string): Promise<number | null> {
  const file = await open(path, 'r');
  try {
    const { size } = await file.stat();
    const moov = await findBox(file, { start: 0, end: size }, 'moov');
    if (!moov) return null;
    let movie: number | null = null;
    let fragments: number | null = null;
    let timescale = 0;
    const tracks: number[] = [];
    for await (const box of boxes(file, moov)) {
      if (box.type === 'mvhd') {
        const header = await readTimeHeader(file, box);
        timescale = header?.timescale ?? 0;
        movie = header ? seconds(header.duration, header.timescale) : null;
      } else if (box.type === 'mvex') {
        const mehd = await findBox(file, box, 'mehd');
        fragments = mehd ? await readFragmentDuration(file, mehd) : null;
      } else if (box.type === 'trak') {
        const mdia = await findBox(file, box, 'mdia');
        const mdhd = mdia && (await findBox(file, mdia, 'mdhd'));
        const header = mdhd && (await readTimeHeader(file, mdhd));
        const length = header && seconds(header.duration, header.timescale);
        if (length) tracks.push(length);
      }
    }
    // A fragmented file (what a browser records) often leaves the movie header's duration at 0.
    const length = movie || (fragments !== null ? seconds(fragments, timescale) : null);
    return length ? Math.max(length, ...tracks) : null;
  } finally {
    await file.close();
  }
}

interface Range {
  start: number;
  end: number;
}

interface Box extends Range {
  type: string;
}

/** At most this many boxes are looked at in one parent, so a crafted file cannot keep us busy. */
const MAX_BOXES = 10_000;
const ALL_ONES_32 = 0xffffffff;
const ALL_ONES_64 = 0xffffffffffffffffn;

/** The child boxes of a byte range, as [payload start, end); stops at the first damaged header. */
async function* boxes(file: FileHandle, { start, end }: Range): AsyncGenerator<Box> {
  const header = Buffer.alloc(16);
  let offset = start;
  for (let count = 0; count < MAX_BOXES && offset + 8 <= end; count++) {
    const { bytesRead } = await file.read(header, 0, 16, offset);
    if (bytesRead < 8) return;
    let size = header.readUInt32BE(0);
    let headerSize = 8;
    if (size === 1) {
      if (bytesRead < 16) return;
      size = Number(header.readBigUInt64BE(8));
      headerSize = 16;
    } else if (size === 0) {
      size = end - offset;
    }
    if (size < headerSize || offset + size > end) return;
    yield { type: header.toString('latin1', 4, 8), start: offset + headerSize, end: offset + size };
    offset += size;
  }
}

async function findBox(file: FileHandle, parent: Range, type: string): Promise<Box | null> {
  for await (const box of boxes(file, parent)) if (box.type === type) return box;
  return null;
}

async function readPayload(file: FileHandle, box: Box, length: number): Promise<Buffer | null> {
  if (box.end - box.start < length) return null;
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await file.read(buffer, 0, length, box.start);
  return bytesRead === length ? buffer : null;
}

/** `mvhd` and `mdhd` share their start: version, flags, two dates, timescale, duration. */
async function readTimeHeader(
  file: FileHandle,
  box: Box,
): Promise<{ timescale: number; duration: number } | null> {
  const version = (await readPayload(file, box, 1))?.[0];
  if (version === 1) {
    const data = await readPayload(file, box, 32);
    if (!data) return null;
    const duration = data.readBigUInt64BE(24);
    return { timescale: data.readUInt32BE(20), duration: durationValue(duration, ALL_ONES_64) };
  }
  const data = version === 0 ? await readPayload(file, box, 20) : null;
  if (!data) return null;
  const duration = data.readUInt32BE(16);
  return { timescale: data.readUInt32BE(12), duration: durationValue(duration, ALL_ONES_32) };
}

async function readFragmentDuration(file: FileHandle, box: Box): Promise<number | null> {
  const version = (await readPayload(file, box, 1))?.[0];
  const data = await readPayload(file, box, version === 1 ? 12 : 8);
  if (!data || (version !== 0 && version !== 1)) return null;
  return version === 1
    ? durationValue(data.readBigUInt64BE(4), ALL_ONES_64)
    : durationValue(data.readUInt32BE(4), ALL_ONES_32);
}

/** All ones is the headers' way of saying "unknown". */
function durationValue<T extends number | bigint>(value: T, unknown: T): number {
  return value === unknown ? Number.NaN : Number(value);
}

/** Seconds, or null for a length that is not a finite positive number. */
function seconds(duration: number, timescale: number): number | null {
  const value = duration / timescale;
  return Number.isFinite(value) && value > 0 ? value : null;
}
