import localFont from 'next/font/local'

/**
 * Noto Sans from local @fontsource files (nothing is fetched from a font CDN). Latin is preloaded; the
 * Gurmukhi face is fetched only when a page shows Punjabi text, thanks to its unicode-range.
 */
export const latinFont = localFont({
  src: '../../../node_modules/@fontsource-variable/noto-sans/files/noto-sans-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  variable: '--font-latin',
  fallback: ['system-ui', 'Segoe UI', 'Roboto', 'sans-serif'],
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+20B9, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
    },
  ],
})

export const gurmukhiFont = localFont({
  src: '../../../node_modules/@fontsource-variable/noto-sans-gurmukhi/files/noto-sans-gurmukhi-gurmukhi-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  preload: false,
  variable: '--font-gurmukhi',
  declarations: [
    { prop: 'unicode-range', value: 'U+0951-0952, U+0964-0965, U+0A01-0A76, U+200C-200D, U+20B9, U+25CC, U+262C, U+A830-A839' },
  ],
})

/**
 * The language switch's "ਪੰਜਾਬੀ" in a face of its own: Noto Sans Gurmukhi cut to that word at the
 * switch's weight (1.2 kB, `scripts/make-label-font.mjs`), preloaded with the Latin face. The word is
 * on every page, and an English page has no other Gurmukhi, so without it every English page would
 * fetch the whole Gurmukhi face (34 kB) to draw one word.
 */
export const labelFont = localFont({
  src: './language-label.woff2',
  weight: '600',
  style: 'normal',
  display: 'swap',
  variable: '--font-label',
  adjustFontFallback: false,
})
