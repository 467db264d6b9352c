// The quote draft's limits, without zod: the desk's editor reads them in the browser, and importing
// the draft's schemas there (quote-draft.ts) would put full zod into the chunk the public forms share.
export const quoteLimits = {
  options: 3,
  linesPerOption: 40,
  addOns: 10,
  photos: 6,
  description: 300,
  unit: 20,
  optionName: 40,
  note: 2000,
  jobAddress: 200,
  quantity: 100_000,
} as const
