/**
 * No real time on one question reaches a day; anything above it is a broken clock in the browser.
 * Apart from the schema so the visitor's quiz can check what it kept without loading zod (ADR 033).
 */
export const MAX_SECONDS_ON_A_QUESTION = 24 * 60 * 60
