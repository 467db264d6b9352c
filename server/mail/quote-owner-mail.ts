// The owner's quote e-mails (issue 42): the customer's answer (accepted, with the signed PDF
// attached; declined, with their reason; a question, which the owner answers by replying) and the
// notice the day before an unanswered quote ends. The customer's words are theirs: escaped in the
// body, never in a header; their name reaches the subject only as headerName allows.
import type { SendMailOptions } from 'nodemailer'
import { siteOrigin } from '#config/site-url'
import { business } from '#content/business'
import { quoteOwnerEmail as words } from '#content/quote-emails'
import { absoluteDeskUrl, deskUrl } from '#domain/desk-url'
import { formatCents } from '#domain/quote/money'
import { businessDay, visitDateWords } from '#domain/visit-plan'
import { fillTokens } from '#domain/tokens'
import { escapeHtml } from '../escape-html'
import { type MailAddresses, headerName, headerSafe } from './messages'
import type { QuoteMailFacts } from './quote-mail-facts'
import { aboutQuoteRow, bodyOf, chosenWords, para } from './quote-mail'
import type { Lead } from '../store/tables'

const dayOf = (iso: string) => visitDateWords(businessDay(new Date(iso), business.replyPromise.timeZone))

/** Label and value rows; a value may hold the customer's own lines. */
function rowsBlock(rows: [string, string][]) {
  return {
    text: rows.map(([label, value]) => `${label}: ${value}`).join('\n'),
    html: `<table role="presentation" style="border-collapse:collapse">${rows
      .map(
        ([label, value]) =>
          `<tr><th align="left" style="padding:4px 16px 4px 0;vertical-align:top">${escapeHtml(label)}</th><td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
      )
      .join('')}</table>`,
  }
}

const deskBlock = (lead: Lead) => {
  const url = absoluteDeskUrl(siteOrigin(), deskUrl.lead(lead.id))
  return { text: fillTokens(words.desk, { url }), html: `<p><a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>` }
}

const customerOf = (lead: Lead) => headerName(lead.name) ?? `Lead ${lead.id}`

/** The customer's answer: accepted (the signed copy attached), declined, or a question. */
export function quoteAnswerMail(lead: Lead, facts: QuoteMailFacts, { from, leadsTo }: MailAddresses): SendMailOptions {
  const answer = facts.answer
  if (!answer || answer.kind === 'view') throw new Error('The answer e-mail was built without its answer')
  const { snapshot } = facts.version
  const reference = `${snapshot.reference} v${facts.version.version}`
  const customer = customerOf(lead)
  const who = `${lead.name}, ${lead.phone}, ${lead.email}`
  if (answer.kind === 'accept') {
    const { acceptance, pdf } = facts
    if (!acceptance || !pdf) throw new Error('The acceptance e-mail was built without its record or PDF')
    const chosen = chosenWords(facts)
    const total = formatCents(acceptance.totalCents)
    const body = bodyOf([
      para(fillTokens(words.intro.accepted, { reference })),
      para(who),
      rowsBlock([
        [words.labels.option, chosen.option],
        [words.labels.addOns, chosen.addOns.length ? chosen.addOns.join('\n') : words.none],
        [words.labels.total, total],
        [words.labels.deposit, acceptance.depositCents > 0 ? formatCents(acceptance.depositCents) : words.none],
        [words.labels.typedName, acceptance.typedName],
      ]),
      para(fillTokens(words.signedAttached, { file: pdf.filename })),
      deskBlock(lead),
    ])
    return {
      from,
      to: leadsTo,
      subject: headerSafe(fillTokens(words.subjects.accepted, { customer, reference, option: chosen.option, total }), 150),
      ...aboutQuoteRow(lead, 'quote-answer', facts),
      ...body,
      attachments: [{ filename: pdf.filename, content: pdf.content, contentType: 'application/pdf' }],
    }
  }
  const question = answer.kind === 'question'
  const said: [string, string] = question
    ? [words.labels.question, answer.text ?? words.none]
    : [words.labels.reason, answer.text?.trim() ? answer.text : words.noReason]
  const body = bodyOf([
    para(fillTokens(question ? words.intro.question : words.intro.declined, { reference })),
    para(who),
    rowsBlock([said]),
    ...(question ? [para(words.replyToAnswer)] : []),
    deskBlock(lead),
  ])
  return {
    from,
    to: leadsTo,
    // A question is answered by replying: to the customer's address, as the owner's lead e-mail does.
    ...(question && { replyTo: lead.email }),
    subject: headerSafe(fillTokens(question ? words.subjects.question : words.subjects.declined, { customer, reference }), 150),
    ...aboutQuoteRow(lead, 'quote-answer', facts),
    ...body,
  }
}

/** The day before an unanswered quote ends: to the owner only (the customer is not told). */
export function quoteExpiringMail(lead: Lead, facts: QuoteMailFacts, { from, leadsTo }: MailAddresses): SendMailOptions {
  const { version } = facts
  const reference = `${version.snapshot.reference} v${version.version}`
  const date = visitDateWords(version.validThrough)
  const views = version.firstViewedAt
    ? fillTokens(words.viewed, { count: version.views, first: dayOf(version.firstViewedAt) })
    : words.notViewed
  const body = bodyOf([
    para(fillTokens(words.expiringIntro, { reference, sentOn: dayOf(version.sentAt), date })),
    para(`${lead.name}, ${lead.phone}, ${lead.email}`),
    rowsBlock([
      ...version.snapshot.options.map((o): [string, string] => [o.name, formatCents(o.totals.totalCents)]),
      [words.labels.validThrough, date],
      [words.labels.views, views],
    ]),
    para(words.expiringHow),
    deskBlock(lead),
  ])
  return {
    from,
    to: leadsTo,
    subject: headerSafe(fillTokens(words.subjects.expiring, { customer: customerOf(lead), reference }), 150),
    ...aboutQuoteRow(lead, 'quote-expiring', facts),
    ...body,
  }
}
