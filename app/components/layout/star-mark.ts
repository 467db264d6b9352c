// The star mark's geometry, the one source for every place the logo is drawn: the header and
// footer (logo.tsx), the favicons and manifest icons (scripts/brand-assets.ts) and the share
// cards (scripts/og-card.tsx). Four gold tiles meeting at the center, with two seams.
export const starMark = {
  viewBox: '0 0 32 32',
  gold: '#e0a526',
  seamColor: '#1c2430',
  seamOpacity: 0.55,
  seamWidth: 0.8,
  tiles: [
    'M16 1 L19.5 12.5 L16 16 L12.5 12.5 Z',
    'M31 16 L19.5 19.5 L16 16 L19.5 12.5 Z',
    'M16 31 L12.5 19.5 L16 16 L19.5 19.5 Z',
    'M1 16 L12.5 12.5 L16 16 L12.5 19.5 Z',
  ],
  seams: 'M16 1 L16 31 M1 16 L31 16',
} as const

/** The mark as SVG markup (no outer <svg>), for the build's image steps. */
export const starMarkMarkup = `<g fill="${starMark.gold}">${starMark.tiles.map((d) => `<path d="${d}"/>`).join('')}</g><path d="${starMark.seams}" stroke="${starMark.seamColor}" stroke-width="${starMark.seamWidth}" fill="none" opacity="${starMark.seamOpacity}"/>`
