// The elements an article's MDX may use beyond Markdown, rendered into its HTML at build time
// (app/lib/articles.server.tsx renderArticle): the phone link, a business fact, a button link.
import type { ReactNode } from 'react'
import { business } from '#content/business'
import { phoneHref } from '#domain/business-labels'
import { fillTokens } from '#domain/tokens'
import { buttonClass } from '../ui/button'

export const mdxComponents = {
  PhoneLink: () => <a href={phoneHref}>{business.phone.display}</a>,
  /** <Fact name="replyHours" />: a fact of content/business.ts, by its token name (domain/tokens.ts). */
  Fact: ({ name }: { name: string }) => fillTokens(`{${name}}`),
  ButtonLink: ({ href, children }: { href: string; children: ReactNode }) => (
    <a href={href} className={`${buttonClass('default')} not-prose mr-3 mt-3`}>
      {children}
    </a>
  ),
}
