import { randomUUID } from 'node:crypto'
import { existsSync } from 'node:fs'
import path from 'node:path'
import type { CollectionSlug, Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import type { UnlockingRecord, WalkedField } from '@/access/protection'
import { logInWithPassword } from '@/domain/auth/password-login.server'
import { areSolutionsDue, type SolutionsSetting } from '@/domain/test-engine/solutions'
import { answerDailyQuestion } from '@/features/daily-questions/answer-daily-question.server'
import { submitWrittenAnswer } from '@/features/daily-questions/submit-written-answer.server'
import { toggleBookmark } from '@/features/test-engine/bookmarks.server'
import { startAttempt } from '@/features/test-engine/start-attempt.server'
import { submitAttempt } from '@/features/test-engine/submit-attempt.server'
import type { User } from '@/payload-types'
import { demoAccounts } from '@/seed/content/site'
import { createUser } from '@/seed/factories'
import { paragraphsToRichText } from '@/seed/lexical'

import { createHttpBatch, type HttpAnswer, waitUntilHealthy } from '../helpers/http-batch'
import { getTestPayload } from '../helpers/payload'
import { type Entity, fieldRule, findUnclassified, readEntities, readRelationships } from '../helpers/protection-model'
import { type ServerProcess, startServer } from '../helpers/server-process'

vi.mock('next/cache', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/cache')>()),
  unstable_cache: <T>(read: T) => read,
}))
vi.mock('next/server', () => import('../helpers/next-after'))

/*
 * The REST access matrix (issue 14): the production build, seeded with the demo content, asked by
 * every kind of reader in every shape Payload's REST API offers, with what each may read taken from
 * the config itself (`custom.protection` on collections, globals and fields, see
 * src/access/protection.ts). A collection, global or field added without saying who reads it fails the
 * first test; everything else follows from the config without editing this file.
 *
 * The truth (what is stored, who owns what, who holds which enrolment) is read in this process
 * through the Local API on the same database; every check is an HTTP request to the server. A value
 * a reader may not see must never appear in a response (its text is searched for it), never come
 * back as a field (documents are inspected field by field, through populated relationships), and
 * never change an answer: a `where` or `sort` on it must answer exactly as one that cannot match.
 */

const ACTORS = ['visitor', 'candidate', 'other', 'enrolled', 'editor', 'admin'] as const
type ActorName = (typeof ACTORS)[number]
type Actor = {
  name: ActorName
  user: User | null
  headers: Record<string, string>
  isStaff: boolean
  isAdmin: boolean
  /** Products of the actor's enrolments that are still valid. */
  products: Set<string>
}
type Id = number | string
type Doc = Record<string, unknown> & { id: Id }

const CONCURRENCY = 4
const NEEDLE_LENGTH = 20
const NO_MATCH = 'zzq-matrix-no-such-value'
const PASSWORD = 'Matrix#Pass2026'

let server: ServerProcess
let payload: Payload
let http: ReturnType<typeof createHttpBatch>
let entities: Entity[]
const actors = {} as Record<ActorName, Actor>
const startedAt = Date.now()

// ---- what is stored: read through the Local API, bypassing access (the oracle) ----
const stored = new Map<string, Map<string, Doc>>()
/** Values that exist only in versions and drafts: nobody but staff may ever read them. */
const draftSecrets: string[] = []
/** Documents that exist only as drafts, by collection. */
const draftOnly = new Map<string, Id>()
/** A version of a published document newer than what is published (an unpublished change), by collection or global. */
const unpublishedChange = new Map<string, Id>()
const fixtures = {} as {
  afterClose: { attempt: Id; questions: string[] }
}

const isoDate = /^\d{4}-\d{2}-\d{2}T/
const relationId = (value: unknown): string | null => {
  if (value === null || value === undefined) return null
  if (typeof value === 'object') {
    const object = value as { id?: Id; value?: Id | { id: Id } }
    if ('value' in object && object.value !== undefined) return relationId(object.value)
    return object.id === undefined ? null : String(object.id)
  }
  return String(value)
}
const entity = (slug: string) => entities.find((candidate) => candidate.slug === slug)!
const docsOf = (slug: string) => [...(stored.get(slug)?.values() ?? [])]
const storedDoc = (slug: string, id: unknown) => stored.get(slug)?.get(String(id))
const marker = (what: string) => `matrix secret ${what} ${randomUUID()}`

// ---- who may read what, from the config's protection ----
function ownerOf(doc: Doc, owner: string): string | null {
  return owner === 'id' ? String(doc.id) : relationId(doc[owner])
}

function canSeeDocument(actor: Actor, on: Entity, doc: Doc): boolean {
  const protection = on.protection
  switch (protection.read) {
    case 'public':
      return true
    case 'published':
      return actor.isStaff || doc._status !== 'draft'
    case 'paid':
      return (
        actor.isStaff ||
        doc.availability !== 'paid' ||
        ((doc.products as unknown[] | null) ?? []).some((product) => actor.products.has(relationId(product)!))
      )
    case 'own':
      if (protection.readAll === 'staff' && actor.isStaff) return true
      if (protection.readAll === 'admin' && actor.isAdmin) return true
      return actor.user !== null && ownerOf(doc, protection.owner) === String(actor.user.id)
    case 'staff':
      return actor.isStaff
    case 'nobody':
      return false
  }
}

const unlockedFor = (actor: Actor, link: UnlockingRecord) =>
  new Set(
    actor.user === null
      ? []
      : docsOf(link.collection)
          .filter((record) => relationId(record[link.owner]) === String(actor.user!.id))
          .map((record) => relationId(record[link.field])),
  )

/** Whether `actor` may read `field` of `doc` (a document they can read). */
function canSeeField(actor: Actor, on: Entity, doc: Doc, field: WalkedField): boolean {
  if ('hidden' in field.field && field.field.hidden) return false
  const rule = fieldRule(field)
  if (!rule) return true
  switch (rule.protection) {
    case 'paid':
      return (
        actor.isStaff ||
        doc.availability !== 'paid' ||
        ((doc.products as unknown[] | null) ?? []).some((product) => actor.products.has(relationId(product)!))
      )
    case 'staff':
      return actor.isStaff
    case 'nobody':
      return false
    case 'after-solutions': {
      if (actor.isStaff) return true
      const owner = on.protection.read === 'own' ? on.protection.owner : 'id'
      const test = storedDoc('tests', relationId(doc[rule.test]))
      return (
        actor.user !== null &&
        ownerOf(doc, owner) === String(actor.user.id) &&
        areSolutionsDue(test as SolutionsSetting | undefined, new Date())
      )
    }
    case 'after-submit':
      return actor.isStaff || unlockedFor(actor, rule.unlockedBy).has(String(doc.id))
    case 'own': {
      const owner = on.protection.read === 'own' ? on.protection.owner : 'id'
      return actor.user !== null && ownerOf(doc, owner) === String(actor.user.id)
    }
    case 'once':
      return actor.isStaff || doc[rule.field] === rule.equals
  }
}

