/**
 * What a file is by its first bytes, whatever its name or the browser says: the one place the site
 * tells uploads apart by content (the question import's figures, handwritten answers' pages).
 */

export const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  signature.every((byte, index) => bytes[at + index] === byte)

const KINDS = [
  { mimetype: 'image/png', matches: (bytes: Uint8Array) => startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { mimetype: 'image/jpeg', matches: (bytes: Uint8Array) => startsWith(bytes, [0xff, 0xd8, 0xff]) },
  { mimetype: 'image/gif', matches: (bytes: Uint8Array) => startsWith(bytes, [0x47, 0x49, 0x46, 0x38]) },
  {
    mimetype: 'image/webp',
    matches: (bytes: Uint8Array) => startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8),
  },
  { mimetype: 'application/pdf', matches: (bytes: Uint8Array) => startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d]) },
] as const

export type FileKind = (typeof KINDS)[number]['mimetype']

/** The file's type by its content, or null when it is none of those the site takes. */
export function fileKindOf(bytes: Uint8Array): FileKind | null {
  return KINDS.find((kind) => kind.matches(bytes))?.mimetype ?? null
}
