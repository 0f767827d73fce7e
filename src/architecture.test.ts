import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

import { layers, PUBLIC_FILES } from '../eslint/layers.mjs'

/**
 * The shape of the code (issue 16, docs/architecture.md "Layers"), read from the imports of every
 * source file under src/ (tests, migrations and generated types aside). ESLint keeps the shared layers
 * from importing features; this checks what a rule per file cannot see: loops, and what Payload's
 * config reaches.
 */
const src = path.resolve(__dirname)
const extensions = ['', '.ts', '.tsx', '.mjs', '/index.ts', '/index.tsx']
const isSource = (file: string) => /\.(ts|tsx|mjs)$/.test(file) && !/\.(test|d)\.tsx?$/.test(file) && !file.endsWith('payload-types.ts')

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const full = path.join(folder, name)
    if (statSync(full).isDirectory()) return name === 'migrations' ? [] : sourceFiles(full)
    return isSource(full) ? [full] : []
  })
}

function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/')
    ? path.join(src, specifier.slice(2))
    : specifier === '@payload-config'
      ? path.join(src, 'payload.config')
      : specifier.startsWith('.')
        ? path.resolve(path.dirname(from), specifier)
        : null
  if (!base) return null
  const found = extensions.map((extension) => base + extension).find((candidate) => existsSync(candidate) && statSync(candidate).isFile())
  return found && isSource(found) ? found : null
}

// `import … from 'x'`, `export … from 'x'`, `import 'x'` and `import('x')`.
const importPattern = /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|(?:^|[\s;])import\s*\(?\s*['"]([^'"]+)['"]/g
const graph = new Map(
  sourceFiles(src).map((file) => {
    const text = readFileSync(file, 'utf8')
    const targets = [...text.matchAll(importPattern)]
      .map((match) => resolveImport(file, match[1] ?? match[2]!))
      .filter((target): target is string => target !== null)
    return [file, [...new Set(targets)]] as const
  }),
)
const relative = (file: string) => path.relative(src, file)

describe('the import structure', () => {
  it('reads the whole tree (a broken reader would pass everything)', () => {
    expect(graph.size).toBeGreaterThan(300)
    expect(graph.get(path.join(src, 'payload.config.ts'))?.map(relative)).toContain('collections/users/index.ts')
  })

  it('has no loop: no file imports itself through others', () => {
    // Tarjan's strongly connected components; any component of two or more files is a loop.
    let counter = 0
    const index = new Map<string, number>()
    const low = new Map<string, number>()
    const stack: string[] = []
    const onStack = new Set<string>()
    const loops: string[][] = []
    const visit = (file: string) => {
      index.set(file, counter)
      low.set(file, counter++)
      stack.push(file)
      onStack.add(file)
      for (const next of graph.get(file) ?? []) {
        if (!index.has(next)) {
          visit(next)
          low.set(file, Math.min(low.get(file)!, low.get(next)!))
        } else if (onStack.has(next)) low.set(file, Math.min(low.get(file)!, index.get(next)!))
      }
      if (low.get(file) === index.get(file)) {
        const component: string[] = []
        let member: string
        do {
          member = stack.pop()!
          onStack.delete(member)
          component.push(relative(member))
        } while (member !== file)
        if (component.length > 1) loops.push(component.sort())
      }
    }
    for (const file of graph.keys()) if (!index.has(file)) visit(file)
    expect(loops).toEqual([])
  })

  it('keeps what Payload’s config reaches (collections, hooks, its endpoints and jobs) below the features and away from the Payload client: it is handed req.payload', () => {
    const reached = new Set<string>()
    const pending = [path.join(src, 'payload.config.ts')]
    while (pending.length > 0) {
      const file = pending.pop()!
      if (reached.has(file)) continue
      reached.add(file)
      pending.push(...(graph.get(file) ?? []))
    }
    expect(
      [...reached].map(relative).filter((file) => ['server/', 'app/', 'features/', 'seed/'].some((upper) => file.startsWith(upper))),
    ).toEqual([])
  })

  it('points every import down the layers of eslint/layers.mjs, relative imports too (what the lint rule reads by name only)', () => {
    const patternOf = (glob: string) =>
      new RegExp(
        `^${glob
          .replace(/[.+^${}()|[\]\\]/g, '\\$&')
          .replace(/\*\*/g, '.*')
          .replace(/(?<!\.)\*/g, '[^/]*')}$`,
      )
    const layerOf = (file: string) => layers.findIndex((layer) => layer.files.some((glob) => patternOf(glob).test(`src/${relative(file)}`)))
    const upward: string[] = []
    for (const [file, targets] of graph) {
      const from = layerOf(file)
      for (const target of targets) {
        const to = layerOf(target)
        if (from >= 0 && to >= 0 && to < from) upward.push(`${relative(file)} → ${relative(target)}`)
      }
    }
    expect(layers.map((layer) => layer.name)).toContain('domain rules and what the data layer runs')
    expect(layerOf(path.join(src, 'domain/test-engine/scoring.ts'))).toBeGreaterThan(layerOf(path.join(src, 'collections/tests/index.ts')))
    expect(upward).toEqual([])
  })

  it('lets a feature reach another feature only through its public file, relative imports too', () => {
    const featureOf = (file: string) => /^features\/([^/]+)\//.exec(relative(file))?.[1] ?? null
    // `public.*` is a glob: a feature's public.ts, public.server.ts or public.<part>.ts, directly in its folder.
    const publicFile = new RegExp(`^(${PUBLIC_FILES.map((name) => name.replace('.', '\\.').replace('*', '[\\w-]+')).join('|')})\\.tsx?$`)
    const reaching: string[] = []
    for (const [file, targets] of graph) {
      const from = featureOf(file)
      if (!from) continue
      for (const target of targets) {
        const to = featureOf(target)
        if (to && to !== from && !publicFile.test(path.relative(path.join(src, 'features', to), target)))
          reaching.push(`${relative(file)} → ${relative(target)}`)
      }
    }
    expect(reaching).toEqual([])
  })
})

describe('the modules declared free of side effects (ADR 034)', () => {
  // package.json's `sideEffects` lets the bundler drop a module whose exports a page does not use; a
  // module imported for its effect alone (`import './x'`) would be dropped too unless it is listed.
  const listed: string[] = JSON.parse(readFileSync(path.join(src, '..', 'package.json'), 'utf8')).sideEffects
  const importedForEffect = [...graph.keys()].flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/^import\s+['"]([^'"]+)['"]/gm)]
      .map((match) => resolveImport(file, match[1]!))
      .filter((target): target is string => target !== null),
  )

  it('lists every module of ours that is imported for its effect alone', () => {
    const named = (file: string) => `./${path.relative(path.join(src, '..'), file)}`
    expect(importedForEffect.map(named)).toContain('./src/lib/zod-english.ts')
    expect(importedForEffect.map(named).filter((file) => !listed.includes(file))).toEqual([])
  })

  it('keeps every style sheet', () => {
    expect(listed).toEqual(expect.arrayContaining(['*.css', '*.scss']))
  })
})

