/**
 * Longest subject and message the form takes; the form shows how much of the message is used. Apart
 * from the schema so the form can show them without loading zod (ADR 030).
 */
export const CONTACT_SUBJECT_MAX = 150
export const CONTACT_MESSAGE_MIN = 20
export const CONTACT_MESSAGE_MAX = 5000
