import { APIError, type AfterErrorHook, type Endpoint, NotFound, type PayloadRequest, type SanitizedConfig, type Where } from 'payload'

/**
 * Payload's REST handlers trust the shape of what they are sent: an id that is not a number, a body
 * that is not a JSON object, a `where` that is not an object, a value the database cannot compare
 * with its column, or a route that does not apply to the collection (`/users/versions`) end in a
 * TypeError or a failed query, answered 500. This wraps every collection and global endpoint once,
 * when the config is built, so each of those is a 400 or 404 saying what is wrong, for every
 * collection and field, present and future. A request that is well formed is untouched.
 */
export function guardRestInput(config: SanitizedConfig): SanitizedConfig {
  const defaultIdKind = config.db.defaultIDType
  for (const collection of config.collections) {
    if (!collection.endpoints) continue
    const customId = collection.flattenedFields.find((field) => field.name === 'id')
    const context: EndpointContext = {
      idKind: customId ? (customId.type === 'number' ? 'number' : 'text') : defaultIdKind,
      hasVersions: Boolean(collection.versions),
      hasVerification: Boolean(collection.auth?.verify),
      fieldTypes: new Map(collection.flattenedFields.map((field) => [field.name, field.type])),
    }
    collection.endpoints = collection.endpoints
      .filter((endpoint) => appliesTo(endpoint, context))
      .map((endpoint) => guardEndpoint(endpoint, context))
  }
  for (const global of config.globals) {
    if (!global.endpoints) continue
    const context: EndpointContext = {
      idKind: defaultIdKind,
      hasVersions: Boolean(global.versions),
      hasVerification: false,
      fieldTypes: new Map(),
    }
    global.endpoints = global.endpoints
      .filter((endpoint) => appliesTo(endpoint, context))
      .map((endpoint) => guardEndpoint(endpoint, context))
  }
  config.hooks.afterError = [...(config.hooks.afterError ?? []), showPublicMessage]
  return config
}

/** `fieldTypes`: the top-level fields (a where path's first segment) and their types. */
type EndpointContext = { idKind: 'number' | 'text'; hasVersions: boolean; hasVerification: boolean; fieldTypes: Map<string, string> }

/** Versions routes exist only where versions do, e-mail verification only where it is enabled. */
function appliesTo(endpoint: Endpoint, context: EndpointContext): boolean {
  if (endpoint.path.startsWith('/versions')) return context.hasVersions
  if (endpoint.path.startsWith('/verify/')) return context.hasVerification
  return true
}

/** Paths whose `:id` names a document or a version (not `/verify/:id`, which is a token). */
const takesDocumentId = (path: string) => /(^|\/):id\??(\/|$)/.test(path) && !path.startsWith('/verify/')
/** Routes that save the document sent in the body: create, update, update by id, a global's update. */
const savesBody = (endpoint: Endpoint) => ['post', 'patch'].includes(endpoint.method) && (endpoint.path === '/' || endpoint.path === '/:id')

function guardEndpoint(endpoint: Endpoint, context: EndpointContext): Endpoint {
  const handler = endpoint.handler
  const checksId = takesDocumentId(endpoint.path)
  const checksBody = savesBody(endpoint)
  return {
    ...endpoint,
    handler: async (req: PayloadRequest) => {
      const id = req.routeParams?.id
      if (checksId && id !== undefined && !isValidDocumentId(String(id), context.idKind)) throw new NotFound(req.t)
      const problem = queryProblem(req.query, context.fieldTypes) ?? (checksBody ? await bodyProblem(req) : null)
      if (problem) throw new APIError(problem, 400)
      try {
        return await handler(req)
      } catch (error) {
        if (isBadInputDatabaseError(error)) {
          throw new APIError(
            'A value in this request does not fit the field it is compared with or saved in: text where a number, an id or one of the field’s choices is expected, or a character the database refuses.',
            400,
          )
        }
        throw error
      }
    },
  }
}

/** Ids are positive whole numbers on both databases (SQLite rowid, PostgreSQL serial), unless a collection has its own. */
export function isValidDocumentId(id: string, kind: 'number' | 'text'): boolean {
  if (kind === 'text') return id.length > 0
  return /^[1-9]\d{0,9}$/.test(id) && Number(id) <= 2_147_483_647
}

