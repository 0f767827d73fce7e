/**
 * GET requests against a running server, at most `concurrency` at a time (two cores: a small number
 * keeps the server busy without queueing behind itself), counted so a test can say how many it made.
 */
export type HttpAnswer = { status: number; text: string; json: unknown }

export function createHttpBatch(baseURL: string, concurrency: number) {
  let running = 0
  let count = 0
  const waiting: (() => void)[] = []

  async function slot<T>(work: () => Promise<T>): Promise<T> {
    if (running >= concurrency) await new Promise<void>((resolve) => waiting.push(resolve))
    running += 1
    try {
      return await work()
    } finally {
      running -= 1
      waiting.shift()?.()
    }
  }

  /** GET `path` with the given headers (a session cookie, `Sec-Fetch-Site` as a browser sends it). */
  function get(path: string, headers: Record<string, string> = {}): Promise<HttpAnswer> {
    return slot(async () => {
      count += 1
      const response = await fetchIdempotent(`${baseURL}${path}`, { headers, redirect: 'manual' })
      const text = await response.text()
      let json: unknown = null
      try {
        json = JSON.parse(text)
      } catch {
        // Files and error pages are not JSON; the text is what is checked.
      }
      return { status: response.status, text, json }
    })
  }

  return { get, requestCount: () => count }
}

/**
 * A GET that is sent again once when the kept-alive connection it went out on had just been closed by
 * the server (its idle timeout racing the request), as browsers do for idempotent requests. Seen under
 * heavy load as "fetch failed: other side closed"; any other failure, or a second one, is the answer.
 */
async function fetchIdempotent(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init)
  } catch (error) {
    const code = ((error as Error).cause as { code?: string } | undefined)?.code
    if (code !== 'UND_ERR_SOCKET' && code !== 'ECONNRESET') throw error
    return fetch(url, init)
  }
}

/** Waits until `url` answers 200, or fails with what the server printed. */
export async function waitUntilHealthy(url: string, timeoutMs: number, output: () => string): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const status = await fetch(url)
      .then((response) => response.status)
      .catch(() => 0)
    if (status === 200) return
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`The server did not become healthy in ${timeoutMs / 1000} s. It printed:\n${output().slice(-4000)}`)
}