// ---- secrets: the text of what a reader may not see, searched for in every response ----
const stringsIn = (value: unknown, into: string[] = []): string[] => {
  if (typeof value === 'string') into.push(value)
  else if (Array.isArray(value)) value.forEach((item) => stringsIn(item, into))
  else if (value && typeof value === 'object') Object.values(value).forEach((item) => stringsIn(item, into))
  return into
}
/** Slices (middle, end, start) of a stored string long and plain enough to find in a JSON response. */
const needlesOf = (text: string): string[] => {
  if (text.length < NEEDLE_LENGTH || isoDate.test(text) || /["\\\u0000-\u001f]/.test(text)) return []
  const middle = Math.max(0, Math.floor(text.length / 2) - NEEDLE_LENGTH / 2)
  return [...new Set([text.slice(middle, middle + NEEDLE_LENGTH), text.slice(-NEEDLE_LENGTH), text.slice(0, NEEDLE_LENGTH)])]
}

type Secret = { needle: string; what: string }
const secretsOf = new Map<ActorName, Secret[]>()

/** The values at a dotted path of a stored document, through arrays and localized values. */
const valuesAt = (value: unknown, segments: string[]): unknown[] => {
  if (segments.length === 0) return [value]
  if (Array.isArray(value)) return value.flatMap((item) => valuesAt(item, segments))
  if (value && typeof value === 'object') return valuesAt((value as Record<string, unknown>)[segments[0]!], segments.slice(1))
  return []
}

/** The values `actor` may not read, as needles that do not also appear in what they may read. */
function collectSecrets(actor: Actor) {
  const visible: string[] = []
  const hidden: { value: unknown; what: string; limit: number }[] = []
  const reachable = new Set<string>()
  const hiddenDocs: { on: Entity; doc: Doc }[] = []
  for (const on of entities) {
    for (const doc of docsOf(on.slug)) {
      if (!canSeeDocument(actor, on, doc)) {
        hiddenDocs.push({ on, doc })
        continue
      }
      for (const walked of on.fields) {
        if (walked.path.includes('.') || doc[walked.field.name] === undefined || doc[walked.field.name] === null) continue
        if (canSeeField(actor, on, doc, walked)) visible.push(...stringsIn(doc[walked.field.name]))
        else hidden.push({ value: doc[walked.field.name], what: `${on.slug} ${doc.id} "${walked.path}"`, limit: 6 })
      }
      for (const walked of on.fields.filter((candidate) => candidate.field.type === 'relationship' || candidate.field.type === 'upload')) {
        const to = (walked.field as { relationTo: string | string[] }).relationTo
        for (const value of valuesAt(doc, walked.path.split('.'))) {
          for (const item of Array.isArray(value) ? value : [value]) {
            const slug = item && typeof item === 'object' && 'relationTo' in item ? String(item.relationTo) : Array.isArray(to) ? null : to
            const id = relationId(item)
            if (slug && id) reachable.add(`${slug}:${id}`)
          }
        }
      }
    }
  }
  // Every hidden document a readable one points at, and a sample of the others.
  const sampled = new Map<string, number>()
  for (const { on, doc } of hiddenDocs) {
    const taken = sampled.get(on.slug) ?? 0
    if (!reachable.has(`${on.slug}:${doc.id}`) && taken >= 25) continue
    sampled.set(on.slug, taken + 1)
    hidden.push({ value: doc, what: `${on.slug} ${doc.id} (not readable)`, limit: 3 })
  }
  if (!actor.isStaff) for (const value of draftSecrets) hidden.push({ value, what: 'a draft or an older version', limit: 1 })

  const visibleText = visible.join('\u0000')
  const secrets: Secret[] = []
  for (const { value, what, limit } of hidden) {
    // From each of the longest texts, the first slice that is not also in what the reader may see.
    const needles = stringsIn(value)
      .sort((a, b) => b.length - a.length)
      .map((text) => needlesOf(text).find((needle) => !visibleText.includes(needle)))
      .filter((needle): needle is string => needle !== undefined)
    for (const needle of [...new Set(needles)].slice(0, limit)) secrets.push({ needle, what })
  }
  secretsOf.set(actor.name, secrets)
}

/** The secrets of `actor` found in `text` (one lookup per position: the needles all have the same length). */
function findSecrets(actor: Actor, text: string): Secret[] {
  const secrets = secretsOf.get(actor.name)!
  const byNeedle = new Map(secrets.map((secret) => [secret.needle, secret]))
  const found: Secret[] = []
  for (let index = 0; index + NEEDLE_LENGTH <= text.length; index += 1) {
    const hit = byNeedle.get(text.slice(index, index + NEEDLE_LENGTH))
    if (hit) {
      found.push(hit)
      byNeedle.delete(hit.needle)
    }
  }
  return found
}

// ---- inspecting documents in responses, through populated relationships ----
const isEmpty = (value: unknown) => value === null || value === undefined || (typeof value === 'object' && Object.keys(value).length === 0)
function inspectDocument(actor: Actor, on: Entity, doc: Record<string, unknown>, problems: string[], where: string) {
  const truth = storedDoc(on.slug, doc.id) ?? (on.kind === 'global' ? ({ id: on.slug } as Doc) : undefined)
  if (truth && on.kind === 'collection' && !canSeeDocument(actor, on, truth))
    problems.push(`${where}: ${on.slug} ${String(doc.id)} came back, which ${actor.name} may not read`)
  inspectFields(actor, on, truth ?? (doc as Doc), doc, '', problems, where)
}

function inspectFields(
  actor: Actor,
  on: Entity,
  truth: Doc,
  container: Record<string, unknown>,
  prefix: string,
  problems: string[],
  where: string,
) {
  const fields = on.fields.filter((walked) =>
    prefix ? walked.path.startsWith(`${prefix}.`) && !walked.path.slice(prefix.length + 1).includes('.') : !walked.path.includes('.'),
  )
  for (const walked of fields) {
    const name = walked.field.name
    if (!(name in container)) continue
    const value = container[name]
    if (!canSeeField(actor, on, truth, walked)) {
      if (!isEmpty(value)) problems.push(`${where}: ${on.slug} ${String(truth.id)} "${walked.path}" came back to ${actor.name}`)
      continue
    }
    const field = walked.field
    if (field.type === 'relationship' || field.type === 'upload' || field.type === 'join') {
      const related = field.type === 'join' ? (value as { docs?: unknown[] } | null)?.docs : Array.isArray(value) ? value : [value]
      for (const item of related ?? []) {
        if (!item || typeof item !== 'object') continue
        const object = item as Record<string, unknown>
        const target =
          'relationTo' in object && 'value' in object
            ? String(object.relationTo)
            : field.type === 'join'
              ? String(field.collection)
              : String(field.relationTo)
        const populated = ('value' in object && typeof object.value === 'object' ? object.value : object) as Record<string, unknown> | null
        if (populated && 'id' in populated) inspectDocument(actor, entity(target), populated, problems, `${where} → ${walked.path}`)
      }
    } else if (field.type === 'group') {
      if (value && typeof value === 'object')
        inspectFields(actor, on, truth, value as Record<string, unknown>, walked.path, problems, where)
    } else if (field.type === 'array' || field.type === 'blocks') {
      const rows = (value && typeof value === 'object' && !Array.isArray(value) ? Object.values(value).flat() : value) as unknown[] | null
      for (const row of rows ?? [])
        if (row && typeof row === 'object') inspectFields(actor, on, truth, row as Record<string, unknown>, walked.path, problems, where)
    }
  }
}

// ---- requests ----
type Check = (answer: HttpAnswer, problems: string[], where: string) => void
const results: { problems: string[] } = { problems: [] }

/** GET as `actor`; the body is searched for the actor's secrets, then `check` looks at what came back. */
async function ask(actor: Actor, url: string, check?: Check): Promise<HttpAnswer> {
  const answer = await http.get(url, actor.headers)
  const where = `${actor.name} GET ${url} (${answer.status})`
  for (const secret of findSecrets(actor, answer.text)) results.problems.push(`${where}: holds ${secret.what} (“${secret.needle}”)`)
  if (answer.status >= 500 && !isAbsentRoute(answer)) results.problems.push(`${where}: server error ${answer.text.slice(0, 200)}`)
  check?.(answer, results.problems, where)
  return answer
}

const docsIn = (answer: HttpAnswer) =>
  ((answer.json as { docs?: Record<string, unknown>[] } | null)?.docs ?? []) as Record<string, unknown>[]
const inspectList =
  (actor: Actor, on: Entity): Check =>
  (answer, problems, where) =>
    docsIn(answer).forEach((doc) => inspectDocument(actor, on, doc, problems, where))
/** Payload's answer for a route a collection does not have (`endpoints: false`): nothing there. */
const isAbsentRoute = (answer: HttpAnswer) => answer.status === 501 && answer.text.includes('Cannot GET')
const isRefused = (status: number) => status === 401 || status === 403 || status === 404 || status === 501
const expectRefused: Check = (answer, problems, where) => {
  if (!isRefused(answer.status)) problems.push(`${where}: expected a refusal (403 or 404)`)
}
const expectStatus =
  (...statuses: number[]): Check =>
  (answer, problems, where) => {
    if (!statuses.includes(answer.status)) problems.push(`${where}: expected ${statuses.join(' or ')}`)
  }
const both =
  (...checks: Check[]): Check =>
  (answer, problems, where) =>
    checks.forEach((check) => check(answer, problems, where))

/** What a list lets its reader learn: refused or not, and which documents in which order. */
const outcomeOf = (answer: HttpAnswer) =>
  JSON.stringify({
    refused: answer.status !== 200,
    ids: answer.status === 200 ? docsIn(answer).map((doc) => doc.id) : [],
    total: (answer.json as { totalDocs?: number } | null)?.totalDocs ?? null,
  })

/** `matching` must answer exactly as `notMatching` does: the hidden value may not steer the result. */
async function askSame(actor: Actor, matching: string, notMatching: string) {
  const [seen, control] = await Promise.all([ask(actor, matching), ask(actor, notMatching)])
  if (outcomeOf(seen) !== outcomeOf(control)) {
    results.problems.push(`${actor.name}: GET ${matching} answers ${outcomeOf(seen)} but GET ${notMatching} answers ${outcomeOf(control)}`)
  }
}

const query = (pairs: Record<string, string | number | boolean>) =>
  Object.entries(pairs)
    .map(([key, value]) => `${key}=${encodeURIComponent(String(value))}`)
    .join('&')
const api = (on: Entity) => (on.kind === 'global' ? `/api/globals/${on.slug}` : `/api/${on.slug}`)

/** Waits for a test's requests and returns the problems they found (empty when all held). */
async function runChecks(plans: Promise<unknown>[]): Promise<string[]> {
  await Promise.all(plans)
  return [...new Set(results.problems)]
}

// ---- the matrix ----
const restCollections = () => entities.filter((on) => on.kind === 'collection')
const visibleStored = (actor: Actor, on: Entity) => docsOf(on.slug).filter((doc) => canSeeDocument(actor, on, doc))
const mayList = (actor: Actor, on: Entity) => {
  const protection = on.protection
  if (protection.read === 'staff') return actor.isStaff
  if (protection.read === 'nobody') return false
  if (protection.read === 'own') return actor.user !== null
  return true
}

/** A few documents of each collection worth asking for by id: drafts, paid, protected, owned by each candidate. */
function sampleDocs(on: Entity): Doc[] {
  const docs = docsOf(on.slug)
  const picked = new Map<string, Doc>()
  const pick = (doc: Doc | undefined) => {
    if (doc && picked.size < 6) picked.set(String(doc.id), doc)
  }
  pick(docs.find((doc) => String(doc.id) === String(draftOnly.get(on.slug))))
  pick(docs.find((doc) => String(doc.id) === String(unpublishedChange.get(on.slug))))
  for (const doc of docs) if (doc.availability === 'paid') pick(doc)
  if (on.fields.some((walked) => fieldRule(walked)?.protection === 'after-submit'))
    for (const doc of docs.filter((doc) => doc.kind === 'mains').slice(0, 4)) pick(doc)
  if (on.protection.read === 'own')
    for (const actor of Object.values(actors))
      pick(docs.find((doc) => actor.user && ownerOf(doc, (on.protection as { owner: string }).owner) === String(actor.user.id)))
  pick(docs[0])
  return [...picked.values()]
}

function planCollection(actor: Actor, on: Entity): Promise<unknown>[] {
  const base = api(on)
  const plans: Promise<unknown>[] = []
  const expected = visibleStored(actor, on)
  if (!mayList(actor, on)) {
    plans.push(ask(actor, `${base}?depth=1&locale=all`, expectRefused))
    if (!on.replacesDocumentRoutes)
      plans.push(ask(actor, `${base}/count`, expectRefused), ask(actor, `${base}?draft=true&depth=0`, expectRefused))
  } else {
    const wanted = expected.map((doc) => String(doc.id)).sort()
    const listed =
      (exactly: boolean): Check =>
      (answer, problems, where) => {
        if (answer.status !== 200) {
          problems.push(`${where}: expected 200`)
          return
        }
        const ids = docsIn(answer)
          .map((doc) => String(doc.id))
          .sort()
        const extra = ids.filter((id) => !wanted.includes(id))
        if (extra.length) problems.push(`${where}: listed ${extra.join(', ')}, which ${actor.name} may not read`)
        if (exactly && ids.length !== wanted.length)
          problems.push(`${where}: listed ${ids.length} documents, expected the ${wanted.length} ${actor.name} may read`)
      }
    const depth = actor.isStaff && expected.length > 100 ? 0 : 1
    plans.push(
      ask(actor, `${base}?${query({ pagination: false, depth, locale: 'all' })}`, both(listed(true), inspectList(actor, on))),
      // Drafts ask for the latest version of each document: a reader who may not see drafts gets published ones only.
      ask(
        actor,
        `${base}?${query({ pagination: false, depth: 0, draft: true, locale: 'all' })}`,
        both(listed(false), inspectList(actor, on)),
      ),
      ask(
        actor,
        `${base}/count`,
        on.replacesDocumentRoutes
          ? undefined
          : (answer, problems, where) => {
              const total = (answer.json as { totalDocs?: number } | null)?.totalDocs
              if (total !== expected.length) problems.push(`${where}: counted ${String(total)}, expected ${expected.length}`)
            },
      ),
    )
  }
  if (on.replacesDocumentRoutes) return plans
  // Versions: staff only, on every collection that keeps them; refused (or absent) everywhere else.
  const versionsCheck: Check = on.hasVersions && actor.isStaff ? expectStatus(200) : expectRefused
  plans.push(ask(actor, `${base}/versions?${query({ depth: 1, locale: 'all', limit: 20 })}`, versionsCheck))
  // The version holding an unpublished change, by its id.
  const version = versionIds.get(on.slug)
  if (version !== undefined)
    plans.push(ask(actor, `${base}/versions/${version}?locale=all`, actor.isStaff ? expectStatus(200) : expectStatus(403)))
  for (const doc of sampleDocs(on)) {
    const readable = canSeeDocument(actor, on, doc)
    const byId: Check = (answer, problems, where) => {
      if (readable && answer.status !== 200) problems.push(`${where}: expected 200`)
      if (!readable && !isRefused(answer.status)) problems.push(`${where}: expected a refusal`)
      if (answer.status === 200 && answer.json && typeof answer.json === 'object')
        inspectDocument(actor, on, answer.json as Record<string, unknown>, problems, where)
    }
    plans.push(ask(actor, `${base}/${doc.id}?${query({ depth: 2, locale: 'all' })}`, byId))
    // A draft-only document is the staff's (and with draft=true they read it); nobody else reads it either way.
    plans.push(
      ask(actor, `${base}/${doc.id}?${query({ depth: 1, locale: 'pa', draft: true })}`, (answer, problems, where) => {
        if (!readable && !isRefused(answer.status)) problems.push(`${where}: expected a refusal`)
        if (answer.status === 200) inspectDocument(actor, on, answer.json as Record<string, unknown>, problems, where)
      }),
    )
  }
  return plans
}

/** The first place in a stored value to aim a `where` at: a dotted path and a value found there. */
type ProbeTarget = { path: string; value: string | number | boolean; text: boolean; field: WalkedField['field'] }
function probeTarget(on: Entity, walked: WalkedField, value: unknown): ProbeTarget | null {
  const field = walked.field
  if (value === null || value === undefined) return null
  if (field.type === 'richText' || field.type === 'json') {
    const text = stringsIn(value).flatMap(needlesOf)[0]
    return text ? { path: walked.path, value: text, text: true, field } : null
  }
  if (field.type === 'array' || field.type === 'group' || field.type === 'blocks') {
    const rows = Array.isArray(value) ? value : [value]
    const row = rows[0] as Record<string, unknown> | undefined
    const children = on.fields.filter(
      (candidate) => candidate.path.startsWith(`${walked.path}.`) && !candidate.path.slice(walked.path.length + 1).includes('.'),
    )
    const child = children.find(
      (candidate) => row && row[candidate.field.name] !== undefined && row[candidate.field.name] !== null && candidate.field.name !== 'id',
    )
    return child && row ? probeTarget(on, child, row[child.field.name]) : null
  }
  if (field.type === 'relationship' || field.type === 'upload') {
    const id = relationId(Array.isArray(value) ? value[0] : value)
    // A relationship to several collections is queried by its `value`.
    return id ? { path: Array.isArray(field.relationTo) ? `${walked.path}.value` : walked.path, value: id, text: false, field } : null
  }
  if (typeof value === 'object') {
    const localized = Object.values(value as Record<string, unknown>).find((item) => typeof item === 'string' && item.length > 0)
    return typeof localized === 'string' ? { path: walked.path, value: localized, text: true, field } : null
  }
  const text = typeof value === 'string' && !['date', 'select', 'radio', 'email'].includes(field.type)
  return { path: walked.path, value: value as string | number | boolean, text, field }
}

/** A value of the same kind as the stored one that no document holds, so both queries are equally valid. */
function missingValue(target: ProbeTarget): string | number | boolean {
  const field = target.field
  if (field.type === 'date') return '1971-01-01T00:00:00.000Z'
  if (field.type === 'number' || field.type === 'relationship' || field.type === 'upload') return 987654321
  if (field.type === 'checkbox') return !target.value
  if (field.type === 'email') return 'nobody@matrix.invalid'
  if (field.type === 'select' || field.type === 'radio') {
    const values = field.options.map((option) => (typeof option === 'string' ? option : option.value))
    return values.find((value) => value !== target.value) ?? NO_MATCH
  }
  return NO_MATCH
}

/** Every `where` operator and a sort aimed at a value the actor may not read: none may answer differently from a miss. */
function planProbes(
  actor: Actor,
  on: Entity,
  list: string,
  target: ProbeTarget,
  scope: Record<string, string | number>,
): Promise<unknown>[] {
  const at = (operator: string, value: string | number | boolean) =>
    `${list}?${query({ ...scope, [`where[${target.path}][${operator}]`]: value, depth: 0, limit: 50 })}`
  const text = String(target.value)
  const part = target.text ? (needlesOf(text)[0] ?? text).slice(0, NEEDLE_LENGTH) : text
  const missing = missingValue(target)
  return [
    askSame(actor, at('equals', target.value), at('equals', missing)),
    askSame(actor, at('in', text), at('in', String(missing))),
    askSame(actor, at('exists', true), at('exists', false)),
    ...(target.text
      ? [askSame(actor, at('contains', part), at('contains', NO_MATCH)), askSame(actor, at('like', part), at('like', NO_MATCH))]
      : []),
    askSame(
      actor,
      `${list}?${query({ sort: target.path, depth: 0, pagination: false })}`,
      `${list}?${query({ sort: `-${target.path}`, depth: 0, pagination: false })}`,
    ),
    ...(on.kind === 'collection'
      ? [
          askSame(
            actor,
            `${list}/count?${query({ ...scope, [`where[${target.path}][equals]`]: target.value })}`,
            `${list}/count?${query({ ...scope, [`where[${target.path}][equals]`]: missing })}`,
          ),
        ]
      : []),
  ]
}

const versionIds = new Map<string, Id>()

beforeAll(async () => {
  if (!existsSync(path.join(process.cwd(), '.next', 'BUILD_ID'))) {
    throw new Error(
      'The REST access matrix runs against the production build, and there is none: run `npx next build` first (`npm test` builds before the integration tests).',
    )
  }
  server = await startServer({ DATABASE_URL: process.env.DATABASE_URL!, AUTO_SEED: 'true', DEMO_MODE: 'true', LOG_LEVEL: 'warn' })
  await waitUntilHealthy(`${server.baseURL}/api/health`, 170_000, server.output)
  http = createHttpBatch(server.baseURL, CONCURRENCY)
  payload = await getTestPayload()
  entities = readEntities(payload.config)
  await arrangeFixtures()
  await readStoredTruth()
  for (const actor of Object.values(actors)) collectSecrets(actor)
}, 300_000)

afterAll(async () => {
  await server?.stop()
  console.info(
    `REST access matrix: ${http?.requestCount() ?? 0} requests, ${Math.round((Date.now() - startedAt) / 1000)} s in all (server start and seed included)`,
  )
})

async function arrangeFixtures() {
  const system = { overrideAccess: true } as const
  const findOne = async (collection: CollectionSlug, where: Record<string, unknown>, sort = 'id') =>
    (await payload.find({ collection, where: where as never, sort, limit: 1, depth: 0, ...system })).docs[0] as unknown as Doc | undefined

  const made = {
    candidate: await createUser(payload, {
      email: 'matrix-candidate@matrix.test',
      password: PASSWORD,
      name: 'Matrix Candidate',
      role: 'candidate',
    }),
    other: await createUser(payload, {
      email: 'matrix-other@matrix.test',
      password: PASSWORD,
      name: 'Matrix Other',
      role: 'candidate',
      mobile: '+919812345678',
    }),
    editor: await createUser(payload, { email: 'matrix-editor@matrix.test', password: PASSWORD, name: 'Matrix Editor', role: 'editor' }),
  }

  // Unpublished work in every collection and global that has drafts: a document never published, and
  // an unpublished change to a published one, each carrying a marker nobody but staff may read.
  for (const on of entities.filter((candidate) => candidate.hasDrafts)) {
    const textField = on.fields.find(
      (walked) =>
        !walked.path.includes('.') && (walked.field.type === 'text' || walked.field.type === 'textarea') && walked.field.name !== 'slug',
    )!
    const changed = marker(`unpublished change to ${on.slug}`)
    draftSecrets.push(changed)
    if (on.kind === 'global') {
      await payload.updateGlobal({ slug: on.slug as never, data: { [textField.field.name]: changed } as never, draft: true, ...system })
      continue
    }
    const neverPublished = marker(`never published ${on.slug}`)
    draftSecrets.push(neverPublished)
    const draft = await payload.create({
      collection: on.slug as CollectionSlug,
      data: { [textField.field.name]: neverPublished, _status: 'draft' } as never,
      draft: true,
      ...system,
    })
    draftOnly.set(on.slug, draft.id)
    const published = (await findOne(on.slug as CollectionSlug, { _status: { equals: 'published' } }, '-id'))!
    await payload.update({
      collection: on.slug as CollectionSlug,
      id: published.id,
      data: { [textField.field.name]: changed } as never,
      draft: true,
      ...system,
    })
    unpublishedChange.set(on.slug, published.id)
  }

  // A paid topic the demo candidate's enrolments do not unlock, first saved free: its older version holds free notes.
  const enrolledUser = (await findOne('users', { email: { equals: demoAccounts.candidate.email } }))!
  const heldProducts = (
    await payload.find({ collection: 'enrolments', where: { user: { equals: enrolledUser.id } }, depth: 0, pagination: false, ...system })
  ).docs.map((doc) => relationId(doc.product))
  const otherProduct = (await payload.find({ collection: 'products', depth: 0, pagination: false, ...system })).docs.find(
    (product) => !heldProducts.includes(String(product.id)),
  )!
  const paidPdf = (await findOne('media', { availability: { equals: 'paid' } }))!
  const freeNotes = marker('notes while the topic was free')
  draftSecrets.push(freeNotes)
  const topic = await payload.create({
    collection: 'topics',
    data: {
      title: 'Matrix locked topic',
      stage: 'mains',
      key: 'matrix-locked',
      overview: 'What everyone reads about the locked topic.',
      availability: 'free',
      notes: paragraphsToRichText([freeNotes]) as never,
      _status: 'published',
    },
    ...system,
  })
  const paid = await payload.update({
    collection: 'topics',
    id: topic.id,
    data: {
      availability: 'paid',
      products: [otherProduct.id],
      notes: paragraphsToRichText([marker('paid notes in English')]) as never,
      pdfs: [{ title: marker('paid PDF title'), file: paidPdf.id as number }],
      _status: 'published',
    },
    ...system,
  })
  await payload.update({
    collection: 'topics',
    id: topic.id,
    locale: 'pa',
    data: {
      title: 'ਮੈਟ੍ਰਿਕਸ ਵਿਸ਼ਾ',
      overview: 'ਸਾਰਿਆਂ ਲਈ ਝਲਕ।',
      notes: paragraphsToRichText([marker('paid notes in Punjabi')]) as never,
      pdfs: [{ id: paid.pdfs![0]!.id, title: marker('paid PDF title in Punjabi'), file: paidPdf.id as number }],
      _status: 'published',
    },
    ...system,
  })
  // An article that links it, so its notes can be reached through a relationship.
  const article = (await findOne('current-affairs', { _status: { equals: 'published' } }))!
  await payload.update({ collection: 'current-affairs', id: article.id, data: { topics: [topic.id] }, ...system })

  // The two candidates' own records: an attempt with its answers and a bookmark, a Question of the Day
  // answer, a written answer; the other candidate also holds an enrolment that has expired.
  const test = (await findOne('tests', {
    and: [{ isFree: { equals: true } }, { kind: { not_equals: 'daily-quiz' } }, { _status: { equals: 'published' } }],
  })) as Doc & { slug: string; sections: { questions: Id[] }[] }
  const firstQuestion = String(test.sections[0]!.questions[0])
  const now = new Date()
  const mcq = (await findOne('daily-questions', {
    and: [{ kind: { equals: 'mcq' } }, { _status: { equals: 'published' } }, { date: { less_than: now.toISOString() } }],
  }))!
  const mains = (
    await payload.find({
      collection: 'daily-questions',
      where: { and: [{ kind: { equals: 'mains' } }, { _status: { equals: 'published' } }, { date: { less_than: now.toISOString() } }] },
      sort: '-date',
      limit: 2,
      depth: 0,
      ...system,
    })
  ).docs
  for (const [index, name] of (['candidate', 'other'] as const).entries()) {
    const user = made[name]
    const started = await startAttempt(payload, user, test.slug, 'en', now)
    if (!started.ok) throw new Error(`Could not start ${test.slug} for ${name}: ${started.message}`)
    const submitted = await submitAttempt(payload, user, started.attemptId, {
      changes: [{ questionId: firstQuestion, option: 'A', marked: false, visited: true, timeSpent: 30, seq: 1 }],
    })
    if (submitted.status !== 200) throw new Error(`Could not submit for ${name}: ${JSON.stringify(submitted.body)}`)
    await toggleBookmark(payload, user, { questionId: firstQuestion, bookmarked: true })
    await answerDailyQuestion(payload, user, String(mcq.id), { option: 'B' })
    const written = await submitWrittenAnswer(payload, user, String(mains[index]!.id), {
      answer: `${marker(`written answer of ${name}`)} Punjab must diversify from paddy to maize and pulses.`,
    })
    if (written.status !== 200) throw new Error(`Could not submit a written answer for ${name}: ${JSON.stringify(written.body)}`)
  }
  const punjabNotes = (await findOne('products', { slug: { equals: 'punjab-gk-complete-notes' } }))!
  await payload.create({
    collection: 'enrolments',
    data: {
      user: made.other.id,
      product: punjabNotes.id as number,
      validUntil: new Date(now.getTime() - 86_400_000).toISOString(),
      note: marker('expired enrolment note'),
    },
    ...system,
  })
  // Another candidate's paid and refunded order, with the enrolment it granted (ADR 053): theirs and staff's to read,
  // the refunding administrator's address staff's only.
  const order = await payload.create({
    collection: 'orders',
    data: {
      reference: 'PCS-261130-0F0E0D0C',
      user: made.other.id,
      product: punjabNotes.id as number,
      productTitle: marker('order product title'),
      amountPaise: 99900,
      accessUntil: new Date(now.getTime() + 365 * 86_400_000).toISOString(),
      buyerName: marker('order buyer name'),
      buyerState: '03',
      status: 'refunded',
      gatewayOrderId: 'order_MATRIX000000001',
      gatewayPaymentId: 'pay_MATRIX0000000001',
      paidAt: now.toISOString(),
      confirmedBy: 'webhook',
      invoiceNumber: 'PCS/2026-27/99999',
      refundReason: marker('order refund reason'),
      refundedAt: now.toISOString(),
      gatewayRefundId: 'rfnd_MATRIX000000001',
      refundedBy: marker('order refunded by'),
    },
    ...system,
  })
  await payload.create({
    collection: 'enrolments',
    data: { user: made.other.id, product: punjabNotes.id as number, validUntil: now.toISOString(), order: order.id },
    ...system,
  })
  await payload.create({
    collection: 'contact-messages',
    data: {
      name: 'Matrix Visitor',
      email: 'matrix-visitor@matrix.test',
      subject: marker('contact subject'),
      message: marker('contact message'),
      staffNotes: marker('staff notes'),
      status: 'new',
    },
    ...system,
  })
  const admin = (await findOne('users', { email: { equals: demoAccounts.admin.email } }))!
  await payload.create({
    collection: 'payload-preferences',
    data: { key: 'matrix', value: { note: marker('admin preference') }, user: { relationTo: 'users', value: admin.id as number } },
    user: { ...admin, collection: 'users' },
    ...system,
  })

  // Issue 14 item 3: a test whose solutions open when it closes, still open, taken by the candidate.
  const questions = test.sections
    .flatMap((section) => section.questions)
    .slice(0, 4)
    .map(String)
  await payload.create({
    collection: 'tests',
    data: {
      title: 'Matrix test with solutions after it closes',
      slug: 'matrix-after-close',
      kind: 'sectional',
      durationMinutes: 30,
      attemptsAllowed: 1,
      marksPerCorrect: 2,
      negativeMarks: 0,
      isFree: true,
      solutionsVisibility: 'after-close',
      opensAt: new Date(now.getTime() - 86_400_000).toISOString(),
      closesAt: new Date(now.getTime() + 7 * 86_400_000).toISOString(),
      sections: [{ title: 'Part A', questions: questions.map(Number) }],
      _status: 'published',
    },
    ...system,
  })
  const afterClose = await startAttempt(payload, made.candidate, 'matrix-after-close', 'en', now)
  if (!afterClose.ok) throw new Error(afterClose.message)
  await submitAttempt(payload, made.candidate, afterClose.attemptId, {
    changes: questions.map((questionId, seq) => ({ questionId, option: 'A', marked: false, visited: true, timeSpent: 20, seq: seq + 1 })),
  })
  fixtures.afterClose = { attempt: afterClose.attemptId, questions }

  // Sign each reader in (the demo accounts with their demo passwords); a visitor has no cookie.
  const accounts: Record<Exclude<ActorName, 'visitor'>, { email: string; password: string }> = {
    candidate: { email: made.candidate.email, password: PASSWORD },
    other: { email: made.other.email, password: PASSWORD },
    enrolled: demoAccounts.candidate,
    editor: { email: made.editor.email, password: PASSWORD },
    admin: demoAccounts.admin,
  }
  actors.visitor = { name: 'visitor', user: null, headers: {}, isStaff: false, isAdmin: false, products: new Set() }
  for (const [name, credentials] of Object.entries(accounts) as [Exclude<ActorName, 'visitor'>, { email: string; password: string }][]) {
    // Payload's answers carry no token (ADR 015): the site's password login is the one way to get one.
    const session = await logInWithPassword(payload, credentials.email, credentials.password)
    if (!session) throw new Error(`Could not sign ${name} in`)
    const { token, user } = session
    // As a browser sends its own requests: Payload takes the session cookie only from same-origin ones.
    const headers = { Cookie: `payload-token=${token}`, 'Sec-Fetch-Site': 'same-origin' }
    const validUntil = (
      await payload.find({
        collection: 'enrolments',
        where: { and: [{ user: { equals: user.id } }, { validUntil: { greater_than: now.toISOString() } }] },
        depth: 0,
        pagination: false,
        ...system,
      })
    ).docs
    actors[name] = {
      name,
      user,
      headers,
      isStaff: user.role !== 'candidate',
      isAdmin: user.role === 'admin',
      products: new Set(validUntil.map((doc) => relationId(doc.product)!)),
    }
  }
}

/** Everything stored, per collection (published state, every locale, hidden fields too). */
async function readStoredTruth() {
  for (const on of restCollections()) {
    const { docs } = await payload.find({
      collection: on.slug as CollectionSlug,
      depth: 0,
      locale: 'all',
      pagination: false,
      overrideAccess: true,
      showHiddenFields: true,
    })
    stored.set(on.slug, new Map(docs.map((doc) => [String(doc.id), doc as unknown as Doc])))
    const changed = unpublishedChange.get(on.slug)
    if (changed !== undefined) {
      const versions = await payload.findVersions({
        collection: on.slug as CollectionSlug,
        where: { parent: { equals: changed } },
        sort: '-updatedAt',
        limit: 1,
        depth: 0,
        overrideAccess: true,
      })
      if (versions.docs[0]) versionIds.set(on.slug, versions.docs[0].id)
    }
  }
  for (const on of entities.filter((candidate) => candidate.kind === 'global')) {
    const doc = (await payload.findGlobal({ slug: on.slug as never, depth: 0, locale: 'all', overrideAccess: true })) as unknown as Doc
    stored.set(on.slug, new Map([[String(doc.id), doc]]))
    if (!on.hasVersions) continue
    const { docs } = await payload.findGlobalVersions({
      slug: on.slug as never,
      sort: '-updatedAt',
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    if (docs[0]) versionIds.set(on.slug, docs[0].id)
  }
}

// Each test sends hundreds of requests; on a busy two-core machine that can take minutes.
describe('the REST access matrix, generated from the Payload config', { timeout: 240_000 }, () => {
  beforeEach(() => {
    results.problems = []
  })

  it('knows how every collection, global and field is read (a new one must say so)', () => {
    expect(findUnclassified(payload.config)).toEqual([])
    // And it would notice one that does not: a new collection, a read rule without a class, an answer key.
    const added = {
      collections: [
        { slug: 'notes-without-rule', fields: [] },
        {
          slug: 'quizzes',
          custom: { protection: { read: 'published' } },
          fields: [
            { name: 'answerKey', type: 'text' },
            { name: 'hint', type: 'text', access: { read: () => true } },
          ],
        },
      ],
      globals: [],
    } as unknown as typeof payload.config
    expect(findUnclassified(added)).toEqual([
      'collection "notes-without-rule" has no custom.protection',
      'collection "quizzes": "answerKey" sounds like something revealed only to some readers; state its custom.protection (public with a reason, or its rule)',
      'collection "quizzes": "hint" has a read rule but no custom.protection',
    ])
  })

  it('collections: lists, counts, drafts, documents by id and versions give each reader exactly what they may read', async () => {
    const plans = ACTORS.flatMap((name) => restCollections().flatMap((on) => planCollection(actors[name], on)))
    expect(await runChecks(plans)).toEqual([])
  })

  it('protected fields (paid, staff-only, after submitting) are neither returned nor queryable: select, locales, where, sort, count, populate', async () => {
    const plans: Promise<unknown>[] = []
    const relationships = readRelationships(entities)
    for (const on of restCollections()) {
      const protectedFields = on.fields.filter(
        (walked) => fieldRule(walked) && fieldRule(walked)!.protection !== 'own' && walked.protectedBy === walked.path,
      )
      for (const walked of protectedFields) {
        for (const doc of sampleDocs(on).filter((candidate) => !isEmpty(candidate[walked.field.name]))) {
          for (const actor of Object.values(actors)) {
            if (!canSeeDocument(actor, on, doc)) continue
            const select = `select[${walked.path}]`
            if (canSeeField(actor, on, doc, walked)) {
              // Not too strict either: whoever may read it gets it, also when selecting only this field.
              plans.push(
                ask(actor, `${api(on)}/${doc.id}?${query({ [select]: true, locale: 'all' })}`, (answer, problems, where) => {
                  if (isEmpty((answer.json as Record<string, unknown> | null)?.[walked.field.name]))
                    problems.push(`${where}: ${actor.name} may read "${walked.path}" but did not get it`)
                }),
              )
              continue
            }
            const inspect: Check = (answer, problems, where) => {
              const body = answer.json as Record<string, unknown> | null
              for (const item of body && 'docs' in body ? docsIn(answer) : body ? [body] : [])
                inspectDocument(actor, on, item, problems, where)
            }
            plans.push(
              ask(actor, `${api(on)}/${doc.id}?${query({ [select]: true, locale: 'all' })}`, inspect),
              ask(actor, `${api(on)}/${doc.id}?${query({ [select]: true, locale: 'pa', depth: 2 })}`, inspect),
              ask(actor, `${api(on)}?${query({ [select]: true, 'where[id][equals]': doc.id, locale: 'all' })}`, inspect),
              // Leaving out what decides access must not open it.
              ask(
                actor,
                `${api(on)}/${doc.id}?${query({ 'select[availability]': false, 'select[products]': false, locale: 'all' })}`,
                inspect,
              ),
            )
            const target = probeTarget(on, walked, doc[walked.field.name])
            if (target) plans.push(...planProbes(actor, on, api(on), target, { 'where[id][equals]': doc.id }))
            // Reached through every relationship that points at this collection, populated and queried.
            for (const relationship of relationships.filter(
              (candidate) => candidate.to.includes(on.slug) && candidate.from.kind === 'collection',
            )) {
              const from = relationship.from
              const path = relationship.field.path
              // A relationship to several collections (Payload's own preferences and locks) is queried by its `value`.
              const field = relationship.field.field
              const byId = 'relationTo' in field && Array.isArray(field.relationTo) ? `${path}.value` : path
              plans.push(
                ask(
                  actor,
                  `${api(from)}?${query({ [`where[${byId}][equals]`]: doc.id, depth: 2, locale: 'all', [`populate[${on.slug}][${walked.path}]`]: true })}`,
                  inspectList(actor, from),
                ),
              )
              if (target) {
                const hop = { ...target, path: `${path}.${target.path}` }
                plans.push(
                  askSame(
                    actor,
                    `${api(from)}?${query({ [`where[${hop.path}][equals]`]: hop.value, depth: 0 })}`,
                    `${api(from)}?${query({ [`where[${hop.path}][equals]`]: missingValue(target), depth: 0 })}`,
                  ),
                )
                if (target.text)
                  plans.push(
                    askSame(
                      actor,
                      `${api(from)}?${query({ [`where[${hop.path}][like]`]: String(hop.value).slice(0, NEEDLE_LENGTH), depth: 0 })}`,
                      `${api(from)}?${query({ [`where[${hop.path}][like]`]: NO_MATCH, depth: 0 })}`,
                    ),
                  )
              }
            }
          }
        }
      }
    }
    expect(await runChecks(plans)).toEqual([])
  })

  it("own-only and staff-only records (attempts, answers, bookmarks, enrolments, submissions, accounts, contact messages, questions) never answer a where about someone else's", async () => {
    const plans: Promise<unknown>[] = []
    const relationships = readRelationships(entities)
    for (const on of restCollections().filter((candidate) => ['own', 'staff'].includes(candidate.protection.read))) {
      for (const actor of [actors.candidate, actors.editor, actors.enrolled]) {
        if (!mayList(actor, on)) continue
        const hidden = docsOf(on.slug).find((doc) => !canSeeDocument(actor, on, doc))
        if (!hidden) continue
        for (const walked of on.fields.filter(
          (candidate) => !candidate.path.includes('.') && !['id', 'createdAt', 'updatedAt'].includes(candidate.field.name),
        )) {
          const target = probeTarget(on, walked, hidden[walked.field.name])
          if (!target) continue
          const scoped = (value: string | number | boolean) =>
            `${api(on)}?${query({ 'where[id][equals]': hidden.id, [`where[${target.path}][equals]`]: value, depth: 0 })}`
          plans.push(askSame(actor, scoped(target.value), scoped(missingValue(target))))
        }
      }
      // Through relationships from what the reader can list: an attempt's question's answer key, a record's owner's e-mail.
      for (const relationship of relationships.filter(
        (candidate) => candidate.to.includes(on.slug) && candidate.from.kind === 'collection' && !candidate.field.path.includes('.'),
      )) {
        for (const actor of [actors.visitor, actors.candidate, actors.enrolled]) {
          const from = relationship.from
          if (!mayList(actor, from)) continue
          const source = visibleStored(actor, from).find((doc) => {
            const target = storedDoc(
              on.slug,
              relationId(
                Array.isArray(doc[relationship.field.path]) ? (doc[relationship.field.path] as unknown[])[0] : doc[relationship.field.path],
              ),
            )
            return target && !canSeeDocument(actor, on, target)
          })
          if (!source) continue
          const targetDoc = storedDoc(
            on.slug,
            relationId(
              Array.isArray(source[relationship.field.path])
                ? (source[relationship.field.path] as unknown[])[0]
                : source[relationship.field.path],
            ),
          )!
          for (const walked of on.fields.filter(
            (candidate) => !candidate.path.includes('.') && ['text', 'textarea', 'email', 'select'].includes(candidate.field.type),
          )) {
            const target = probeTarget(on, walked, targetDoc[walked.field.name])
            if (!target) continue
            const hop = `${relationship.field.path}.${target.path}`
            const scoped = (value: string | number | boolean) =>
              `${api(from)}?${query({ 'where[id][equals]': source.id, [`where[${hop}][equals]`]: value, depth: 0 })}`
            plans.push(askSame(actor, scoped(target.value), scoped(missingValue(target))))
          }
        }
      }
    }
    // Payload's own secrets on every account: never readable or queryable, by anyone, the owner and admins included.
    const users = entity('users')
    for (const actor of Object.values(actors)) {
      const someone = actor.user ?? docsOf('users')[0]!
      const truth = storedDoc('users', someone.id)!
      for (const walked of users.fields.filter((candidate) => 'hidden' in candidate.field && candidate.field.hidden)) {
        const value = truth[walked.field.name]
        if (value === null || value === undefined) continue
        plans.push(
          askSame(
            actor,
            `/api/users?${query({ 'where[id][equals]': someone.id, [`where[${walked.path}][exists]`]: true })}`,
            `/api/users?${query({ 'where[id][equals]': someone.id, [`where[${walked.path}][exists]`]: false })}`,
          ),
        )
        plans.push(askSame(actor, `/api/users?${query({ sort: walked.path })}`, `/api/users?${query({ sort: `-${walked.path}` })}`))
        plans.push(
          ask(actor, `/api/users/${someone.id}?${query({ [`select[${walked.path}]`]: true })}`, (answer, problems, where) => {
            if ((answer.json as Record<string, unknown> | null)?.[walked.field.name] !== undefined)
              problems.push(`${where}: "${walked.path}" came back`)
          }),
        )
      }
      const sessions = (storedDoc('users', someone.id)!.sessions as { id: string }[] | undefined) ?? []
      if (sessions[0]) {
        const sessionsOf = actor.user
          ? docsOf('users').find((doc) => doc.id !== actor.user!.id && ((doc.sessions as unknown[] | undefined) ?? []).length > 0)
          : storedDoc('users', someone.id)
        const sid = ((sessionsOf?.sessions as { id: string }[] | undefined) ?? [])[0]?.id
        if (sid)
          plans.push(
            askSame(
              actor,
              `/api/users?${query({ 'where[sessions.id][equals]': sid })}`,
              `/api/users?${query({ 'where[sessions.id][equals]': NO_MATCH })}`,
            ),
          )
      }
      plans.push(ask(actor, '/api/users/me'))
    }
    expect(await runChecks(plans)).toEqual([])
  })

  it('globals: read by everyone as published, their drafts and versions by staff only', async () => {
    const plans: Promise<unknown>[] = []
    for (const on of entities.filter((candidate) => candidate.kind === 'global')) {
      for (const actor of Object.values(actors)) {
        const inspect: Check = (answer, problems, where) => {
          if (answer.status !== 200) {
            problems.push(`${where}: expected 200`)
            return
          }
          inspectDocument(actor, on, answer.json as Record<string, unknown>, problems, where)
        }
        plans.push(
          ask(actor, `${api(on)}?${query({ depth: 2, locale: 'all' })}`, inspect),
          ask(actor, `${api(on)}?${query({ draft: true, depth: 1, locale: 'pa' })}`, inspect),
        )
        plans.push(
          ask(
            actor,
            `${api(on)}/versions?${query({ locale: 'all' })}`,
            on.hasVersions && actor.isStaff ? expectStatus(200) : expectRefused,
          ),
        )
        const version = versionIds.get(on.slug)
        if (version !== undefined)
          plans.push(ask(actor, `${api(on)}/versions/${version}?locale=all`, actor.isStaff ? expectStatus(200) : expectStatus(403)))
      }
    }
    expect(await runChecks(plans)).toEqual([])
  })

  it('files: a paid file is served only to staff and to candidates enrolled in one of its products', async () => {
    const plans: Promise<unknown>[] = []
    for (const on of restCollections().filter((candidate) => candidate.isUpload)) {
      for (const doc of docsOf(on.slug)) {
        const names = [
          doc.filename,
          ...Object.values((doc.sizes as Record<string, { filename?: string | null }> | undefined) ?? {}).map((size) => size.filename),
        ].filter((name): name is string => typeof name === 'string')
        for (const actor of Object.values(actors)) {
          const readable = canSeeDocument(actor, on, doc)
          if (readable && doc.availability !== 'paid') continue
          for (const name of names.slice(0, 1)) {
            plans.push(ask(actor, `/api/${on.slug}/file/${encodeURIComponent(name)}`, readable ? expectStatus(200) : expectRefused))
          }
        }
      }
    }
    expect(await runChecks(plans)).toEqual([])
  })

  it('an attempt at a test whose solutions open after it closes shows the candidate no per-question outcome while it is open (issue 14 item 3)', async () => {
    const { attempt, questions } = fixtures.afterClose
    const candidate = actors.candidate
    const plans = [
      `/api/attempts/${attempt}?depth=1&locale=all`,
      `/api/attempts?where[id][equals]=${attempt}&depth=2`,
      `/api/attempts/${attempt}?select[result]=true`,
    ].map((url) =>
      ask(candidate, url, (answer, problems, where) => {
        if (answer.status !== 200) {
          problems.push(`${where}: expected 200`)
          return
        }
        const body = answer.json as Record<string, unknown>
        const docs = 'docs' in body ? docsIn(answer) : [body]
        for (const doc of docs) {
          const outcomes = (doc.result as { questions?: Record<string, unknown> } | null | undefined)?.questions
          if (outcomes && Object.keys(outcomes).length > 0)
            problems.push(`${where}: result.questions holds ${Object.keys(outcomes).length} per-question outcomes`)
        }
        for (const question of questions)
          if (new RegExp(`"${question}":\\s*"?(correct|wrong|unattempted)`).test(answer.text))
            problems.push(`${where}: the outcome of question ${question} is in the body`)
      }),
    )
    expect(await runChecks(plans)).toEqual([])
  })
})
