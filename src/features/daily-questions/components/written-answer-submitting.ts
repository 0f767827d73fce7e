/**
 * What submitting a written answer needs, in one piece the browser loads once (one request and one
 * loader instead of four, issue 17's budget): the server's own check and its messages (ADR 031), the
 * sending and the confirmation. A visitor cannot submit, so their page never loads it.
 */
export { postForm, transportFailureKey } from '@/components/forms/post-form.client'
export { issueMessage } from '@/lib/field-messages'

export { writtenAnswerSchema } from '../schemas'
export { ConfirmDialog } from './confirm-dialog.client'
