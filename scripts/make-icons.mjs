#!/usr/bin/env node
/**
 * Writes the site's icons from its brand mark (src/app/icon.svg), offline: apple-icon.png and
 * favicon.ico (16, 32, 48 px). Run after changing the mark: node scripts/make-icons.mjs
 */
import sharp from 'sharp'
import { readFileSync, writeFileSync } from 'node:fs'
const svg = readFileSync('src/app/icon.svg')
// Apple's touch icon: square, no transparency (iOS fills it black), the mark on the brand blue.
const apple = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40" width="180" height="180"><rect width="40" height="40" fill="#0b3d91"/><path d="M11 29V11h9.5a6 6 0 0 1 0 12H16v6" fill="none" stroke="#fff" stroke-width="3.4" stroke-linejoin="round"/><circle cx="29" cy="29" r="3.2" fill="#f2a900"/></svg>`
await sharp(Buffer.from(apple)).resize(180, 180).png().toFile('src/app/apple-icon.png')
// favicon.ico: PNG-compressed entries at 16, 32 and 48 px (the ICO format allows PNG data since Vista).
const sizes = [16, 32, 48]
const pngs = await Promise.all(
  sizes.map((size) =>
    sharp(svg, { density: ((72 * size) / 40) * 4 })
      .resize(size, size)
      .png()
      .toBuffer(),
  ),
)
const header = Buffer.alloc(6)
header.writeUInt16LE(0, 0)
header.writeUInt16LE(1, 2)
header.writeUInt16LE(sizes.length, 4)
let offset = 6 + 16 * sizes.length
const entries = sizes.map((size, i) => {
  const e = Buffer.alloc(16)
  e.writeUInt8(size, 0)
  e.writeUInt8(size, 1)
  e.writeUInt8(0, 2)
  e.writeUInt8(0, 3)
  e.writeUInt16LE(1, 4)
  e.writeUInt16LE(32, 6)
  e.writeUInt32LE(pngs[i].length, 8)
  e.writeUInt32LE(offset, 12)
  offset += pngs[i].length
  return e
})
writeFileSync('src/app/favicon.ico', Buffer.concat([header, ...entries, ...pngs]))
