/**
 * Google sign-in's window and its timings (the spec's "Sign-in popup 500x600; closed-popup detection
 * 8 s; redirect event cache 10 min"; ADR 051). Shared by the page's button and the server's flow.
 */
export const GOOGLE_POPUP = {
  /** One named window: a newer request reuses it, so the earlier request is cancelled. */
  name: 'pcs-google-sign-in',
  width: 500,
  height: 600,
  /** How often the page looks whether the window was closed. */
  pollMs: 500,
  /** Once it is closed, how long a result already on its way may still arrive (closure is reported within 8 s). */
  closedGraceMs: 1500,
  /** The channel the window's last page reports on (also through `window.opener`). */
  channel: 'pcs-google-sign-in',
} as const

/** The id the opening page gives its window (hex from the page's button), or null for anything else. */
export const popupIdOrNull = (value: unknown): string | null => (typeof value === 'string' && /^[\w-]{8,64}$/.test(value) ? value : null)

/** How long a started sign-in may take, and how long a used one is remembered so it works once. */
export const GOOGLE_FLOW_LIFETIME_SECONDS = 10 * 60

/** What the sign-in ended in, as the window's last page and the sign-in page's `?google=` say it. */
export const GOOGLE_OUTCOMES = [
  'signed-in',
  'link-needed',
  // Google proved the address; the account's own second step (ADR 052) comes next.
  'second-step',
  'cancelled',
  'expired',
  'failed',
  'unverified',
  'staff-not-allowed',
] as const
export type GoogleOutcome = (typeof GOOGLE_OUTCOMES)[number]
export const isGoogleOutcome = (value: unknown): value is GoogleOutcome => GOOGLE_OUTCOMES.includes(value as GoogleOutcome)

/** The message the window's last page sends to the page that opened it. */
export type GooglePopupMessage = { type: 'pcs-google-sign-in'; popup: string; outcome: GoogleOutcome }
export const isGooglePopupMessage = (value: unknown): value is GooglePopupMessage =>
  typeof value === 'object' &&
  value !== null &&
  (value as GooglePopupMessage).type === 'pcs-google-sign-in' &&
  typeof (value as GooglePopupMessage).popup === 'string' &&
  isGoogleOutcome((value as GooglePopupMessage).outcome)

/** Each outcome's message in the catalogue (`auth.google.outcome.*`). */
export const outcomeMessageKey = {
  'signed-in': 'signedIn',
  'link-needed': 'linkNeeded',
  'second-step': 'secondStep',
  cancelled: 'cancelled',
  expired: 'expired',
  failed: 'failed',
  unverified: 'unverified',
  'staff-not-allowed': 'staffNotAllowed',
} as const satisfies Record<GoogleOutcome, string>

/** Google sign-in's start, from the page's button: in its window (`popup` names the request) or the whole page. */
export function googleStartHref({
  mode,
  popup,
  next,
  locale,
}: {
  mode: 'popup' | 'redirect'
  popup?: string
  next: string
  locale: string
}) {
  const query = new URLSearchParams({ mode, next, lang: locale, ...(popup ? { popup } : {}) })
  return `/api/auth/google/start?${query}`
}
