export const NETWORK_ERROR_MESSAGE = 'Could not reach the server. Check your internet connection and try again; what you typed is kept.'
export const SERVER_ERROR_MESSAGE = 'Something went wrong on our side. Please try again in a moment; what you typed is kept.'

export class FormTransportError extends Error {
  constructor(readonly userMessage: string) {
    super(userMessage)
  }
}

/**
 * Sends a form's values as JSON and returns the server's answer (validation errors, refusals and
 * rate limits are answers too). Only a lost connection or a server fault throws, with a message for
 * a toast; the caller keeps what was typed either way.
 */
export async function postForm<T>(path: string, values: unknown): Promise<T> {
  let response: Response
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(values),
      credentials: 'same-origin',
    })
  } catch {
    throw new FormTransportError(NETWORK_ERROR_MESSAGE)
  }
  if (response.status >= 500) throw new FormTransportError(SERVER_ERROR_MESSAGE)
  return (await response.json()) as T
}
