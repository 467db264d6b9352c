// The written quote's lines in the lead's history in the desk and on the owner's phone (issue 42):
// what the store writes when a version is sent, answered or its follow-ups stopped. {slots} are
// filled by the server: {version} a number, {option} the option's name the owner wrote, {total} a
// formatted amount ("$12,500.00"). The customer's own words (a question, a reason for declining) are
// kept on the quote's events, and shown in the desk from there. The push alerts' words are with the
// others in content/pages/desk-alerts.ts.
import { z } from 'zod'
import { parseContent } from './parse'

const line = z.string().trim().min(1)

const quoteHistorySchema = z.object({
  sent: line,
  replaced: line,
  accepted: line,
  declined: line,
  question: line,
  followUpsStopped: line,
})

export const quoteHistory = parseContent('content/quote-history.ts', quoteHistorySchema, {
  sent: 'Quote version {version} sent.',
  replaced: 'Quote version {version} sent; it replaces version {previous}.',
  accepted: 'Quote version {version} accepted and signed online: {option}, {total}.',
  declined: 'Quote version {version} declined online.',
  question: 'The customer asked a question about quote version {version}.',
  followUpsStopped: 'Follow-ups of quote version {version} stopped.',
})
