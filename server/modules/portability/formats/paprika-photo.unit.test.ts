import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { splitPhoto } from './paprika-photo.js';

// A Paprika recipe's base64 photo is taken out of its JSON before parsing (decision 032).

describe('taking the photo out of a Paprika recipe', () => {
  // Over three decoding pieces of 64 KB of base64, and not a multiple of 3 bytes: padded.
  const photo = randomBytes(150_001);
  const recipe = {
    name: 'Soup',
    notes: 'The "photo_data" of this one is large.',
    photo_data: photo.toString('base64'),
    rating: 4,
  };

  it('gives the photo’s bytes and the JSON without it', () => {
    const split = splitPhoto(Buffer.from(JSON.stringify(recipe)));
    expect(split?.photo?.equals(photo)).toBe(true);
    expect(JSON.parse(split?.json.toString() ?? '')).toEqual({ ...recipe, photo_data: '' });
  });

  it('reads the key with spaces and line breaks around its colon', () => {
    const json = JSON.stringify(recipe, null, 2).replace('"photo_data": ', '"photo_data"\n :\t');
    expect(splitPhoto(Buffer.from(json))?.photo?.equals(photo)).toBe(true);
  });

  it('gives no photo for an empty one', () => {
    const split = splitPhoto(Buffer.from(JSON.stringify({ ...recipe, photo_data: '' })));
    expect(split?.photo).toBeNull();
    expect(JSON.parse(split?.json.toString() ?? '').name).toBe('Soup');
  });

  it('leaves to the JSON parser what is not plain base64 or has no photo', () => {
    const escaped = JSON.stringify(recipe).replace(/\//g, '\\/');
    const wrapped = JSON.stringify({ ...recipe, photo_data: 'iVBOR\nw0KGgo=' });
    const numeric = JSON.stringify({ ...recipe, photo_data: 12 });
    const none = JSON.stringify({ name: 'Soup' });
    for (const json of [escaped, wrapped, numeric, none]) {
      expect(splitPhoto(Buffer.from(json)), json.slice(0, 60)).toBeNull();
    }
  });
});
