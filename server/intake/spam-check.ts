// The spam checks of a lead post: the trap field must be present and empty, and the time since the
// page loaded (set by the page's script) must be plausible. A post that leaves out a check's field
// did not come from our form and fails that check; the form without JavaScript says it has no clock.
import { noScriptElapsed } from '#domain/lead-form'
import type { SpamReason } from '../store/tables'

/** `minFillMs`: the fastest plausible fill time (SPAM_MIN_FILL_MS); 0 turns the time check off. */
export function spamReason(body: Record<string, unknown>, minFillMs: number): SpamReason | null {
  const trap = body.company_website
  if (trap === undefined || trap === null || String(trap).trim() !== '') return 'honeypot'
  const elapsed = body.elapsed_ms
  if (minFillMs > 0 && elapsed !== noScriptElapsed) {
    const ms = elapsed === undefined || elapsed === '' ? NaN : Number(elapsed)
    if (!Number.isFinite(ms) || ms < minFillMs) return 'too-fast'
  }
  return null
}
