// The words of the owner's calendar: its section on People and devices and the events of the
// calendar feed. Plain constants without zod: the desk's pages import them in the browser.
// {slots} are filled by the code that shows them.
export const ownerCalendarWords = {
  section: {
    heading: 'Your calendar of visits',
    intro:
      'Add the booked visits of the next 60 days to the calendar on your phone. The address is private: anyone who has it sees the visits, with each customer’s name, phone and ZIP.',
    none: 'You have no calendar address.',
    since: 'Your calendar address was made {when}. It is shown only once: if you lost it, make a new one (the old one stops).',
    make: 'Make my calendar address',
    remake: 'Make a new address',
    revoke: 'Stop my calendar address',
    confirmRevoke: 'Stop your calendar address? Calendars that use it stop updating.',
    made: 'Copy this address now into your calendar app: it is not shown again.',
    revoked: 'Your calendar address no longer works.',
    howTo:
      'iPhone: Settings, Calendar, Accounts, Add Account, Other, Add Subscribed Calendar. Android: open calendar.google.com on a computer, Other calendars, From URL. Outlook: Add calendar, Subscribe from web.',
    copyLabel: 'Your calendar address',
    /** A webcal: link: on an iPhone or a Mac it opens the calendar's Subscribe dialog. */
    subscribe: 'Subscribe on this device',
  },
  feed: {
    name: 'Star Tile visits',
    /** An event's title: the customer and where. */
    summary: 'Visit: {name}, {place}',
    summaryNoPlace: 'Visit: {name}',
    /** A job's first day (record 039). */
    jobSummary: 'Job starts: {name}, {place}',
    jobSummaryNoPlace: 'Job starts: {name}',
    /** A cancelled visit's title, kept in the calendar until its day: {title} is the title above. */
    cancelled: 'Canceled: {title}',
    phone: 'Phone: {phone}',
    zip: 'ZIP: {zip}',
    project: 'Project: {project}',
    windowsAsked: 'Times the customer offered: {windows}',
    noTime: 'No time set yet: call to agree one.',
    desk: 'In the lead desk: {url}',
  },
} as const
