import { postEvent, supportsVersion } from './bridge'

/** Telegram's haptic feedback of one kind (Bot API 6.1+). */
export function trigger(data: Record<string, string>) {
  if (supportsVersion('6.1')) postEvent('web_app_trigger_haptic_feedback', data)
}

/** Light press feedback for taps on cards and buttons; a no-op outside Telegram (or before Bot API 6.1). */
export const impactLight = () => trigger({ type: 'impact', impact_style: 'light' })
