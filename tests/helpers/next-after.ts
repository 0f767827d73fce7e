/**
 * Stands in for `next/server` in integration tests: `after()` needs a Next.js request, so here its
 * tasks are queued and a test runs them with `runAfterTasks()` (as Next would once the response is sent).
 * Use with `vi.mock('next/server', () => import('../helpers/next-after'))`.
 */
const queue: (() => unknown)[] = []

export function after(task: () => unknown): void {
  queue.push(task)
}

export async function runAfterTasks(): Promise<void> {
  while (queue.length > 0) await queue.shift()!()
}

/** `NextResponse.json` and `.redirect` as the site's routes use them: plain responses. */
export const NextResponse = {
  json: (body: unknown, init?: ResponseInit) => Response.json(body, init),
  redirect: (url: string | URL, init?: number | ResponseInit) => {
    const { status = 307, headers } = typeof init === 'number' ? { status: init } : (init ?? {})
    return new Response(null, { status, headers: { ...(headers as Record<string, string> | undefined), Location: String(url) } })
  },
}
