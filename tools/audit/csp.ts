// Checks the Content-Security-Policy a page was SENT: the directives a locked-down site needs, and
// that every inline script of the page is allowed by its hash (caught here without a browser).
import { createHash } from 'node:crypto'
import { elements } from './html'

export function parseCsp(header: string): Map<string, string[]> {
  const policy = new Map<string, string[]>()
  for (const part of header.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/)
    if (name && !policy.has(name.toLowerCase())) policy.set(name.toLowerCase(), sources)
  }
  return policy
}

const required: [string, string][] = [
  ['object-src', "'none'"],
  ['base-uri', "'self'"],
  ['form-action', "'self'"],
  ['frame-ancestors', "'none'"],
]

/** What is missing or too permissive in a policy; empty when it is sound. */
export function policyProblems(header: string | undefined): string[] {
  if (!header) return ['no Content-Security-Policy header']
  const policy = parseCsp(header)
  const problems: string[] = []
  const scriptSrc = policy.get('script-src') ?? policy.get('default-src')
  if (!scriptSrc) problems.push('CSP has no script-src (nor default-src)')
  for (const bad of ["'unsafe-inline'", "'unsafe-eval'"]) {
    if (scriptSrc?.includes(bad)) problems.push(`CSP script-src allows ${bad}`)
  }
  for (const [directive, value] of required) {
    const sources = policy.get(directive)
    if (!sources || sources.length !== 1 || sources[0] !== value) {
      problems.push(`CSP ${directive} is ${sources ? `"${sources.join(' ')}"` : 'missing'}, expected ${value}`)
    }
  }
  return problems
}

// Script types a browser runs (or parses as script-like) and CSP governs; JSON-LD is data.
const executable = /^(|module|importmap|speculationrules|(text|application)\/(x-)?(javascript|ecmascript))$/i

const digest = (algorithm: string, text: string) => `'${algorithm}-${createHash(algorithm).update(text, 'utf8').digest('base64')}'`

/** Inline scripts of the page whose hash is not among the sent policy's script sources. */
export function unhashedInlineScripts(html: string, header: string | undefined): string[] {
  const policy = parseCsp(header ?? '')
  const allowed = new Set(policy.get('script-src-elem') ?? policy.get('script-src') ?? policy.get('default-src') ?? [])
  return elements(html)
    .filter((el) => el.tag === 'script' && el.attrs.src === undefined && executable.test((el.attrs.type ?? '').trim()))
    .filter((el) => !['sha256', 'sha384', 'sha512'].some((alg) => allowed.has(digest(alg, el.text))))
    .map((el) => {
      const start = el.text.trim().slice(0, 40).replace(/\s+/g, ' ')
      return `inline script ${digest('sha256', el.text)} ("${start}…") is not allowed by the page's CSP`
    })
}
