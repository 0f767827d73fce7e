#!/usr/bin/env node
/**
 * Writes the face the language switch's "ਪੰਜਾਬੀ" is drawn in (src/app/(frontend)/language-label.woff2),
 * offline: Noto Sans Gurmukhi from its @fontsource package, cut to that word's letters (with the
 * shaping rules they need) and fixed at the switch's weight, 600. An English page shows no other
 * Gurmukhi, so it never fetches the whole Gurmukhi face (34 kB) for the one word. Run after changing the
 * label (`localeLabels.pa` in src/i18n/locale.ts; a unit test checks the two agree):
 *
 *   node scripts/make-label-font.mjs
 */
import { readFileSync, writeFileSync } from 'node:fs'
import subsetFont from 'subset-font'

const LABEL = 'ਪੰਜਾਬੀ'
const source = readFileSync('node_modules/@fontsource-variable/noto-sans-gurmukhi/files/noto-sans-gurmukhi-gurmukhi-wght-normal.woff2')
const face = await subsetFont(source, LABEL, { targetFormat: 'woff2', variationAxes: { wght: 600 } })
writeFileSync('src/app/(frontend)/language-label.woff2', face)
console.info(`language-label.woff2: ${face.length} bytes for "${LABEL}"`)
