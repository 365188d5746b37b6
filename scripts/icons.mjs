// `node scripts/icons.mjs`: draws the app's PNG icons from web/public/favicon.svg into web/public
// (decision 029). The PNGs are committed rather than drawn at every build: they change only with
// the favicon, and the build stays free of image work. Run it again after changing the favicon.
//
// - icons/icon-192.png, icons/icon-512.png: the favicon as it is (rounded, transparent corners),
//   for launchers that show an icon as given ("any" in the manifest);
// - icons/maskable-512.png: the favicon's orange filling the whole square, for launchers that cut
//   their own shape out of it: the pot and its steam already lie within the middle 80 % circle
//   that every such shape keeps;
// - apple-touch-icon.png (180 px): the full square too, since iOS rounds the corners itself and
//   would show transparent ones as black.
import { readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { root } from './build.mjs';

const publicDir = join(root, 'web', 'public');
const favicon = readFileSync(join(publicDir, 'favicon.svg'), 'utf8');
const fullSquare = favicon.replace(' rx="8"', '');
if (fullSquare === favicon)
  throw new Error('favicon.svg no longer has the rounded square drawn here');

/** The SVG drawn `size` pixels square: a vector drawn at that size, not a small image enlarged. */
const draw = (svg, size, file) =>
  sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(join(publicDir, file));

await mkdir(join(publicDir, 'icons'), { recursive: true });
await Promise.all([
  draw(favicon, 192, 'icons/icon-192.png'),
  draw(favicon, 512, 'icons/icon-512.png'),
  draw(fullSquare, 512, 'icons/maskable-512.png'),
  draw(fullSquare, 180, 'apple-touch-icon.png'),
]);
console.error('simmer: drew the app icons into web/public');
