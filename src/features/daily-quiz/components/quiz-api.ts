/** The quiz page's calls to its endpoints, kept out of React so they are tested on their own. */

export type QuizCall<Body> = { ok: true; body: Body } | { ok: false; status: number | null; message: string | null }

/**
 * POSTs JSON to one of `/api/daily-quizzes/{slug}/{start,check,keep}`; a check (a visitor's) carries
 * a proof of work solved for it (ADR 050). A refusal carries the server's own words when it sent any;
 * `status` is null when the server (or a challenge) could not be reached at all.
 */
export async function postQuiz<Body>(
  slug: string,
  action: 'start' | 'check' | 'keep',
  body: unknown,
  doFetch: typeof fetch = fetch,
): Promise<QuizCall<Body>> {
  let response: Response
  try {
    const sent =
      action === 'check' ? await (await import('@/components/forms/proof-of-work.client')).withProofOfWork(body as object, doFetch) : body
    response = await doFetch(`/api/daily-quizzes/${encodeURIComponent(slug)}/${action}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify(sent),
    })
  } catch {
    return { ok: false, status: null, message: null }
  }
  const json: unknown = await response.json().catch(() => null)
  if (response.ok) return { ok: true, body: json as Body }
  const message = typeof (json as { message?: unknown } | null)?.message === 'string' ? (json as { message: string }).message : null
  return { ok: false, status: response.status, message }
}
