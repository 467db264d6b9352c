import { describe, expect, it } from 'vitest'
import { metaTags } from './meta'
import { buildSeo, withSiteName } from './seo.server'

describe('the metadata helper', () => {
  it('builds every tag of a page from title, description and path', () => {
    const seo = buildSeo({
      title: 'About Us',
      description: 'Family-owned tile installers in Gresham serving the Portland metro area since 2014.',
      path: '/about/',
      breadcrumb: [{ name: 'About', path: '/about' }],
    })
    expect(metaTags(seo)).toMatchInlineSnapshot(`
      [
        {
          "title": "About Us | Star Tile",
        },
        {
          "content": "Family-owned tile installers in Gresham serving the Portland metro area since 2014.",
          "name": "description",
        },
        {
          "content": "index, follow",
          "name": "robots",
        },
        {
          "href": "https://www.startile.example/about",
          "rel": "canonical",
          "tagName": "link",
        },
        {
          "content": "website",
          "property": "og:type",
        },
        {
          "content": "en_US",
          "property": "og:locale",
        },
        {
          "content": "Star Tile",
          "property": "og:site_name",
        },
        {
          "content": "About Us",
          "property": "og:title",
        },
        {
          "content": "Family-owned tile installers in Gresham serving the Portland metro area since 2014.",
          "property": "og:description",
        },
        {
          "content": "https://www.startile.example/about",
          "property": "og:url",
        },
        {
          "content": "https://www.startile.example/og/about.png",
          "property": "og:image",
        },
        {
          "content": "1200",
          "property": "og:image:width",
        },
        {
          "content": "630",
          "property": "og:image:height",
        },
        {
          "content": "About Us",
          "property": "og:image:alt",
        },
        {
          "content": "summary_large_image",
          "name": "twitter:card",
        },
        {
          "content": "About Us",
          "name": "twitter:title",
        },
        {
          "content": "Family-owned tile installers in Gresham serving the Portland metro area since 2014.",
          "name": "twitter:description",
        },
        {
          "content": "https://www.startile.example/og/about.png",
          "name": "twitter:image",
        },
        {
          "content": "About Us",
          "name": "twitter:image:alt",
        },
        {
          "content": "US-OR",
          "name": "geo.region",
        },
        {
          "content": "Portland",
          "name": "geo.placename",
        },
        {
          "script:ld+json": {
            "@context": "https://schema.org",
            "@type": "BreadcrumbList",
            "itemListElement": [
              {
                "@type": "ListItem",
                "item": "https://www.startile.example",
                "name": "Home",
                "position": 1,
              },
              {
                "@type": "ListItem",
                "item": "https://www.startile.example/about",
                "name": "About",
                "position": 2,
              },
            ],
          },
        },
      ]
    `)
  })

  it('uses the home card and no trailing slash for the home page', () => {
    const seo = buildSeo({ title: 'Star Tile', description: 'x'.repeat(60), path: '/' })
    expect(seo.canonical).toBe('https://www.startile.example')
    expect(seo.image.url).toBe('https://www.startile.example/og/home.png')
  })

  it('refuses a description under 50 or over 160 characters, naming the page', () => {
    expect(() => buildSeo({ title: 'T', description: 'Too short.', path: '/x' })).toThrow(
      /description of \/x has 10 characters; it needs 50 to 160/,
    )
    expect(() => buildSeo({ title: 'T', description: 'd'.repeat(161), path: '/x' })).toThrow(/has 161 characters/)
  })

  it('refuses a title over 60 characters, naming the page', () => {
    expect(() => buildSeo({ title: 't'.repeat(61), description: 'd'.repeat(80), path: '/x' })).toThrow(/title of \/x has 61 characters/)
  })

  it('adds the site name to a title only when both fit in 60 characters', () => {
    expect(withSiteName('Kitchen Backsplash Ideas for 2025')).toBe('Kitchen Backsplash Ideas for 2025 | Star Tile')
    const long = 'Waterproofing Before Tile: Why It Matters and How It Is Done'
    expect(withSiteName(long)).toBe(long)
  })
})
