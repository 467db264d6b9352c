import { expect, type Locator } from '@playwright/test'

/** The prerendered page answers clicks and keys only once React has hydrated this element. */
export async function hydrated(locator: Locator, timeout = 15_000) {
  await expect.poll(() => locator.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactProps'))), { timeout }).toBe(true)
}
