// The words of the customer's quote page behind the private link (/quote/<token>, issue 42): the
// options, the total, the forms (accept and sign, decline, ask a question), why a quote can no
// longer be accepted, and every refusal. {slots} are filled by the server with values it computed
// from the frozen snapshot ({reference} "ST-1042", {date} "Tuesday, December 15, 2026", {total}
// "$4,250.00", {option}, {url}); business facts are {tokens}, as on the pages. The terms and the
// consent to sign are content/quote-terms.ts, as the quote froze them.
import { z } from 'zod'
import { parseContent } from './parse'

const line = z.string().trim().min(1)

export const quotePageSchema = z.object({
  title: line,
  /** {reference} */
  heading: line,
  /** {name}: the business */
  intro: line,
  labels: z.object({
    preparedFor: line,
    jobAddress: line,
    issuedOn: line,
    validThrough: line,
    version: line,
    project: line,
  }),
  noteHeading: line,
  optionsHeading: line,
  optionsHint: line,
  /** The first option's difference, where the others show "+$1,250.00" */
  baseOption: line,
  samePrice: line,
  /** {total}: an option's total without add-ons */
  optionTotal: line,
  /** A line: {quantity} {unit} × {price} */
  lineDetail: line,
  addOnsHeading: line,
  addOnsHint: line,
  chooseLegend: line,
  /** {option} */
  chooseOption: line,
  updateButton: line,
  summaryHeading: line,
  summary: z.object({ option: line, addOns: line, subtotal: line, tax: line, total: line, deposit: line, balance: line }),
  noAddOns: line,
  photosHeading: line,
  termsHeading: line,
  /** {version} */
  termsVersion: line,
  signHeading: line,
  /** {option}, {total}: what the signature accepts, restated above the name */
  signChoice: line,
  nameLabel: line,
  nameHint: line,
  signButton: line,
  declineHeading: line,
  declineHint: line,
  reasonLabel: line,
  declineButton: line,
  questionHeading: line,
  questionHint: line,
  questionLabel: line,
  questionButton: line,
  received: z.object({ question: line, decline: line, accept: line }),
  /** Why a quote can no longer be accepted; {date}: when it happened, {url}: the newer version */
  closed: z.object({ accepted: line, declined: line, expired: line, replaced: line, replacedLink: line }),
  /** The acceptance, once signed: {name} (typed), {date} */
  acceptedBy: line,
  questionPending: line,
  errors: z.object({
    name: line,
    nameLong: line,
    nameCharacters: line,
    reasonLong: line,
    question: line,
    questionLong: line,
    characters: line,
    tampered: line,
    choice: line,
  }),
  notFoundTitle: line,
  notFound: line,
  refused: line,
  tooMany: line,
  tooLarge: line,
  refusedTitle: line,
})

export const quotePage = parseContent('content/quote-words.ts', quotePageSchema, {
  title: 'Your quote',
  heading: 'Your written quote {reference}',
  intro:
    'This is the quote {name} prepared for your project. Choose an option and any add-ons, read the terms, then accept and sign below.',
  labels: {
    preparedFor: 'Prepared for',
    jobAddress: 'Job address',
    issuedOn: 'Issued',
    validThrough: 'Valid through',
    version: 'Version',
    project: 'Project',
  },
  noteHeading: 'A note from us',
  optionsHeading: 'Your options',
  optionsHint: 'Each option is the whole job. The price differences are compared with the first option.',
  baseOption: 'Base price',
  samePrice: 'Same price',
  optionTotal: 'Total {total}',
  lineDetail: '{quantity} {unit} × {price}',
  addOnsHeading: 'Add-ons you may choose',
  addOnsHint: 'Each add-on is added to the option you choose.',
  chooseLegend: 'Your choice',
  chooseOption: 'Choose {option}',
  updateButton: 'Update total',
  summaryHeading: 'Your total',
  summary: {
    option: 'Option',
    addOns: 'Add-ons',
    subtotal: 'Subtotal',
    tax: 'Sales tax',
    total: 'Total',
    deposit: 'Deposit due before we start',
    balance: 'Balance due on completion',
  },
  noAddOns: 'None',
  photosHeading: 'Photos with this quote',
  termsHeading: 'Terms',
  termsVersion: 'Terms of {version}',
  signHeading: 'Accept and sign',
  signChoice:
    'You are accepting {option} for a total of {total}. To change the option or add-ons, choose above and press Update total first.',
  nameLabel: 'Your full name',
  nameHint: 'Type your name as your signature.',
  signButton: 'Accept and sign',
  declineHeading: 'Decline the quote',
  declineHint: 'Not going ahead? Let us know; a reason helps us but is not needed.',
  reasonLabel: 'Reason (optional)',
  declineButton: 'Decline the quote',
  questionHeading: 'Ask a question',
  questionHint: 'We answer by e-mail, usually within {replyHours} hours. You can still accept the quote afterwards.',
  questionLabel: 'Your question',
  questionButton: 'Send the question',
  received: {
    question: 'Thank you. We have your question and will answer by e-mail soon.',
    decline: 'Thank you for letting us know. You have declined this quote.',
    accept:
      'Thank you! Your quote is accepted and signed. A signed copy is on its way to your e-mail, and we will call you to schedule the work.',
  },
  closed: {
    accepted: 'This quote was accepted and signed on {date}. It cannot be changed; call us at {phone} if anything is different.',
    declined:
      'This quote was declined on {date}, so it can no longer be accepted. If you have changed your mind, call us at {phone} and we will send a new one.',
    expired: 'This quote was valid through {date} and can no longer be accepted. Call us at {phone} and we will send you a new one.',
    replaced: 'We have sent you a newer version of this quote, so this one can no longer be accepted.',
    replacedLink: 'See the newer quote',
  },
  acceptedBy: 'Signed as {name} on {date}.',
  questionPending: 'We have your question and will answer by e-mail. You can still accept the quote.',
  errors: {
    name: 'Type your full name to sign.',
    nameLong: 'Your name can be at most 100 characters.',
    nameCharacters: 'Your name has characters that cannot be shown. Type it again with letters only.',
    reasonLong: 'The reason can be at most 1,000 characters.',
    question: 'Write your question first.',
    questionLong: 'The question can be at most 2,000 characters.',
    characters: 'This text has characters that cannot be shown. Type it again.',
    tampered:
      'The option, add-ons or total sent do not match this quote, so nothing was accepted. Choose again below and press Update total, then sign.',
    choice: 'That choice is not on this quote. The first option is shown; choose again.',
  },
  notFoundTitle: 'This link no longer works',
  notFound: 'The quote may have been withdrawn. Call us at {phone} and we will help.',
  refused: 'This request could not be accepted. Open the link from your e-mail again, or call us at {phone}.',
  tooMany: 'Too many requests from this connection. Wait a minute and try again, or call us at {phone}.',
  tooLarge: 'That was more text than this form takes. Shorten it and try again, or call us at {phone}.',
  refusedTitle: 'Your quote',
})
