// @ts-check
import { linkSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { createNonce } from './edge-policy.mjs'

/**
 * The nonce placeholder pages are rendered (and cached) with (ADR 016). It lives as long as the page
 * cache does: in the build folder, written when `next build` compiles (next.config.ts), so every node
 * started from a copy of one build renders with the same one and can serve pages another node cached
 * (ADR 028); never sent out. A server started on a build folder without one makes it.
 */
export function ensureNoncePlaceholder(/** @type {string} */ distDir) {
  const file = path.join(distDir, 'csp-nonce-placeholder')
  const draft = `${file}.${process.pid}`
  writeFileSync(draft, createNonce(), { mode: 0o600 })
  try {
    // A hard link appears whole or not at all, and fails if another process made the file first.
    linkSync(draft, file)
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EEXIST') throw error
  } finally {
    rmSync(draft, { force: true })
  }
  return readFileSync(file, 'utf8')
}
