import { inflateSync } from 'node:zlib'

/**
 * A WOFF 1.0 font unwrapped into the plain OpenType (sfnt) file it carries
 * (https://www.w3.org/TR/WOFF/). fontkit reads WOFF itself, but inflates every table in JavaScript
 * each time a document opens the font: about a quarter of a second per PDF. Unwrapped once per process
 * with Node's zlib, each PDF starts from the plain file.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('Not a WOFF 1.0 font')
  const flavor = woff.readUInt32BE(4)
  const numTables = woff.readUInt16BE(12)
  const tables = Array.from({ length: numTables }, (_, index) => {
    const entry = 44 + index * 20
    const offset = woff.readUInt32BE(entry + 4)
    const compLength = woff.readUInt32BE(entry + 8)
    const origLength = woff.readUInt32BE(entry + 12)
    const stored = woff.subarray(offset, offset + compLength)
    return {
      tag: woff.readUInt32BE(entry),
      checksum: woff.readUInt32BE(entry + 16),
      data: compLength < origLength ? inflateSync(stored) : stored,
    }
  })
  const power = 2 ** Math.floor(Math.log2(numTables))
  const header = Buffer.alloc(12 + 16 * numTables)
  header.writeUInt32BE(flavor, 0)
  header.writeUInt16BE(numTables, 4)
  header.writeUInt16BE(power * 16, 6)
  header.writeUInt16BE(Math.log2(power), 8)
  header.writeUInt16BE(numTables * 16 - power * 16, 10)
  const parts: Buffer[] = [header]
  let offset = header.length
  tables.forEach((table, index) => {
    const record = 12 + index * 16
    header.writeUInt32BE(table.tag, record)
    header.writeUInt32BE(table.checksum, record + 4)
    header.writeUInt32BE(offset, record + 8)
    header.writeUInt32BE(table.data.length, record + 12)
    // Each table starts on a four-byte boundary.
    const padding = (4 - (table.data.length % 4)) % 4
    parts.push(table.data, Buffer.alloc(padding))
    offset += table.data.length + padding
  })
  return Buffer.concat(parts)
}
