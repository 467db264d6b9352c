// The customer's quote e-mails (issue 42): the quote itself (each option's total, the add-ons, the
// valid-through day, the private link and the PDF attached), the reminders, and the signed copy.
// Each is drawn from its row's frozen version (the snapshot's figures, computed once in domain/),
// never from the draft or the lead as they are now. Nothing the customer typed is in them.
import type { SendMailOptions } from 'nodemailer'
import { siteOrigin } from '#config/site-url'
import { business } from '#content/business'
import { quoteEmail as words } from '#content/quote-emails'
import { formatCents, formatDifference } from '#domain/quote/money'
import { businessDay, visitDateWords } from '#domain/visit-plan'
import { fillTokens } from '#domain/tokens'
import { escapeHtml } from '../escape-html'
import { aboutLead } from './mailer'
import { type MailAddresses, emailHeading, headerSafe, htmlEmail } from './messages'
import type { QuoteMailFacts } from './quote-mail-facts'
import type { Lead, QuoteMailKind } from '../store/tables'

export const quoteDomain = business.email.split('@')[1] ?? 'localhost'

/** The one Message-ID and X-Lead-Ids of a quote e-mail (the mailer's rule), marked as sent by a machine. */
export const aboutQuoteRow = (lead: Lead, kind: QuoteMailKind, facts: QuoteMailFacts) => {
  const named = aboutLead(lead.id, `${kind}-${facts.row.id}`, quoteDomain)
  return { ...named, headers: { 'Auto-Submitted': 'auto-generated', ...named.headers } }
}

/** A paragraph of text and of HTML: each line escaped, a link where there is a URL. */
export type Block = { text: string; html: string }
export const para = (text: string): Block => ({ text, html: `<p>${escapeHtml(text)}</p>` })
export const listBlock = (heading: string, lines: string[]): Block => ({
  text: `${heading}:\n${lines.join('\n')}`,
  html: `${emailHeading(heading)}<p style="margin:0">${lines.map(escapeHtml).join('<br>')}</p>`,
})
const linkBlock = (sentence: string, url: string, label: string): Block => ({
  text: sentence,
  html: `<p><a href="${escapeHtml(url)}">${escapeHtml(label)}</a></p>`,
})
const signature: Block = {
  text: `${business.name}\n${siteOrigin()}`,
  html: `<p>${escapeHtml(business.name)}<br><a href="${escapeHtml(siteOrigin())}">${escapeHtml(siteOrigin().replace(/^https?:\/\//, ''))}</a></p>`,
}
export const bodyOf = (blocks: Block[]) => ({
  text: blocks.map((b) => b.text).join('\n\n'),
  html: htmlEmail(blocks.map((b) => b.html).join('\n')),
})

/** Each option's total, and the add-ons' prices, as the snapshot froze them. */
function figures({ version }: QuoteMailFacts): Block[] {
  const { snapshot } = version
  const options = snapshot.options.map((o) => fillTokens(words.option, { option: o.name, total: formatCents(o.totals.totalCents) }))
  const addOns = snapshot.addOns.map((a) => fillTokens(words.addOn, { addOn: a.description, price: formatDifference(a.totalCents) }))
  return [listBlock(words.optionsHeading, options), ...(addOns.length ? [listBlock(words.addOnsHeading, addOns)] : [])]
}

const validThrough = ({ version }: QuoteMailFacts) => para(fillTokens(words.validThrough, { date: visitDateWords(version.validThrough) }))

