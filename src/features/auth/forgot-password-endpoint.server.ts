import 'server-only'

import { addDataAndFileToRequest, type PayloadRequest } from 'payload'

import { rateLimitRules } from '@/lib/rate-limit.server'

import { handleAuthPost } from './auth-route.server'
import { requestPasswordReset } from './password-reset.server'

/**
 * Replaces Payload's own `POST /api/users/forgot-password` (the admin's "Forgot password?" screen) with
 * the site's flow, so there is one way to ask for a reset: same answer for every address, per-address
 * and per-account limits, the site's e-mail and its reset page.
 */
export function handlePayloadForgotPassword(req: PayloadRequest): Promise<Response> {
  return handleAuthPost(req as unknown as Request, rateLimitRules.forgottenPassword, requestPasswordReset, {
    readInput: async () => {
      await addDataAndFileToRequest(req)
      return req.data
    },
  })
}
