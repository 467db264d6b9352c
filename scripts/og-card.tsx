// The share card's layout for satori (flexbox only): title and subtitle on the deep blue field,
// satori sizes boxes as content-box: a width excludes its padding.
// a band of tiles in the site's colours on the right, the business name and phone at the foot.
import type { CardInput } from './og-images'

const tileColours = ['#9a4322', '#e0a526', '#faf8f5', '#b4532a', '#e7e2da', '#1c2430']

function titleSize(title: string): number {
  if (title.length <= 34) return 66
  if (title.length <= 60) return 56
  if (title.length <= 90) return 46
  return 40
}

export function ogCard(card: CardInput) {
  const tiles = Array.from({ length: 4 * 7 }, (_, i) => tileColours[(i * 5 + Math.floor(i / 4) * 2) % tileColours.length])
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
          <div style={{ display: 'flex', width: 44, height: 44, transform: 'rotate(45deg)', flexWrap: 'wrap', gap: 3 }}>
            {[0, 1, 2, 3].map((i) => (
              <div key={i} style={{ width: 20, height: 20, background: '#e0a526' }} />
            ))}
          </div>
          <div style={{ fontFamily: 'Fraunces', fontSize: 36, fontWeight: 700 }}>{card.name}</div>
        </div>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 20 }}>
          {card.eyebrow ? <div style={{ fontSize: 24, fontWeight: 600, color: '#e0a526', letterSpacing: 1 }}>{card.eyebrow}</div> : null}
          <div style={{ fontFamily: 'Fraunces', fontSize: titleSize(card.title), fontWeight: 700, lineHeight: 1.12 }}>{card.title}</div>
          <div style={{ fontSize: 28, color: '#dbe3ee', lineHeight: 1.35 }}>{card.subtitle}</div>
        </div>
        <div style={{ display: 'flex', gap: 28, fontSize: 26, fontWeight: 600, color: '#ffffff' }}>
          <div>{card.phone}</div>
          <div style={{ color: '#dbe3ee', fontWeight: 400 }}>Portland Metro · Licensed &amp; Insured</div>
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
