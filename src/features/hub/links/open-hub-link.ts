import type { Popup } from '@/api/contract/popups'
import type { HubTarget } from '@/session/hub-target'
import { isMobilePlatform, type Platform } from '@/messenger/launch-params'
import { isPrivateChannelLink, linkAction, type HubLink } from './link-action'

interface OpenLinkEnv {
  platform: Platform
  /** A screen of this hub (internal links), resolved to a typed route by the caller. */
  navigate: (target: HubTarget) => void
  openPopup: (popup: Popup) => void
  openTelegramLink: (url: string) => void
  openExternalLink: (url: string) => void
  showPrivateLinkHint: () => void
}

/**
 * Opens a link set the way the hub does everywhere (categories, materials, banners, buttons, popups).
 * SPEC 2 says private-channel links "show a hint overlay instead"; we open the link AND show the
 * hint on mobile, because the hint only helps if Telegram was at least asked to open the link.
 */
export function openHubLink(link: HubLink | undefined, env: OpenLinkEnv): void {
  const action = linkAction(link)
  switch (action.kind) {
    case 'internal':
      env.navigate(action.target)
      return
    case 'popup':
      env.openPopup(action.popup)
      return
    case 'telegram':
    case 'external':
      if (action.kind === 'telegram') env.openTelegramLink(action.url)
      else env.openExternalLink(action.url)
      if (isPrivateChannelLink(action.url) && isMobilePlatform(env.platform)) env.showPrivateLinkHint()
      return
    case 'none':
      return
  }
}
