import { defaultLocale, type Locale, LOCALE_PARAM } from '@/i18n/locale'

/** The English a thrown failure carries for logs and scripts; readers get `transportFailureKey`'s catalogue words. */
const NETWORK_ERROR_MESSAGE = 'Could not reach the server. Check your internet connection and try again; what you typed is kept.'
const SERVER_ERROR_MESSAGE = 'Something went wrong on our side. Please try again in a moment; what you typed is kept.'

export class FormTransportError extends Error {
  constructor(
    readonly userMessage: string,
    /** Which of the catalogue's `forms` messages says it in the reader's language. */
    readonly key: 'networkError' | 'serverError',
  ) {
    super(userMessage)
  }
}

/** The catalogue key (`forms.networkError`, `forms.serverError`) for anything `postForm` threw. */
export const transportFailureKey = (error: unknown): FormTransportError['key'] =>
  error instanceof FormTransportError ? error.key : 'networkError'

/**
 * Sends a form's values as JSON (or files, as multipart, when `values` is FormData) and returns the
 * server's answer (validation errors, refusals and rate limits are answers too), in the page's
 * language: `locale` is named in the address so the server answers in it. With `proofOfWork`, the body
 * carries a proof of work solved first (ADR 050). Only a lost connection (a challenge that cannot be
 * fetched included) or a server fault throws; the caller keeps what was typed either way.
 */
export async function postForm<T>(
  path: string,
  values: unknown,
  locale: Locale = defaultLocale,
  { proofOfWork = false }: { proofOfWork?: boolean } = {},
): Promise<T> {
  const address = locale === defaultLocale ? path : `${path}${path.includes('?') ? '&' : '?'}${LOCALE_PARAM}=${locale}`
  let response: Response
  try {
    // A flood-prone form carries a proof of work solved for this send (ADR 050), loaded with it.
    const body =
      proofOfWork && !(values instanceof FormData)
        ? await (await import('./proof-of-work.client')).withProofOfWork(values as object)
        : values
    response = await fetch(address, {
      method: 'POST',
      ...(body instanceof FormData ? { body } : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
      credentials: 'same-origin',
    })
  } catch {
    throw new FormTransportError(NETWORK_ERROR_MESSAGE, 'networkError')
  }
  if (response.status >= 500) throw new FormTransportError(SERVER_ERROR_MESSAGE, 'serverError')
  return (await response.json()) as T
}
