// Every island, named once: each entry (app/islands/entries/<entry>.tsx, the one script a page
// loads) and the parts it hydrates. Routes, loaders and entries take these names as types, so a
// misspelt name fails the type check instead of leaving a part unhydrated; the build fails when an
// entry file and this list disagree (scripts/vite-islands.ts).
export const islandEntries = {
  calculator: ['calculator'],
  contact: ['contact-form', 'contact-go-to-form'],
  home: ['home-projects'],
  patterns: ['patterns'],
  portfolio: ['portfolio'],
  quote: ['quote'],
} as const satisfies Record<string, readonly string[]>

/** An entry: the script of a page with islands. */
export type IslandEntry = keyof typeof islandEntries
/** A part of a page that one entry hydrates. */
export type IslandPart = (typeof islandEntries)[IslandEntry][number]
