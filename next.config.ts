import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // The site's HTTP server compresses, after it has put each response's nonce in (ADR 016).
  compress: false,
  // Every page response carries its own nonce, so the site's HTTP server drops the ETag Next.js would
  // send; computing it hashed each whole page in JavaScript on every request (14% of the CPU of a
  // cached page under load, issue 17).
  generateEtags: false,
  images: {
    deviceSizes: [640, 750, 828, 1080, 1200, 1920, 2048, 3840],
    imageSizes: [16, 32, 48, 64, 96, 128, 256, 384],
    qualities: [75],
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