describe('the site’s own API routes', () => {
  // Payload answers /api/{collection slug} (REST, ADR 017); a route of ours at the same address would
  // take it over, and the access rules the REST matrix proves would no longer be what answers.
  const slugs = [...readdirSync(path.join(src, 'collections'))].flatMap((folder) => {
    const index = path.join(src, 'collections', folder, 'index.ts')
    return existsSync(index) ? [...readFileSync(index, 'utf8').matchAll(/^\s{2}slug: '([^']+)'/gm)].map((match) => match[1]!) : []
  })
  const api = path.join(src, 'app', 'api')
  // Payload's own addresses under a slug: the list (`/api/{slug}`) and a document (`/api/{slug}/{id}`);
  // a route of ours further down (`/api/attempts/{id}/answers`) leaves them to Payload.
  const takesOver = (slug: string) => {
    const folder = path.join(api, slug)
    if (!existsSync(folder)) return false
    const byId = readdirSync(folder).filter((name) => name.startsWith('['))
    return [folder, ...byId.map((name) => path.join(folder, name))].some((where) => existsSync(path.join(where, 'route.ts')))
  }

  it('reads every collection’s slug', () => {
    expect(slugs).toEqual(expect.arrayContaining(['users', 'questions', 'key-objections', 'key-reviews']))
  })

  it('never sit where a collection’s REST endpoints are', () => {
    expect(slugs.filter(takesOver)).toEqual([])
  })
})

describe('the package scripts run by tsx', () => {
  // Outside Next there is no react-server condition, and `server-only` throws on import unless Node is
  // told the condition: a script whose imports reach a server-only module must run with it.
  const root = path.join(src, '..')
  const scripts: Record<string, string> = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts
  const reaches = (entry: string, found: (file: string, text: string) => boolean) => {
    const seen = new Set<string>()
    const visit = (file: string): boolean => {
      if (seen.has(file)) return false
      seen.add(file)
      const text = readFileSync(file, 'utf8')
      if (found(file, text)) return true
      return [...text.matchAll(importPattern)]
        .map((match) => resolveImport(file, match[1] ?? match[2]!))
        .some((target) => target !== null && visit(target))
    }
    return visit(entry)
  }
  const reachesServerOnly = (entry: string) => reaches(entry, (_, text) => /^import 'server-only'/m.test(text))
  const config = path.join(src, 'payload.config.ts')
  const reachesConfig = (entry: string) => reaches(entry, (file) => file === config)
  const tsxScripts = Object.entries(scripts).flatMap(([name, command]) => {
    const entry = /\btsx\b.*?(\S+\.ts)\b/.exec(command)?.[1]
    return entry ? [{ name, command, entry: path.join(root, entry) }] : []
  })

  it('finds them, the seed among them', () => {
    expect(tsxScripts.map((script) => script.name)).toEqual(expect.arrayContaining(['seed', 'create-admin', 'bench:rescore']))
  })

  it('give Node the react-server condition wherever their imports reach a server-only module', () => {
    const missing = tsxScripts.filter((script) => !script.command.includes('--conditions=react-server') && reachesServerOnly(script.entry))
    expect(missing.map((script) => script.name)).toEqual([])
  })

  // ADR 058: without it, Lexical's top-level awaits leave the config's import unsettled now and then.
  it('give Node the production condition wherever their imports reach the Payload config', () => {
    expect(tsxScripts.filter((script) => reachesConfig(script.entry)).map((script) => script.name)).toEqual(
      expect.arrayContaining(['seed', 'create-admin']),
    )
    const missing = tsxScripts.filter((script) => !script.command.includes('--conditions=production') && reachesConfig(script.entry))
    expect(missing.map((script) => script.name)).toEqual([])
  })

  it('run Payload’s own CLI only through scripts/payload.mjs, which gives it the production condition', () => {
    const direct = Object.entries(scripts).filter(([, command]) => /(^|&&|;)\s*(npx )?payload\s/.test(command))
    expect(direct.map(([name]) => name)).toEqual([])
    expect(scripts.migrate).toBe('node scripts/payload.mjs migrate')
  })
})
