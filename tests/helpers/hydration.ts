import { expect, type Locator } from '@playwright/test'

/** The prerendered page answers clicks and keys only once React has hydrated this element. */
export async function hydrated(locator: Locator) {
  await expect
    .poll(() => locator.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactProps'))), { timeout: 15_000 })
    .toBe(true)
}
