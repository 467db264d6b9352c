// How a lead's details read wherever they are shown: the owner's e-mail, the visitor's
// acknowledgement, the morning digest, the webhook body, the CSV and the desk all put a lead into
// words through domain/lead-presenter.ts, which fills these. Plain constants without zod: the
// desk's islands import them in the browser. {slots} are filled by the presenter.
export const leadWords = {
  /** One visit window: "Monday morning (8:00 AM – 12:00 PM)". */
  visitWindow: '{label} ({time})',
  /** The pattern tool's choice: "Herringbone in Warm White, Charcoal grout". */
  pattern: '{pattern} in {color}, {grout} grout',
  /** The place of a ZIP, short: "Salem 97301". */
  place: '{city} {zip}',
  campaign: {
    /** Stands for a campaign part the link did not carry, so "google / - / spring" keeps its order. */
    missing: '-',
    /** utm_source / utm_medium / utm_campaign */
    parts: '{source} / {medium} / {campaign}',
    /** After the campaign: "after a Google Ads click". */
    click: 'after {click}',
    /** The ad networks' click ids by name; any other id is shown as it came. */
    clickNames: { gclid: 'a Google Ads click', fbclid: 'a Facebook ad click' } as Readonly<Record<string, string>>,
  },
} as const
