import type { EmailBrand, EmailContent } from '@/lib/email/message'

/** The messages an account receives. Plain words, one link each; see `renderEmail` for the layout. */

export const passwordResetEmail =
  (name: string, resetUrl: string) =>
  (brand: EmailBrand): EmailContent => ({
    subject: `Set a new password for your ${brand.siteName} account`,
    greeting: `Hello ${name},`,
    paragraphs: [
      `We received a request to set a new password for the ${brand.siteName} account of this e-mail address.`,
      'The link below works once and for one hour. Setting a new password signs the account out on every other device.',
    ],
    action: { label: 'Set a new password', url: resetUrl },
    after: ['If you did not ask for this, ignore this e-mail: your password stays as it is, and nobody can use the link without this mailbox.'],
  })

export const welcomeEmail =
  (name: string) =>
  (brand: EmailBrand): EmailContent => ({
    subject: `Welcome to ${brand.siteName}`,
    greeting: `Hello ${name},`,
    paragraphs: [
      `Your ${brand.siteName} account is ready. With it you can take timed mock tests in the exam's own screen, keep your scores and ranks, practise the daily current-affairs quiz and pick up any test where you left off.`,
      'A good first step: take a free Punjab PCS Prelims mock to see where you stand, then follow the daily current affairs for Punjab.',
    ],
    action: { label: 'Browse the test series', url: `${brand.siteUrl}/test-series` },
    after: [`You signed up with this e-mail address. If it was not you, write to ${brand.supportEmail} and we will close the account.`],
  })
