import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import { fileURLToPath } from 'node:url'

import { ensureNoncePlaceholder } from './src/server/nonce-placeholder.mjs'

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // pdfkit reads its own data files next to its code at run time, so it is loaded from node_modules, not bundled (ADR 041).
  // exceljs likewise (its zip streams), for the results export.
  serverExternalPackages: ['pdfkit', 'fontkit', 'exceljs'],
  // The site's HTTP server compresses, after it has put each response's nonce in (ADR 016).
  compress: false,
  // Every page response carries its own nonce, so the site's HTTP server drops the ETag Next.js would
  // send; computing it hashed each whole page in JavaScript on every request (14% of the CPU of a
  // cached page under load, issue 17).
  generateEtags: false,
  // Pages and data reads are cached on disk by one node, in Redis when REDIS_URL is set (ADR 028).
  cacheHandler: fileURLToPath(new URL('./src/server/next-cache-handler.mjs', import.meta.url)),
  compiler: {
    // The build carries its nonce placeholder, so every copy of it, on every node, renders pages
    // another node can serve from the shared cache (ADR 016, ADR 028).
    runAfterProductionCompile: ({ distDir }) => {
      ensureNoncePlaceholder(distDir)
      return Promise.resolve()
    },
  },
  experimental: {
    // Pages carry their CSS in the document instead of render-blocking requests: on Lighthouse's
    // mobile run, the largest paint waited for the style sheets (issue 17, item 8).
    inlineCss: true,
    // With the CSS in the document a style sheet costs no request, so Turbopack's CSS chunks are cut
    // to what each page uses: the default merged 79 kB of other routes' styles into every page, twice
    // over with the RSC payload (ADR 060).
    cssChunking: { type: 'graph', requestCost: 0 },
  },
  turbopack: {
    // Messages reach use-intl precompiled (src/i18n/messages.ts), so its formatter without the ICU
    // parser is enough: about 10 kB less JavaScript on every page (issue 17).
    resolveAlias: { 'use-intl/format-message': 'use-intl/format-message/format-only' },
  },
  images: {
    deviceSizes: [640, 750, 828, 1080, 1200, 1920, 2048, 3840],
    imageSizes: [16, 32, 48, 64, 96, 128, 256, 384],
    qualities: [75],
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
