import { describe, expect, it } from 'vitest'
import { projectCategories } from '#content/schemas'
import {
  contactSchema,
  defaultProjectType,
  fieldErrors,
  matchProjectType,
  messages,
  projectTypeForCategory,
  projectTypes,
  quoteSchema,
} from './lead-form'

const valid = { name: 'Jane Doe', email: 'jane@example.com', phone: '(503) 555-0100', message: 'A backsplash.' }

describe('contactSchema', () => {
  it('accepts a complete message and trims the fields', () => {
    const result = contactSchema.safeParse({ ...valid, name: '  Jane Doe ', email: ' jane@example.com ' })
    expect(result).toEqual({ success: true, data: valid })
  })

  it('makes the message optional', () => {
    const result = contactSchema.safeParse({ name: 'Jane', email: 'jane@example.com', phone: '503 555 0100' })
    expect(result.success && result.data.message).toBe('')
  })

  it('drops unknown fields such as the honeypot', () => {
    const result = contactSchema.safeParse({ ...valid, company_website: 'x', elapsed_ms: 5000 })
    expect(result.success && Object.keys(result.data)).toEqual(['name', 'email', 'phone', 'message'])
  })

  it('names every missing required field with a sentence for people', () => {
    expect(fieldErrors(contactSchema.safeParse({}))).toEqual({
      name: messages.name,
      email: messages.email,
      phone: messages.phone,
    })
    expect(fieldErrors(contactSchema.safeParse({ name: '  ', email: '', phone: '' }))).toEqual({
      name: 'Please enter your name.',
      email: messages.email,
      phone: messages.phone,
    })
  })

  it('applies the length and format bounds', () => {
    const check = (patch: Record<string, unknown>) => fieldErrors(contactSchema.safeParse({ ...valid, ...patch }))
    expect(check({ name: 'x'.repeat(100) })).toEqual({})
    expect(check({ name: 'x'.repeat(101) }).name).toMatch(/under 100 characters/)
    expect(check({ email: 'not-an-address' }).email).toBe('Please enter a valid e-mail address.')
    expect(check({ email: `${'a'.repeat(250)}@example.com` }).email).toBe('Please enter a valid e-mail address.')
    expect(check({ phone: '+1 (503) 555-0100' })).toEqual({})
    expect(check({ phone: '503.555.0100' })).toEqual({})
    expect(check({ phone: '555-01' }).phone).toBe('Please enter a phone number of 7 to 25 digits, spaces or + ( ) - .')
    expect(check({ phone: '1'.repeat(26) }).phone).toBe(messages.phoneInvalid)
    expect(check({ phone: '503 555 0100 ext 4' }).phone).toBe(messages.phoneInvalid)
    expect(check({ phone: '(((-)))' }).phone).toBe(messages.phoneInvalid)
    expect(check({ message: 'x'.repeat(5000) })).toEqual({})
    expect(check({ message: 'x'.repeat(5001) }).message).toBe('Please keep your message under 5,000 characters.')
  })

  it('rejects values of the wrong type', () => {
    expect(fieldErrors(contactSchema.safeParse({ ...valid, name: 42, message: null }))).toEqual({
      name: messages.name,
      message: messages.message,
    })
  })
})

describe('quoteSchema', () => {
  it('accepts every listed project type', () => {
    for (const projectType of projectTypes) {
      expect(quoteSchema.safeParse({ ...valid, projectType }).success).toBe(true)
    }
  })

  it('uses the default project type when none is sent', () => {
    for (const projectType of [undefined, '']) {
      const result = quoteSchema.safeParse({ ...valid, projectType })
      expect(result.success && result.data.projectType).toBe(defaultProjectType)
    }
  })

  it('rejects a project type that is not listed', () => {
    expect(fieldErrors(quoteSchema.safeParse({ ...valid, projectType: 'Roofing' }))).toEqual({
      projectType: messages.projectType,
    })
  })
})

describe('fieldErrors', () => {
  it('is empty for a successful parse', () => {
    expect(fieldErrors(contactSchema.safeParse(valid))).toEqual({})
  })

  it('reports a body that is not an object under "form"', () => {
    expect(Object.keys(fieldErrors(contactSchema.safeParse('text')))).toEqual(['form'])
  })
})

