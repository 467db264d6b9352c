// The desk's push alerts as the server starts them: the VAPID keys from the store (made on the
// first start and kept, so every instance and every restart signs with the same pair the devices
// subscribed with), the sender, and the contact the push services see: the business's mailto:.
import { business } from '#content/business'
import type { PushStore } from './push-queries'
import type { PushLaneOptions } from './push-lane'
import { type PushEndpointPolicy, pushEndpointPolicy } from './push-endpoint'
import { createPushSender, makeVapidKeys } from './push-sender'

export async function openDeskPush(
  store: { push: PushStore },
  siteUrl: string,
  { timeoutMs, ...policy }: { timeoutMs?: number } & PushEndpointPolicy = {},
): Promise<PushLaneOptions> {
  const keys = await store.push.vapidKeys(makeVapidKeys)
  const endpoints = pushEndpointPolicy(policy)
  return { store: store.push, sender: createPushSender({ keys, subject: `mailto:${business.email}`, timeoutMs, endpoints }), siteUrl }
}
