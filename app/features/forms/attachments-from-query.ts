// What the cost calculator or the pattern tool attached, read from the quote page's address: the
// calculator links here with its own inputs (?length=12&width=10&tile=12x12&price=8.50...), the
// pattern tool with its selection (?color=gray&pattern=herringbone). Each becomes a summary for the
// visitor and the structured value the form posts (checked again by the server).
import { attachedPattern, encodeEstimate } from '#domain/calculator/attachment'
import { formatArea, formatCount, formatFeet, formatMoney, shapeText } from '#domain/calculator/format'
import { hasCalculatorQuery, inputFromQuery } from '#domain/calculator/query'
import { checkTakeoff } from '#domain/calculator/takeoff'
import { findTileSize, layouts } from '#domain/calculator/tile-sizes'
import type { QuoteWorkspaceWords } from '#content/pages/tool-schemas'

/** The names of the summary's rows, from the quote page's words. */
export type AttachmentWords = Omit<QuoteWorkspaceWords['fields']['attachments'], 'estimate' | 'pattern'>

export type Attachment = { value: string; rows: [string, string][] }
export type Attachments = { estimate?: Attachment; pattern?: Attachment }

export function attachmentsFromQuery(search: string, words: AttachmentWords): Attachments {
  const q = new URLSearchParams(search)
  const found: Attachments = {}
  if (hasCalculatorQuery(q)) {
    const input = inputFromQuery(q)
    // Labor is not part of the summary, so no rates are needed here; the server adds its range.
    const { takeoff: t } = checkTakeoff(input, [])
    if (t) {
      const e = t.estimate
      const shaped = t.rooms.length > 1 || t.cutouts.length > 0
      const room = shaped ? shapeText(t) : `${formatFeet(e.length)} x ${formatFeet(e.width)} ft`
      found.estimate = {
        value: encodeEstimate(input, t),
        rows: [
          [words.roomSize, `${room} (${formatArea(e.totalSqFt)} sq ft)`],
          [words.tileSize, findTileSize(e.tileCode)?.name ?? e.tileCode],
          [words.layout, layouts.find((l) => l.value === e.layout)?.name ?? e.layout],
          [words.tiles, `${formatCount(e.totalTiles)} (incl. ${e.wastePercentage}% waste)`],
          [words.materialCost, `${formatMoney(e.totalWithWaste)} with waste`],
        ],
      }
    }
  }
  const p = q.has('pattern') ? attachedPattern(search) : null
  if (p) {
    found.pattern = {
      value: p.query,
      rows: [
        [words.patternName, p.pattern.name],
        [words.color, p.color.name],
        [words.grout, `${p.grout.name[0].toUpperCase()}${p.grout.name.slice(1)}`],
      ],
    }
  }
  return found
}