/** What is wrong with the query string's `where` (and `data`), if anything. */
export function queryProblem(query: Record<string, unknown> | undefined, fieldTypes: Map<string, string>): string | null {
  for (const name of ['where', 'data'] as const) {
    const value = query?.[name]
    if (value === undefined || value === '') continue
    const parsed = typeof value === 'string' ? parseJson(value) : value
    if (!isPlainObject(parsed))
      return `The ${name} parameter must be an object, such as ${name === 'where' ? 'where[title][equals]=Geography' : 'data[title]=Geography'} or a JSON object.`
    if (name === 'where') {
      const problem = whereProblem(parsed as Where, fieldTypes)
      if (problem) return problem
    }
  }
  return null
}

const geoOperators = new Set(['near', 'within', 'intersects'])

/**
 * Conditions the database cannot run, said the same way on SQLite and PostgreSQL: a location operator
 * (near, within, intersects) on a field that is not a location, or a date field compared with
 * something that is not a date.
 */
function whereProblem(where: Where, fieldTypes: Map<string, string>): string | null {
  for (const [path, condition] of Object.entries(where)) {
    if (path === 'and' || path === 'or') {
      for (const part of Object.values(isPlainObject(condition) || Array.isArray(condition) ? condition : {})) {
        const problem = isPlainObject(part) ? whereProblem(part as Where, fieldTypes) : null
        if (problem) return problem
      }
      continue
    }
    if (!isPlainObject(condition)) continue
    const type = fieldTypes.get(path.split('.')[0]!)
    for (const [operator, operand] of Object.entries(condition)) {
      if (geoOperators.has(operator) && type !== 'point') return `The ${operator} operator works only on location (point) fields.`
      if (
        type === 'date' &&
        operator !== 'exists' &&
        [operand].flat().some((value) => typeof value !== 'string' || Number.isNaN(Date.parse(value)))
      ) {
        return `where[${path}][${operator}] must be a date, such as 2026-01-31 or 2026-01-31T06:00:00Z.`
      }
    }
  }
  return null
}

/** A document sent to be saved must be a JSON object (or the admin's multipart form). */
async function bodyProblem(req: PayloadRequest): Promise<string | null> {
  const contentType = (req.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
  const expected = 'Send the document as a JSON object with Content-Type: application/json.'
  if (contentType.startsWith('multipart/')) return null
  if (contentType !== 'application/json') return `${expected} This request sent ${contentType || 'no Content-Type'}.`
  // Read from a copy: Payload reads the body itself next.
  const text = await (req as unknown as Request).clone().text()
  if (text.trim() === '') return null
  const parsed = parseJson(text)
  if (parsed === undefined) return 'The request body is not valid JSON.'
  return isPlainObject(parsed) ? null : expected
}

/**
 * The database refused a value it was given to compare or store: PostgreSQL's data exceptions (class
 * 22: `abc` for an integer, an impossible date, a NUL byte) and libsql's refusals to bind a value.
 */
export function isBadInputDatabaseError(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 5; cause = (cause as { cause?: unknown }).cause, depth++) {
    const { code, message } = cause as { code?: unknown; message?: unknown }
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return true
    if (
      typeof message === 'string' &&
      /Only finite numbers|cannot be passed as argument to the database|can only bind numbers/.test(message)
    )
      return true
  }
  return false
}

/**
 * Payload hides the message of some of its own 400s in production ("An unknown error occurred."):
 * a minified class name makes them look unknown. A public error (status under 500) keeps its message.
 */
const showPublicMessage: AfterErrorHook = ({ error, result }) => {
  const { status, isPublic } = error as { status?: number; isPublic?: boolean }
  const isClientError = typeof status === 'number' && status < 500 && isPublic !== false
  const hidden = (result as { errors?: { message?: string }[] } | undefined)?.errors?.[0]?.message === 'An unknown error occurred.'
  if (isClientError && hidden && error.message) return { response: { errors: [{ message: error.message }] } }
  return undefined
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
