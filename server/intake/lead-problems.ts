// What the lead endpoints answer when they cannot take a post: one sentence per HTTP status, the
// same in the JSON answer and on the page a post without JavaScript gets back.
import { business } from '#content/business'
import { photoRules } from '#domain/photo-rules'

const callUs = `call us at ${business.phone.display}`

export const problems = {
  403: `This form can only be sent from the ${business.name} website. Please use the form on our site, or ${callUs}.`,
  411: 'The form could not be read. Please send it from the form on our website.',
  413: `The form is too large to send. Please send at most ${photoRules.maxCount} photos of up to 10 MB each, shorten your project details, and try again.`,
  415: 'The form could not be read. Please send it from the form on our website.',
  408: `Your connection was too slow to send the form, so it was not saved. Please try again with fewer or smaller photos, or ${callUs}.`,
  429: `Too many requests from your connection. Please wait a minute and try again, or ${callUs}.`,
  400: 'The form could not be read. Please try again.',
  500: `Something went wrong on our side and your request was not saved. Please try again, or ${callUs}.`,
  503: `We cannot save requests right now, so yours was not sent. Please try again in a few minutes, or ${callUs}.`,
} as const

export function httpError(statusCode: keyof typeof problems): Error & { statusCode: number } {
  return Object.assign(new Error(problems[statusCode]), { statusCode })
}

export const isProblem = (status: number): status is keyof typeof problems => status in problems
