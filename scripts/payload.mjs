#!/usr/bin/env node
/**
 * Payload's own CLI (`migrate`, `migrate:create`, `generate:types`, …) under Node's `production`
 * export condition: `node scripts/payload.mjs migrate`. Every script that loads the Payload config
 * outside Next runs with that condition (ADR 058): without it, Lexical's packages, which the config
 * reaches through the rich-text editor, load through wrappers that pick their build with a top-level
 * await, and on Node 20 with tsx's loader the import then now and then never settles. Payload's CLI
 * then exits 0 having done nothing (three runs of `payload migrate` in ten here).
 */
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const bin = fileURLToPath(new URL('../node_modules/payload/bin.js', import.meta.url))
const result = spawnSync(process.execPath, ['--conditions=production', bin, ...process.argv.slice(2)], { stdio: 'inherit' })
process.exit(result.status ?? 1)
