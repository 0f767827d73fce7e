import type { IncomingHttpHeaders } from 'node:http'

/**
 * What the site's request checks read of a request's headers: a web `Headers` (Next.js's routes) or
 * Node's own (the HTTP server's autosave, ADR 064), without building the one from the other.
 */
export type HeaderReader = Pick<Headers, 'get'>

/** Node's parsed headers (names lower-case) read as `Headers.get` reads them: repeated values joined. */
export function nodeHeaderReader(headers: IncomingHttpHeaders): HeaderReader {
  return {
    get(name) {
      const value = headers[name.toLowerCase()]
      if (value === undefined) return null
      return Array.isArray(value) ? value.join(', ') : value
    },
  }
}
