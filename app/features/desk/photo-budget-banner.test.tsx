// The photo budget banner says how many photos were not kept and names the setting; none, nothing.
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { PhotoBudgetBanner } from './photo-budget-banner'

describe('PhotoBudgetBanner', () => {
  it('tells the owner how many photos the site’s daily budget refused, and which setting to raise', () => {
    const html = renderToString(<PhotoBudgetBanner refused={7} />)
    expect(html).toContain('role="alert"')
    expect(html).toContain('Visitors’ photos are not being kept')
    expect(html).toContain('7 photos sent since yesterday were not kept')
    expect(html).toContain('PHOTO_BUDGET_SITE_MB')
  })

  it('shows nothing while no photo was refused', () => {
    expect(renderToString(<PhotoBudgetBanner refused={0} />)).toBe('')
  })
})
