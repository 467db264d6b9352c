// The e-mail that carries an invitation to the lead desk: plain text, the link alone on its line.
import type { SendMailOptions } from 'nodemailer'
import { inboxWords } from '#content/pages/inbox'
import { fillTokens } from '#domain/tokens'

export function invitationMessage(to: string, link: string, from: string): SendMailOptions {
  const words = inboxWords.invitationMail
  return { from, to, subject: words.subject, text: fillTokens(words.text, { link }) }
}
