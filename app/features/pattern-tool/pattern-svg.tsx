// A pattern drawn from its geometry in a tile colour with grout lines: the preview really shows
// the chosen colour in the chosen pattern. Each tile's outline is stroked in grout; the last tile
// drawn over a shared edge paints it, so every joint ends up the same width.
import { useId } from 'react'
import { type ColorId, type GroutId, type PatternId, grouts } from '#content/tile-patterns'
import { colorById, groutFill, patternById } from '#domain/tile-patterns'
import type { PatternToolWords } from '#content/pages/tool-schemas'
import { patternTiles, toPoints } from './geometry'
import { tileTone } from './tone'
import { fillSlots } from '#domain/slots'

const sizes = { large: [480, 320], small: [240, 160], swatch: [160, 80] } as const

/** The picture's text from the page's words: "Herringbone pattern in Modern Gray with dark grout". */
export function patternLabel(words: PatternToolWords['picture'], pattern: PatternId, color: ColorId, grout: GroutId) {
  const groutName = grouts.find((g) => g.id === grout)?.name ?? grout
  return fillSlots(words, { pattern: patternById(pattern).name, color: colorById(color).name, grout: groutName })
}

export function PatternSvg({
  pattern,
  color,
  grout,
  size = 'large',
  label,
  className = '',
}: {
  pattern: PatternId
  color: ColorId
  grout: GroutId
  size?: keyof typeof sizes
  /** The picture's text (patternLabel). Without one it is hidden from assistive technology: inside a labelled control it would repeat the label. */
  label?: string
  className?: string
}) {
  const id = useId()
  const [width, height] = sizes[size]
  const tile = colorById(color)
  const joint = groutFill(grout, tile)
  const tiles = patternTiles(pattern, width, height)
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true }
  return (
    <svg viewBox={`0 0 ${width} ${height}`} className={`block h-auto w-full ${className}`} {...a11y} focusable="false">
      <defs>
        <linearGradient id={`${id}-light`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffffff" stopOpacity="0.18" />
          <stop offset="0.55" stopColor="#ffffff" stopOpacity="0" />
          <stop offset="1" stopColor="#000000" stopOpacity="0.12" />
        </linearGradient>
      </defs>
      <rect width={width} height={height} fill={joint} />
      {tiles.map((p, i) => (
        <polygon
          key={i}
          points={toPoints(p)}
          fill={tileTone(tile.base, i)}
          stroke={joint}
          strokeWidth={Math.max(width, height) * 0.008}
          strokeLinejoin="round"
        />
      ))}
      <rect width={width} height={height} fill={`url(#${id}-light)`} />
    </svg>
  )
}
