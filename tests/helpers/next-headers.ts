/**
 * Next's cookie store (`next/headers`) for integration tests: one browser's cookie jar. A test file
 * mocks the module with this one and reads or clears `jar` to see what the routes set.
 *   vi.mock('next/headers', () => import('../helpers/next-headers'))
 */
export const jar = new Map<string, string>()

type Cookie = { name: string; value: string; maxAge?: number }

export async function cookies() {
  return {
    get: (name: string) => (jar.has(name) ? { name, value: jar.get(name)! } : undefined),
    set: (nameOrCookie: string | Cookie, value?: string, options?: { maxAge?: number }) => {
      const cookie = typeof nameOrCookie === 'string' ? { name: nameOrCookie, value: value!, maxAge: options?.maxAge } : nameOrCookie
      if (cookie.maxAge === 0) jar.delete(cookie.name)
      else jar.set(cookie.name, cookie.value)
    },
    delete: (nameOrCookie: string | { name: string }) => jar.delete(typeof nameOrCookie === 'string' ? nameOrCookie : nameOrCookie.name),
  }
}
