/**
 * What opening a link takes (deciding from its type and url, Telegram's and the browser's ways of
 * opening it): a chunk of its own, out of the visitor's first screen. Loaded ahead at the first
 * touch or key press and with the first taps' code (warm-first-taps.ts), so a tap finds it loaded.
 */
export { openHubLink } from './open-hub-link'
export { openExternalLink, openTelegramLink } from '@/messenger/links'