/** The quote, sent: its figures, the day it holds through, the link, and the PDF attached. */
export function quoteSentMail(lead: Lead, facts: QuoteMailFacts, { from }: MailAddresses): SendMailOptions {
  const { snapshot } = facts.version
  const slots = { reference: snapshot.reference }
  const replaced = facts.version.version > 1
  if (!facts.pdf) throw new Error('The quote e-mail was built without its PDF')
  const body = bodyOf([
    para(words.greeting),
    para(fillTokens(replaced ? words.intro.replaced : words.intro.sent, slots)),
    ...figures(facts),
    validThrough(facts),
    linkBlock(fillTokens(words.link, { url: facts.link }), facts.link, words.linkText),
    para(fillTokens(words.attached, { file: facts.pdf.filename })),
    para(fillTokens(words.questions)),
    signature,
  ])
  return {
    from,
    to: lead.email,
    replyTo: business.email,
    subject: headerSafe(fillTokens(replaced ? words.subjects.replaced : words.subjects.sent, slots), 120),
    ...aboutQuoteRow(lead, 'quote-sent', facts),
    ...body,
    attachments: [{ filename: facts.pdf.filename, content: facts.pdf.content, contentType: 'application/pdf' }],
  }
}

/** A reminder of an open quote: its figures, the day it holds through and the link (the PDF came with the quote). */
export function quoteFollowupMail(lead: Lead, facts: QuoteMailFacts, { from }: MailAddresses): SendMailOptions {
  const slots = { reference: facts.version.snapshot.reference }
  const body = bodyOf([
    para(words.greeting),
    para(fillTokens(words.intro.followup, slots)),
    ...figures(facts),
    validThrough(facts),
    linkBlock(fillTokens(words.link, { url: facts.link }), facts.link, words.linkText),
    para(fillTokens(words.questions)),
    para(words.followupStop),
    signature,
  ])
  return {
    from,
    to: lead.email,
    replyTo: business.email,
    subject: headerSafe(fillTokens(words.subjects.followup, slots), 120),
    ...aboutQuoteRow(lead, 'quote-followup', facts),
    ...body,
  }
}

/** What the customer chose, in words: the option's name and the add-ons' descriptions. */
export function chosenWords(facts: QuoteMailFacts): { option: string; addOns: string[] } {
  const { snapshot } = facts.version
  const acceptance = facts.acceptance
  if (!acceptance) throw new Error('The signed copy was built without its acceptance')
  return {
    option: snapshot.options[acceptance.optionIndex]?.name ?? String(acceptance.optionIndex + 1),
    addOns: acceptance.addOns.map((i) => snapshot.addOns[i]?.description ?? String(i + 1)),
  }
}

/** The signed copy to the customer: what they chose, the total and deposit, and the signed PDF attached. */
export function quoteSignedMail(lead: Lead, facts: QuoteMailFacts, { from }: MailAddresses): SendMailOptions {
  const { acceptance, pdf } = facts
  if (!acceptance || !pdf) throw new Error('The signed copy was built without its acceptance or PDF')
  const { snapshot } = facts.version
  const chosen = chosenWords(facts)
  const date = visitDateWords(businessDay(new Date(acceptance.acceptedAt), business.replyPromise.timeZone))
  const rows = [
    `${words.labels.option}: ${chosen.option}`,
    `${words.labels.addOns}: ${chosen.addOns.length ? chosen.addOns.join(', ') : words.none}`,
    `${words.labels.total}: ${formatCents(acceptance.totalCents)}`,
    ...(acceptance.depositCents > 0 ? [`${words.labels.deposit}: ${formatCents(acceptance.depositCents)}`] : []),
  ]
  const body = bodyOf([
    para(words.greeting),
    para(fillTokens(words.signedIntro, { reference: snapshot.reference, date })),
    { text: rows.join('\n'), html: `<p>${rows.map(escapeHtml).join('<br>')}</p>` },
    ...(acceptance.depositCents > 0 ? [para(fillTokens(words.signedDeposit, { deposit: formatCents(acceptance.depositCents) }))] : []),
    para(fillTokens(words.signedAttached, { file: pdf.filename })),
    para(fillTokens(words.signedNext)),
    para(fillTokens(words.questions)),
    signature,
  ])
  return {
    from,
    to: lead.email,
    replyTo: business.email,
    subject: headerSafe(fillTokens(words.subjects.signed, { reference: snapshot.reference }), 120),
    ...aboutQuoteRow(lead, 'quote-signed', facts),
    ...body,
    attachments: [{ filename: pdf.filename, content: pdf.content, contentType: 'application/pdf' }],
  }
}
