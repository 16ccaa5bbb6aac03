#!/usr/bin/env node
// Writes the app's PNG icons (public/icons) from the shape in app/icon.svg, with nothing but
// Node's zlib: a violet-to-pink diagonal gradient with a white four-pointed star. `maskable`
// fills the whole square and keeps the star inside the central 80% safe zone that launchers crop to.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const CRC = new Uint32Array(256).map((_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf) => {
  let c = 0xffffffff;
  for (const b of buf) c = CRC[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type, data) => {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
};

function png(size, pixel) {
  const rows = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 4);
    for (let x = 0; x < size; x++) row.set(pixel(x + 0.5, y + 0.5), 1 + x * 4);
    rows.push(row);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const mix = (a, b, t) => Math.round(a + (b - a) * t);
const FROM = [0x8b, 0x5c, 0xf6];
const TO = [0xec, 0x48, 0x99];

/** The star of app/icon.svg (a 64-unit box), scaled by `scale` about the centre: |dx|^0.5 + |dy|^0.5 below a bound. */
function inStar(u, v, scale) {
  const dx = Math.abs(u - 32) / scale;
  const dy = Math.abs(v - 32) / scale;
  return Math.sqrt(dx / 20) + Math.sqrt(dy / 20) <= 1;
}

function icon(size, { maskable }) {
  const radius = maskable ? 0 : (14 / 64) * size;
  return png(size, (x, y) => {
    // Rounded square (transparent corners) for the plain icon; full bleed for the maskable one.
    const cx = Math.min(Math.max(x, radius), size - radius);
    const cy = Math.min(Math.max(y, radius), size - radius);
    if (radius && Math.hypot(x - cx, y - cy) > radius) return [0, 0, 0, 0];
    const u = (x / size) * 64;
    const v = (y / size) * 64;
    if (inStar(u, v, maskable ? 0.75 : 1)) return [255, 255, 255, 255];
    const t = (x + y) / (2 * size);
    return [mix(FROM[0], TO[0], t), mix(FROM[1], TO[1], t), mix(FROM[2], TO[2], t), 255];
  });
}

/** An ICO file of PNG images, one per size (PNG inside ICO is read by every current browser). */
function ico(images) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, data }) => {
    const e = Buffer.alloc(16);
    e.writeUInt8(size >= 256 ? 0 : size, 0); // 0 means 256
    e.writeUInt8(size >= 256 ? 0 : size, 1);
    e.writeUInt16LE(1, 4); // colour planes
    e.writeUInt16LE(32, 6); // bits per pixel
    e.writeUInt32LE(data.length, 8);
    e.writeUInt32LE(offset, 12);
    offset += data.length;
    return e;
  });
  return Buffer.concat([header, ...entries, ...images.map((i) => i.data)]);
}

const out = path.join(process.cwd(), 'public', 'icons');
fs.mkdirSync(out, { recursive: true });
for (const size of [192, 512]) {
  fs.writeFileSync(path.join(out, `icon-${size}.png`), icon(size, { maskable: false }));
  fs.writeFileSync(path.join(out, `maskable-${size}.png`), icon(size, { maskable: true }));
}
fs.writeFileSync(path.join(out, 'apple-touch-icon.png'), icon(180, { maskable: true }));
// Browsers ask for /favicon.ico on their own (bookmarks, tabs of non-HTML responses), whatever the
// page's icon links say: without the file every such request is a 404.
const favicon = path.join(process.cwd(), 'public', 'favicon.ico');
fs.writeFileSync(favicon, ico([16, 32, 48].map((size) => ({ size, data: icon(size, { maskable: false }) }))));
console.log('icons written to', out, 'and', favicon);
