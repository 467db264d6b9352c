// The words of the written quote's e-mails (issue 42): to the customer, the quote itself (with the
// PDF), the reminders and the signed copy; to the owner, the customer's answer and the notice the
// day before a quote ends. {slots} are filled by the server (server/mail/quote-mail.ts and
// quote-owner-mail.ts) with values it computed from the frozen snapshot: {reference} "ST-1042",
// {date} "Tuesday, December 15, 2026", {url}, {total} "$4,250.00". Business facts are {tokens}, as
// on the pages. Nothing the customer typed appears in the customer's e-mails (their typed name is
// in the signed PDF); the owner's e-mails show the customer's words, escaped, in the body only.
import { z } from 'zod'
import { parseContent } from './parse'

const line = z.string().trim().min(1)

export const quoteEmailSchema = z.object({
  subjects: z.object({ sent: line, replaced: line, followup: line, signed: line }),
  greeting: line,
  intro: z.object({ sent: line, replaced: line, followup: line }),
  /** The options' totals: a heading, and each option's line {option}, {total} */
  optionsHeading: line,
  option: line,
  /** The add-ons the customer may tick: {addOn}, {price} "+$300.00" */
  addOnsHeading: line,
  addOn: line,
  /** {date}: the valid-through day */
  validThrough: line,
  /** The private link: {url} */
  link: line,
  linkText: line,
  /** {file}: the attachment's name */
  attached: line,
  questions: line,
  followupStop: line,
  /** The signed copy: {reference}, {date} (the day accepted), {deposit}, {file} */
  signedIntro: line,
  signedDeposit: line,
  signedAttached: line,
  signedNext: line,
  labels: z.object({ option: line, addOns: line, total: line, deposit: line }),
  none: line,
})

export const quoteEmail = parseContent('content/quote-emails.ts', quoteEmailSchema, {
  subjects: {
    sent: 'Your written quote from {name}: {reference}',
    replaced: 'Your updated quote from {name}: {reference}',
    followup: 'Your quote from {name} is still waiting: {reference}',
    signed: 'Your signed quote: {reference}',
  },
  greeting: 'Hello,',
  intro: {
    sent: 'Thank you for having us over. Here is your written quote {reference}.',
    replaced: 'Here is your updated quote {reference}. It replaces the quote we sent before, which can no longer be accepted.',
    followup: 'A short reminder: your written quote {reference} is ready whenever you are.',
  },
  optionsHeading: 'Your options',
  option: '{option}: {total}',
  addOnsHeading: 'Add-ons you may choose',
  addOn: '{addOn}: {price}',
  validThrough: 'The prices hold through {date}, Pacific time.',
  link: 'See the quote, choose an option and accept it online: {url}',
  linkText: 'See and accept your quote',
  attached: 'The quote is attached as a PDF ({file}) for your records.',
  questions: 'Questions? Reply to this e-mail or call us at {phone}.',
  followupStop: 'Accepting, declining or asking us a question on the page stops these reminders.',
  signedIntro: 'Thank you! You accepted your quote {reference} on {date}.',
  signedDeposit: 'The deposit of {deposit} is due before the work is scheduled to start, and is credited to the total.',
  signedAttached: 'The signed copy (the quote with the record of your acceptance) is attached as a PDF ({file}). Keep it for your records.',
  signedNext: 'We will call you within {replyHours} hours to schedule the work.',
  labels: { option: 'Option', addOns: 'Add-ons', total: 'Total', deposit: 'Deposit' },
  none: 'None',
})

export const quoteOwnerEmailSchema = z.object({
  /** {customer}: the name as a header may show it; {reference}; {option}; {total} */
  subjects: z.object({ accepted: line, declined: line, question: line, expiring: line }),
  intro: z.object({ accepted: line, declined: line, question: line }),
  labels: z.object({
    version: line,
    option: line,
    addOns: line,
    total: line,
    deposit: line,
    typedName: line,
    reason: line,
    question: line,
    validThrough: line,
    views: line,
  }),
  none: line,
  noReason: line,
  signedAttached: line,
  /** The question's e-mail is answered by replying: it goes to the customer. */
  replyToAnswer: line,
  /** {date}: the valid-through day; {sentOn}: the day it was sent */
  expiringIntro: line,
  /** {count}, {first} */
  viewed: line,
  notViewed: line,
  expiringHow: line,
  /** {url}: the lead in the desk */
  desk: line,
})

export const quoteOwnerEmail = parseContent('content/quote-emails.ts', quoteOwnerEmailSchema, {
  subjects: {
    accepted: '{customer} accepted quote {reference}: {option}, {total}',
    declined: '{customer} declined quote {reference}',
    question: '{customer} has a question about quote {reference}',
    expiring: 'Quote {reference} for {customer} ends tomorrow',
  },
  intro: {
    accepted: 'The customer accepted and signed quote {reference} online. The lead is now Won with this total.',
    declined: 'The customer declined quote {reference}. Its reminders are stopped.',
    question: 'The customer asked a question about quote {reference}. Its reminders are stopped until you send a new version.',
  },
  labels: {
    version: 'Version',
    option: 'Option',
    addOns: 'Add-ons',
    total: 'Total',
    deposit: 'Deposit',
    typedName: 'Signed as',
    reason: 'Their reason',
    question: 'Their question',
    validThrough: 'Valid through',
    views: 'Opened',
  },
  none: 'None',
  noReason: 'None given',
  signedAttached: 'The signed copy is attached as a PDF ({file}); the customer has the same copy.',
  replyToAnswer: 'Reply to this e-mail to answer the customer directly.',
  expiringIntro: 'Quote {reference}, sent {sentOn}, is valid through {date} and has no answer yet. The customer is not told.',
  viewed: '{count} time(s), first on {first}',
  notViewed: 'Not yet',
  expiringHow: 'Call the customer, or send a new version with a later valid-through day from the desk.',
  desk: 'Open the lead: {url}',
})

/** Why the outbox did not send a quote e-mail (the desk shows it beside "not sent"). */
export const quoteSkipReasonsSchema = z.object({
  accepted: line,
  declined: line,
  question: line,
  replaced: line,
  stopped: line,
  expired: line,
})

export const quoteSkipReasons = parseContent('content/quote-emails.ts', quoteSkipReasonsSchema, {
  accepted: 'the customer accepted the quote',
  declined: 'the customer declined the quote',
  question: 'the customer asked a question',
  replaced: 'a newer version replaced the quote',
  stopped: 'you stopped the reminders',
  expired: 'the quote had expired',
})
