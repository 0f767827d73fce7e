import { readdirSync } from 'node:fs'

/**
 * The layers of `src`, top to bottom (issue 16; docs/architecture.md draws them). A file may import its
 * own layer and the layers below it, never one above: imports point down. `npm run lint` enforces it.
 */
export const layers = [
  { name: 'pages and start-up', files: ['src/app/**', 'src/boot.ts', 'src/instrumentation.ts'], modules: ['@/app', '@/app/**', '@/boot'] },
  { name: 'the demo seed', files: ['src/seed/**'], modules: ['@/seed', '@/seed/**'] },
  { name: 'features', files: ['src/features/**'], modules: ['@/features/**'] },
  { name: 'the Payload handle and the request', files: ['src/server/**'], modules: ['@/server/**'] },
  { name: "Payload's config", files: ['src/payload.config.ts'], modules: ['@payload-config', '@/payload.config'] },
  { name: 'collections and globals', files: ['src/collections/**', 'src/globals/**'], modules: ['@/collections/**', '@/globals/**'] },
  { name: 'domain rules and what the data layer runs', files: ['src/domain/**'], modules: ['@/domain/**'] },
  {
    name: 'shared components, access rules and fields',
    files: ['src/components/**', 'src/access/**', 'src/fields/**'],
    modules: ['@/components/**', '@/access', '@/access/**', '@/fields/**'],
  },
  { name: 'the database door', files: ['src/db/**'], modules: ['@/db', '@/db/**'] },
  { name: 'lib', files: ['src/lib/**'], modules: ['@/lib/**'] },
  { name: 'i18n', files: ['src/i18n/**'], modules: ['@/i18n/**'] },
]

/**
 * A feature's face to the other features: they import it through these files only. `public.<part>`
 * holds a heavy part of the face that only some features need, so the rest do not ship it (ADR 033).
 */
export const PUBLIC_FILES = ['public', 'public.*']

/** Library entry points no layer imports. */
const refusedLibraries = [
  {
    name: 'zod',
    message: "Import zod/mini: classic zod cannot be tree-shaken and adds about 20 kB to every page that validates (issue 17's budget).",
  },
]

const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { paths: refusedLibraries, patterns }] })

/** One ESLint block per layer (the last block for a file wins, so each states all it refuses). */
export function layerRules(featuresDir) {
  const blocks = [{ files: ['src/**', 'scripts/**', 'tests/**', 'bench/**'], rules: restrict([]) }]
  blocks.push(
    ...layers.slice(1).map((layer, index) => {
      const above = layers.slice(0, index + 1)
      return {
        files: layer.files,
        ignores: ['**/*.test.ts', '**/*.test.tsx'],
        rules: restrict(
          above.map((upper) => ({
            group: upper.modules,
            message: `Layers point down: ${layer.name} does not import ${upper.name} (docs/architecture.md). Move what both need down, or pass it in.`,
          })),
        ),
      }
    }),
  )
  // Features see each other through a declared public file only.
  const features = readdirSync(featuresDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
  const featureIndex = layers.findIndex((layer) => layer.name === 'features')
  for (const feature of features) {
    blocks.push({
      files: [`src/features/${feature}/**`],
      ignores: ['**/*.test.ts', '**/*.test.tsx'],
      rules: restrict([
        ...layers
          .slice(0, featureIndex)
          .map((upper) => ({ group: upper.modules, message: `Layers point down: features do not import ${upper.name}.` })),
        {
          group: ['@/features/*/**', `!@/features/${feature}/**`, ...PUBLIC_FILES.map((file) => `!@/features/*/${file}`)],
          message: `A feature imports another feature through its public file only (@/features/<name>/public, public.server or public.<part>).`,
        },
      ]),
    })
  }
  return blocks
}
