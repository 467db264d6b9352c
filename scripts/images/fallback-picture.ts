// The picture a page shows where an image fails to load: a soft tile grid, no text.

export const FALLBACK_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 800" preserveAspectRatio="xMidYMid slice" role="img" aria-hidden="true">
<defs>
<pattern id="t" width="200" height="100" patternUnits="userSpaceOnUse">
<rect width="200" height="100" fill="#dcd6cc"/>
<rect x="3" y="3" width="194" height="44" rx="2" fill="#ece8e1"/>
<rect x="-97" y="53" width="194" height="44" rx="2" fill="#e7e2da"/>
<rect x="103" y="53" width="194" height="44" rx="2" fill="#e9e4dc"/>
</pattern>
<linearGradient id="l" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="#fff" stop-opacity="0.35"/>
<stop offset="1" stop-color="#1c2430" stop-opacity="0.12"/>
</linearGradient>
</defs>
<rect width="1200" height="800" fill="url(#t)"/>
<rect width="1200" height="800" fill="url(#l)"/>
</svg>
`