describe('matchProjectType', () => {
  it('matches listed types loosely and nothing else', () => {
    expect(matchProjectType('flooring')).toBe('Flooring')
    expect(matchProjectType('kitchen-backsplash')).toBe('Kitchen Backsplash')
    expect(matchProjectType('Outdoor / Patio')).toBe('Outdoor / Patio')
    expect(matchProjectType('roofing')).toBeUndefined()
    expect(matchProjectType('')).toBeUndefined()
    expect(matchProjectType(null)).toBeUndefined()
  })
})

describe('projectTypeForCategory', () => {
  it('gives every portfolio category a listed project type other than the default', () => {
    for (const category of projectCategories) {
      const type = projectTypeForCategory(category)
      expect(projectTypes).toContain(type)
      expect(type).not.toBe(defaultProjectType)
    }
    expect(projectTypeForCategory('Bathrooms')).toBe('Bathroom & Shower')
    expect(projectTypeForCategory('Kitchens')).toBe('Kitchen Backsplash')
  })

  it('falls back to Other for a category it does not know', () => {
    expect(projectTypeForCategory('Pools')).toBe('Other')
  })
})

describe('quoteSchema: the details the owner prices from', () => {
  it('leaves the ZIP, times and attachments empty when none are sent', () => {
    const result = quoteSchema.safeParse(valid)
    expect(result.success && result.data).toMatchObject({ zip: '', visitWindows: [], estimate: '', pattern: '' })
  })

  it('takes a 5-digit ZIP and refuses letters or a short one with the same sentence', () => {
    expect(quoteSchema.safeParse({ ...valid, zip: ' 97030 ' })).toMatchObject({ success: true, data: { zip: '97030' } })
    for (const zip of ['ABCDE', '9703', '970301', '97 30'])
      expect(fieldErrors(quoteSchema.safeParse({ ...valid, zip })), zip).toEqual({ zip: messages.zip })
  })

  it('takes one window as a string or several as a list, at most three', () => {
    expect(quoteSchema.safeParse({ ...valid, visitWindows: 'monday-morning' })).toMatchObject({
      data: { visitWindows: ['monday-morning'] },
    })
    const four = ['monday-morning', 'monday-afternoon', 'tuesday-morning', 'saturday-morning']
    expect(fieldErrors(quoteSchema.safeParse({ ...valid, visitWindows: four }))).toEqual({ visitWindows: messages.visitWindows })
    expect(fieldErrors(quoteSchema.safeParse({ ...valid, visitWindows: ['<script>'] }))).toEqual({
      visitWindows: messages.visitWindowUnknown,
    })
  })

  it('bounds the attachments', () => {
    expect(fieldErrors(quoteSchema.safeParse({ ...valid, estimate: 'x'.repeat(1001) }))).toEqual({ estimate: messages.estimate })
  })
})

describe('one-line and multi-line fields', () => {
  it('turn every kind of line break and control in a name into a space, and drop invisible format characters', async () => {
    const { contactSchema } = await import('./lead-form')
    const parsed = contactSchema.safeParse({
      name: ' Bob\rEmail:\u0085boss\u2028x\u2029y\u202Ez\u200B ',
      email: 'bob@example.com',
      phone: '503 555 0100',
    })
    expect(parsed.success && parsed.data.name).toBe('Bob Email: boss x yz')
  })

  it('keep the joiners some scripts and emoji need', async () => {
    const { singleLine } = await import('./lead-form')
    expect(singleLine('\u0645\u06CC\u200C\u062E\u0648\u0627\u0647\u0645')).toContain('\u200C')
  })

  it('make every line break of a message a plain newline and drop escape sequences', async () => {
    const { multiLine } = await import('./lead-form')
    expect(multiLine('a\r\nb\rc\u0085d\u2028e\u001b[31mf\tg')).toBe('a\nb\nc\nd\ne[31mf\tg')
  })

  it('refuse an e-mail address carrying controls or overrides', async () => {
    const { contactSchema } = await import('./lead-form')
    for (const email of ['bob@example.com\r\nBcc: x@evil.example', '\u202Ebob@example.com', 'bob@exa\u0085mple.com']) {
      expect(contactSchema.safeParse({ name: 'Bob', email, phone: '503 555 0100' }).success, JSON.stringify(email)).toBe(false)
    }
  })
})
