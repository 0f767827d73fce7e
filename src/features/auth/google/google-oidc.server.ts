import 'server-only'

import * as oidc from 'openid-client'

import type { Locale } from '@/i18n/locale'
import { getEnv } from '@/lib/env'
import { consumeRateLimit, type RateLimitRule } from '@/lib/rate-limit.server'

import { GOOGLE_FLOW_LIFETIME_SECONDS } from './google-popup'
import { seal, unseal } from '@/lib/sealed.server'

/**
 * Google sign-in's protocol (issue 19, part 1; ADR 051): OpenID Connect's authorization-code flow with
 * `openid-client`, PKCE (S256), state and nonce. The started flow lives in one sealed cookie (the
 * newest flow only: starting again cancels the earlier one); its callback is accepted once, within ten
 * minutes. The issuer is Google unless `GOOGLE_ISSUER` names another (the test suite's own provider).
 */

export type GoogleConfig = NonNullable<ReturnType<typeof getEnv>['google']>

export const GOOGLE_FLOW_COOKIE = 'pcs-google-flow'
/** The flow cookie goes back only to the callback. */
export const GOOGLE_FLOW_COOKIE_PATH = '/api/auth/google'

export type GoogleFlow = {
  state: string
  nonce: string
  verifier: string
  mode: 'popup' | 'redirect'
  /** The id the opening page gave its window: its last page reports to that request only. */
  popup: string | null
  next: string
  locale: Locale
}

export type GoogleClaims = { sub: string; email: string; emailVerified: boolean; name: string }

export type GoogleCallback =
  | { ok: true; claims: GoogleClaims; flow: GoogleFlow }
  | { ok: false; reason: 'expired' | 'cancelled' | 'failed'; flow: GoogleFlow | null; error?: unknown }

const callbackUsedOnce: RateLimitRule = { name: 'google-sign-in-used', points: 1, durationSeconds: GOOGLE_FLOW_LIFETIME_SECONDS }

export const googleRedirectUri = () => `${getEnv().serverUrl}/api/auth/google/callback`

let discovered: { issuer: string; configuration: Promise<oidc.Configuration> } | null = null

/** Google's endpoints and keys, fetched once per process (again after a failure). */
function configurationFor(google: GoogleConfig): Promise<oidc.Configuration> {
  if (discovered?.issuer === google.issuer) return discovered.configuration
  const local = /^http:\/\/(127\.0\.0\.1|localhost)[:/]/.test(`${google.issuer}/`)
  const configuration = oidc
    .discovery(new URL(google.issuer), google.clientId, google.clientSecret, oidc.ClientSecretBasic(google.clientSecret), {
      timeout: 10,
      // Only a provider on this machine (the test suite's) may answer over plain http.
      ...(local ? { execute: [oidc.allowInsecureRequests] } : {}),
    })
    .catch((error: unknown) => {
      discovered = null
      throw error
    })
  discovered = { issuer: google.issuer, configuration }
  return configuration
}

/** Where the browser goes to sign in at Google, and the sealed flow the callback will check. */
export async function beginGoogleFlow(
  google: GoogleConfig,
  request: Pick<GoogleFlow, 'mode' | 'popup' | 'next' | 'locale'>,
): Promise<{ url: URL; sealedFlow: string }> {
  const configuration = await configurationFor(google)
  const flow: GoogleFlow = { ...request, state: oidc.randomState(), nonce: oidc.randomNonce(), verifier: oidc.randomPKCECodeVerifier() }
  const url = oidc.buildAuthorizationUrl(configuration, {
    redirect_uri: googleRedirectUri(),
    scope: 'openid email profile',
    code_challenge: await oidc.calculatePKCECodeChallenge(flow.verifier),
    code_challenge_method: 'S256',
    state: flow.state,
    nonce: flow.nonce,
    // Someone with several Google accounts chooses which one, every time.
    prompt: 'select_account',
    ...(request.locale === 'pa' ? { hl: 'pa' } : {}),
  })
  return { url, sealedFlow: await seal('flow', flow, GOOGLE_FLOW_LIFETIME_SECONDS) }
}

const isFlow = (value: Record<string, unknown> | null): value is GoogleFlow & Record<string, unknown> =>
  value !== null && typeof value.state === 'string' && typeof value.nonce === 'string' && typeof value.verifier === 'string'

/** The flow a callback belongs to, if its sealed cookie is there, intact and fresh. */
export async function openGoogleFlow(sealedFlow: string | undefined): Promise<GoogleFlow | null> {
  const value = await unseal('flow', sealedFlow)
  return isFlow(value) ? value : null
}

/**
 * Google's answer at the callback: the code exchanged (PKCE), the ID token checked (signature, issuer,
 * audience, expiry, nonce), the state matched against the newest flow and used once.
 */
export async function finishGoogleFlow(google: GoogleConfig, callbackUrl: URL, flow: GoogleFlow | null): Promise<GoogleCallback> {
  const state = callbackUrl.searchParams.get('state')
  if (!flow || !state || state !== flow.state) return { ok: false, reason: 'expired', flow }
  if (!(await consumeRateLimit(callbackUsedOnce, state)).ok) return { ok: false, reason: 'expired', flow }
  if (callbackUrl.searchParams.has('error'))
    return { ok: false, reason: callbackUrl.searchParams.get('error') === 'access_denied' ? 'cancelled' : 'failed', flow }
  try {
    const configuration = await configurationFor(google)
    // The address Google came back to is the registered one, whatever host the request names.
    const registered = new URL(googleRedirectUri())
    registered.search = callbackUrl.search
    const tokens = await oidc.authorizationCodeGrant(configuration, registered, {
      pkceCodeVerifier: flow.verifier,
      expectedState: flow.state,
      expectedNonce: flow.nonce,
      idTokenExpected: true,
    })
    const claims = tokens.claims()
    if (!claims || typeof claims.email !== 'string') return { ok: false, reason: 'failed', flow }
    return {
      ok: true,
      flow,
      claims: {
        sub: claims.sub,
        email: claims.email.trim().toLowerCase(),
        emailVerified: claims.email_verified === true,
        name: typeof claims.name === 'string' && claims.name.trim() ? claims.name.trim() : claims.email.split('@')[0]!,
      },
    }
  } catch (error) {
    return { ok: false, reason: 'failed', flow, error }
  }
}
