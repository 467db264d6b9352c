// The properties search engines document as required or recommended, per schema.org type, and a
// checker that lists what a JSON-LD block lacks. Used over every built page.
type Block = Record<string, unknown>

const absolute = (v: unknown) => typeof v === 'string' && /^https?:\/\//.test(v)

export const requiredByType: Record<string, string[]> = {
  GeneralContractor: [
    'name',
    'address',
    'telephone',
    'url',
    'logo',
    'image',
    'geo',
    'openingHoursSpecification',
    'areaServed',
    'priceRange',
    'sameAs',
  ],
  BreadcrumbList: ['itemListElement'],
  BlogPosting: ['headline', 'description', 'image', 'author', 'publisher', 'datePublished', 'dateModified', 'mainEntityOfPage'],
  Service: ['serviceType', 'provider', 'areaServed'],
  WebSite: ['url', 'name', 'publisher'],
  FAQPage: ['mainEntity'],
}

export function problemsOf(block: Block): string[] {
  const type = String(block['@type'])
  const problems: string[] = []
  if (block['@context'] !== 'https://schema.org') problems.push(`${type}: @context`)
  for (const key of requiredByType[type] ?? []) {
    const v = block[key]
    if (v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0)) problems.push(`${type}: ${key}`)
  }
  const json = JSON.stringify(block)
  if (/aggregateRating|"review"|"Review"/.test(json)) problems.push(`${type}: has rating or review markup`)
  if (type === 'GeneralContractor') {
    const address = block.address as Block | undefined
    for (const k of ['streetAddress', 'addressLocality', 'addressRegion', 'postalCode', 'addressCountry'])
      if (!address?.[k]) problems.push(`${type}: address.${k}`)
    if (!absolute(block.url)) problems.push(`${type}: url not absolute`)
    if (!Array.isArray(block.sameAs) || block.sameAs.length !== 2) problems.push(`${type}: sameAs needs both profiles`)
  }
  if (type === 'BreadcrumbList') {
    const items = (block.itemListElement as Block[] | undefined) ?? []
    if (items.length < 2) problems.push(`${type}: fewer than two items`)
    items.forEach((item, i) => {
      if (item.position !== i + 1) problems.push(`${type}: position ${i + 1}`)
      if (!item.name) problems.push(`${type}: item ${i + 1} name`)
      if (!absolute(item.item)) problems.push(`${type}: item ${i + 1} URL not absolute`)
    })
  }
  if (type === 'BlogPosting') {
    const publisher = block.publisher as Block | undefined
    if (!publisher?.name || !(publisher.logo as Block | undefined)?.url) problems.push(`${type}: publisher.logo`)
    if (!(block.author as Block | undefined)?.name) problems.push(`${type}: author.name`)
    for (const d of ['datePublished', 'dateModified'])
      if (block[d] && !/^\d{4}-\d{2}-\d{2}/.test(String(block[d]))) problems.push(`${type}: ${d} format`)
  }
  if (type === 'Service' && !(block.provider as Block | undefined)?.name) problems.push(`${type}: provider.name`)
  if (type === 'FAQPage') {
    for (const q of (block.mainEntity as Block[] | undefined) ?? []) {
      if (q['@type'] !== 'Question' || !q.name || !(q.acceptedAnswer as Block | undefined)?.text)
        problems.push(`${type}: a question lacks name or answer`)
    }
  }
  return problems
}

export function jsonLdBlocks(html: string): Block[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]) as Block)
}
