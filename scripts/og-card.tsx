// The share card's layout for satori (flexbox only): the site's star logo and name, title and
// subtitle on the deep blue field, a band of tiles in the site's colors on the right, the phone
// at the foot. Satori sizes boxes as content-box: a width excludes its padding.
import { starMark } from '../app/components/layout/star-mark'
import type { CardInput } from './og-card-input'

const tileColors = ['#9a4322', '#e0a526', '#faf8f5', '#b4532a', '#e7e2da', '#1c2430']

function titleSize(title: string): number {
  if (title.length <= 34) return 66
  if (title.length <= 60) return 56
  if (title.length <= 90) return 46
  return 40
}

export function ogCard(card: CardInput) {
  const tiles = Array.from({ length: 4 * 7 }, (_, i) => tileColors[(i * 5 + Math.floor(i / 4) * 2) % tileColors.length])
  return (
    <div style={{ width: 1200, height: 630, display: 'flex', background: '#1f3a5f', fontFamily: 'Inter', color: '#ffffff' }}>
      <div
        style={{
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          flexShrink: 0,
          width: 692,
          padding: '56px 64px',
        }}
      >
        <div style={{ display: 'flex', alignItems: 'center', gap: 16 }}>
          <svg width={56} height={56} viewBox={starMark.viewBox}>
            {starMark.tiles.map((d) => (
              <path key={d} d={d} fill={starMark.gold} />
            ))}
            <path
              d={starMark.seams}
              stroke={starMark.seamColor}
              strokeWidth={starMark.seamWidth}
              fill="none"
              opacity={starMark.seamOpacity}
            />
          </svg>
          <div style={{ fontFamily: 'Fraunces', fontSize: 36, fontWeight: 700 }}>{card.name}</div>
        </div>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 20 }}>
          {card.eyebrow ? <div style={{ fontSize: 24, fontWeight: 600, color: '#e0a526', letterSpacing: 1 }}>{card.eyebrow}</div> : null}
          <div style={{ fontFamily: 'Fraunces', fontSize: titleSize(card.title), fontWeight: 700, lineHeight: 1.12 }}>{card.title}</div>
          <div style={{ fontSize: 28, color: '#dbe3ee', lineHeight: 1.35 }}>{card.subtitle}</div>
        </div>
        <div style={{ display: 'flex', gap: 28, fontSize: 26, fontWeight: 600, color: '#ffffff' }}>
          <div>{card.phone}</div>
          <div style={{ color: '#dbe3ee', fontWeight: 400 }}>{'Portland Metro · Licensed & Insured'}</div>
        </div>
      </div>
      <div style={{ display: 'flex', flexWrap: 'wrap', flexShrink: 0, width: 368, height: 618, padding: 6, gap: 6, background: '#e7e2da' }}>
        {tiles.map((c, i) => (
          <div key={i} style={{ width: 87, height: 84, background: c, opacity: 0.92 }} />
        ))}
      </div>
    </div>
  )
}
