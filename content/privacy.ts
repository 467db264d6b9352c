// The privacy policy. It describes what the site really stores: change it when the lead forms,
// the outbox or the logs change, and move lastUpdated to that day.
import { parseContent } from './parse'
import { privacyPolicySchema } from './schemas'

export const privacyPolicy = parseContent('content/privacy.ts', privacyPolicySchema, {
  lastUpdated: '2026-11-28',
  sections: [
    {
      heading: 'Introduction',
      paragraphs: [
        '{name} ("we", "us") installs tile for homeowners and businesses in the Portland, Oregon metro area. This policy explains what information this website collects when you visit it or ask us for a quote, what we do with it, how long we keep it and the choices you have.',
        'We collect as little as we can. The site has no user accounts, no advertising trackers and no analytics service.',
      ],
    },
    {
      heading: 'Information We Collect',
      paragraphs: [
        'We collect two kinds of information: what you choose to send us, and a small amount of technical data that any web server receives.',
      ],
      subsections: [
        {
          heading: 'Personal information you give us',
          paragraphs: [
            'When you send the contact form or the quote form, we store what you typed: your name, e-mail address, phone number, the project type you chose (quote form only) and your message, together with which form you used, the page of our site you sent it from and the date and time it arrived.',
            "The quote form also takes, if you choose to give them: your ZIP code (to tell whether we serve your area), the times that suit you for a visit, the estimate from our cost calculator or the tile pattern you picked, and up to 5 photos of the space. Before we store a photo, our server makes a new copy of it at a smaller size and removes everything hidden in the file, such as the GPS position where it was taken, the date and the camera's make and serial number; the original file is not kept.",
          ],
        },
        {
          heading: 'Information collected automatically',
          paragraphs: [
            'Like every web server, ours sees your IP address, your browser type, the page you asked for and the time. We use it to keep the site running and to stop abuse, for example to limit how many forms one connection can send in a minute. Our request logs never contain what you typed into a form, and we keep them for no more than 30 days.',
            "When you send us a request, we also store where your visit came from, so that we know which of our pages, tools and advertisements bring us work: the website that linked to ours (its name only, such as www.google.com), the campaign tags of the link you followed (utm_source, utm_medium and utm_campaign), whether that link was a Google or Facebook ad click (yes or no, never the click's identifier), and whether your request carries a result of our cost calculator or pattern tool. We keep these with your request, for as long as we keep the request, and share them with no one. If your browser sends a Do Not Track or Global Privacy Control signal, we keep none of it except the page you sent the form from.",
            "We also count visits, without a cookie and without any code running in your browser, so that we know which pages and sources bring us work. When a page is opened from outside our site, our server adds one to that day's count for the page and for where the visit came from (the campaign tags above, the linking website's name, or \"direct\"). So that the later pages of the same visit are not counted again, the server makes a code from your IP address and browser type with a secret that changes every day, and keeps the code until the end of the next day; the secret and the codes are then deleted together, after which no one, including us, can tell whose visit a code was. Only the daily counts are kept. If you send us a request, we store the page your visit began on with it. Search engines and other robots, pages your browser loads ahead of time, and our staff's own pages are not counted. If your browser sends a Do Not Track or Global Privacy Control signal, your visit only adds one to the day's count for its page: no code is made and nothing about where it came from is kept.",
          ],
        },
      ],
    },
    {
      heading: 'How We Use Your Information',
      paragraphs: ['We use what you send us only to answer you and to do the work you ask about:'],
      list: [
        'to reply to your message or quote request, usually within {replyHours} hours;',
        'to schedule a consultation, prepare an estimate and carry out and warranty the work;',
        'to send you one short e-mail confirming that we received your request;',
        'to keep the site secure and working.',
      ],
    },
    {
      heading: 'How We Share Your Information',
      paragraphs: [
        'We do not sell, rent or trade your information, and we do not share it for advertising. The only parties that handle it are the services that run the site and deliver our e-mail on our behalf, under contracts that let them use it only for that purpose, and anyone the law requires us to tell.',
      ],
    },
    {
      heading: 'How Long We Keep It and How We Protect It',
      paragraphs: [
        'Form submissions are stored in a database on our own server and sent to our business inbox. We keep a submission for 3 years after it arrives, so that we can answer warranty questions about finished work; the server then deletes it automatically. Messages our spam filter flags are deleted after 90 days.',
        'Photos sent with a quote request are kept for {photoRetentionDays} days after they arrive, long enough to prepare the quote and plan the work; the server then deletes them automatically, even if we keep the rest of the request.',
        'The site is served over HTTPS, access to the stored submissions is limited to the people who answer them, and we keep our software up to date. No method of storage or transmission is perfectly secure, but we work to protect what you send us.',
      ],
    },
    {
      heading: 'Cookies and Local Storage',
      paragraphs: [
        'This site sets one cookie, and only when you arrive from another website or from a link with campaign tags: "st_visit", a first-party cookie that holds the facts about where your visit came from listed above, so that a request you send a few pages later is still counted. It is deleted when you close your browser, cannot be read by scripts, is sent only to this site, and follows you nowhere else; if you send no request, nothing of it is stored. It is never set, and is deleted, when your browser sends a Do Not Track or Global Privacy Control signal. This site sets no tracking cookies: nothing that recognizes you on a later visit or on other websites.',
        'If you press "Save Selection" in our tile pattern comparison tool, your chosen color and pattern are saved in your own browser\'s local storage so the tool can show them next time; that data never leaves your device, and clearing your browser data removes it.',
      ],
    },
    {
      heading: 'Do Not Track and Global Privacy Control',
      paragraphs: [
        'Your browser can send a Do Not Track (DNT) or Global Privacy Control (GPC) signal to ask websites not to track you. This site does not track visitors across visits or websites: it sets no tracking cookies, runs no analytics or advertising code, and does not follow you across other websites. If your browser sends either signal, we also set no cookie at all and keep nothing about where your visit came from.',
        'We never sell or share your personal information for advertising. If your browser sends a Global Privacy Control signal, we honor it as a request to opt out of any sale or sharing, which is already how we treat everyone.',
      ],
    },
    {
      heading: 'Your Rights and Choices',
      paragraphs: [
        'You can ask us what information we hold about you, ask us to correct it, or ask us to delete it, at any time, by e-mail or phone using the details below. We will answer within 30 days. Oregon residents have these rights under the Oregon Consumer Privacy Act, and we extend them to everyone.',
      ],
    },
    {
      heading: 'Third-Party Links',
      paragraphs: [
        'Our pages link to other sites, such as our social media profiles, tile suppliers and the Oregon Construction Contractors Board. Their privacy practices are their own; please read their policies before you give them information.',
      ],
    },
    {
      heading: "Children's Privacy",
      paragraphs: [
        'This site is meant for adults planning tile work. We do not knowingly collect information from children under 13. If you believe a child has sent us information, contact us and we will delete it.',
      ],
    },
    {
      heading: 'Changes to This Policy',
      paragraphs: [
        'If we change how we handle information, we will update this page and the "last updated" date at the top. Changes apply to information collected after the update.',
      ],
    },
    {
      heading: 'Contact Us',
      paragraphs: ['Questions about this policy or your information? Reach us at:'],
      list: ['{name}', '{address}', 'Phone: {phone}', 'E-mail: {email}'],
    },
  ],
})
