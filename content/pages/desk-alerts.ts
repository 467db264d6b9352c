// The words of the desk's push alerts: what a phone's lock screen shows (no message text, no
// e-mail address, no phone number: a lock screen is read by anyone near the phone), and the
// "Alerts on this device" panel of People and devices. Plain constants: the desk's service worker
// and its pages import them in the browser. {slots} are filled by the code that shows them.
export const deskAlertWords = {
  /** The notification's title and text per kind of alert; {summary} is the lead's facts. */
  notification: {
    'new-lead': { title: 'New {what}', body: '{summary}' },
    'visit-request': { title: 'Visit change requested', body: '{summary}' },
    // A customer's answer to a quote: {summary} is the option and total ("Better, $12,500.00"), never the name.
    'quote-accepted': { title: 'Quote accepted', body: '{summary}' },
    'quote-declined': { title: 'Quote declined', body: '{summary}' },
    'quote-question': { title: 'Question about a quote', body: '{summary}' },
    'mail-failing': {
      title: 'Lead e-mails are not going out',
      body: 'Leads are safe in the desk. Open it to see them; the e-mail settings need a look.',
    },
  },
  /** Shown for a push without a payload, or with one the worker cannot read. */
  fallback: { title: 'New activity in the lead desk', body: 'Open the desk to see what came in.' },
  what: { contact: 'contact message', quote: 'quote request' },
  /** The photo count that ends the summary ("Flooring, Gresham, 2 photos"). */
  photos: { one: '1 photo', many: '{count} photos' },
  noDetails: 'Open the desk to see it',
  /** A decline or question on a quote of several options: {count} options and their totals' range. */
  quoteOptions: '{count} options, {from} to {to}',
  /** Why the server did not turn alerts on ({count}: the setting's cap). */
  refusals: {
    taken: 'This device’s alerts belong to another person. Turn them off there first.',
    personFull: 'Alerts are on for {count} devices of yours already. Turn them off on one you no longer use first.',
    passkeyFull: 'Alerts are on for {count} browsers with this passkey already. Turn them off on one first.',
  },
  panel: {
    heading: 'Alerts on this device',
    intro:
      'An alert on this phone’s lock screen for every new lead (not spam), every request to move or cancel a visit, every answer to a quote, and when lead e-mails stop going out. The alert names the kind of work, the town and the photo count, or a quote’s option and total: never the customer’s name, message, e-mail or phone.',
    on: 'Alerts are on for this device.',
    off: 'Alerts are off for this device.',
    turnOn: 'Turn on alerts on this device',
    turnOff: 'Turn off alerts on this device',
    working: 'Asking this device…',
    turnedOn: 'Alerts are on. A test will come with the next lead.',
    turnedOff: 'Alerts are off for this device.',
    denied:
      'This browser blocks the desk’s notifications. Allow them in the browser’s or the phone’s settings for this site, then try again.',
    unsupported:
      'This browser cannot show the desk’s alerts here. On an iPhone, add the desk to the Home Screen first (below) and open it from there.',
    failed: 'Alerts could not be turned on. Try again.',
    deviceOn: 'alerts on',
    installHeading: 'Add the desk to the home screen',
    iphone:
      'iPhone (iOS 16.4 or later): open the desk in Safari, tap Share, then Add to Home Screen. Open the desk from that icon, sign in, and turn on alerts there: an iPhone sends alerts only to a desk added this way.',
    android: 'Android: open the desk in Chrome, tap the menu (⋮), then Install app or Add to Home screen. Alerts work in Chrome too.',
  },
} as const
