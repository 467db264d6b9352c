import { describe, expect, it } from 'vitest'
import { metaTags } from './meta'
import { buildSeo } from './seo.server'

describe('the metadata helper', () => {
  it('builds every tag of a page from title, description and path', () => {
    const seo = buildSeo({
      title: 'About Star Tile | Star Tile',
      description: 'Family-owned tile installers in Gresham serving the Portland metro area since 2014.',
      path: '/about/',
      breadcrumb: [{ name: 'About', path: '/about' }],
    })
    expect(metaTags(seo)).toMatchInlineSnapshot(`
      [
        {
          "title": "About Star Tile | Star Tile",
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
          "content": "About Star Tile | Star Tile",
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
          "content": "About Star Tile | Star Tile",
          "property": "og:image:alt",
        },
        {
          "content": "summary_large_image",
          "name": "twitter:card",
        },
        {
          "content": "About Star Tile | Star Tile",
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

  it('refuses a description under 50 characters', () => {
    expect(() => buildSeo({ title: 'T', description: 'Too short.', path: '/x' })).toThrow(/shorter than 50/)
  })
})
