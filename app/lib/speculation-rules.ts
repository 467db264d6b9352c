// Speculation Rules: on hover (moderate eagerness) the browser prerenders a same-site page, so
// the next page of a static site appears at once without a client router. Never the API (the
// forms' targets), the forms' thank-you page or links that leave in a new tab. Browsers without support ignore the block and simply load the next page.
export const speculationRules = JSON.stringify({
  prerender: [
    {
      where: {
        and: [
          { href_matches: '/*' },
          { not: { href_matches: '/api/*' } },
          { not: { href_matches: '/thank-you' } },
          { not: { selector_matches: '[rel~=nofollow], [target=_blank], [download]' } },
        ],
      },
      eagerness: 'moderate',
    },
  ],
})
