import 'server-only'

/** The one-read session check the test engine's JSON routes use (ADR 012). */
export { keepSessionThrough, sessionOfUser, type VerifiedSession, verifySession } from './session-token.server'
