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

/** `NextResponse.json` as the site's routes use it: a plain JSON response. */
export const NextResponse = { json: (body: unknown, init?: ResponseInit) => Response.json(body, init) }
