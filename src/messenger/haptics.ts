import { postEvent, supportsVersion } from './bridge'

type Impact = 'light' | 'medium' | 'heavy' | 'rigid' | 'soft'
type Notification = 'error' | 'success' | 'warning'

function trigger(data: Record<string, string>) {
  if (supportsVersion('6.1')) postEvent('web_app_trigger_haptic_feedback', data)
}

const impact = (style: Impact) => trigger({ type: 'impact', impact_style: style })
const notify = (kind: Notification) => trigger({ type: 'notification', notification_type: kind })

/** Press feedback for taps on cards and buttons; all no-ops outside Telegram. */
export const impactLight = () => impact('light')
export const impactMedium = () => impact('medium')
export const impactHeavy = () => impact('heavy')
export const notifySuccess = () => notify('success')
export const notifyWarning = () => notify('warning')
export const notifyError = () => notify('error')
export const selectionChanged = () => trigger({ type: 'selection_change' })
