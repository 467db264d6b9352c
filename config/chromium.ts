// How the browser tests and the audit start the machine's Chromium: which binary (CHROMIUM_PATH),
// headless, and quiet on the network (no updates, sync or QUIC), so runs are the same offline as online.
import { text } from './env'

export const chromiumPathSetting = text('/usr/bin/chromium')

export const chromiumFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]
