// A rate limit on the owner's calendar feed, per client: each read queries the booked visits of
// 60 days, and the feed is open without a session. Calendar apps read it every 15 minutes or so
// (it asks for 15: owner-feed.ts), a person adding it may reload a few times, and a calendar
// service reads many subscribers' feeds from one address: 30 a minute is far above all of them.
import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance } from 'fastify'
import type { Redis } from 'ioredis'
import { requestClientKey } from '../net/client-address'

/** Feed reads per minute per client (IPv4 address or IPv6 /64). */
export const feedReadsPerMinute = 30

/** Registers the limit for every route of `scope`; the count is shared through Redis when instances share one. */
export async function limitFeedReads(scope: FastifyInstance, store?: { redis: Redis; nameSpace: string }): Promise<void> {
  await scope.register(rateLimit, {
    global: true,
    max: feedReadsPerMinute,
    timeWindow: 60_000,
    keyGenerator: requestClientKey,
    // The desk's error handler answers it 429 in its own words, with Retry-After.
    ...(store && { redis: store.redis, nameSpace: `${store.nameSpace}calendar:`, skipOnError: true }),
  })
}
