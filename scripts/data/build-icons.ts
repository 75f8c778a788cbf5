/**
 * Writes the app icons the web app manifest names (public/icons/icon-192.png, icon-512.png): the
 * site's theme blue with a white open book, drawn pixel by pixel and encoded as PNG with zlib, so
 * no image tool or network is needed. Run once after a change: `node scripts/data/build-icons.ts`.
 */
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const BLUE = [0x1d, 0x4e, 0xd8] as const;
const WHITE = [0xff, 0xff, 0xff] as const;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** True where the glyph is: two pages of an open book with a spine gap, in unit coordinates. */
function inGlyph(x: number, y: number): boolean {
  const top = 0.3 + Math.abs(x - 0.5) * 0.12;
  const bottom = 0.72 + Math.abs(x - 0.5) * 0.12;
  const onPages = x > 0.2 && x < 0.8 && y > top && y < bottom;
  const spine = Math.abs(x - 0.5) < 0.018;
  return onPages && !spine;
}

function icon(size: number): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3); // filter byte 0, then RGB
    for (let x = 0; x < size; x++) {
      const colour = inGlyph((x + 0.5) / size, (y + 0.5) / size) ? WHITE : BLUE;
      row.set(colour, 1 + x * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

for (const size of [192, 512]) writeFileSync(new URL(`../../public/icons/icon-${size}.png`, import.meta.url), icon(size));
