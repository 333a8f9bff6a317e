import { describe, expect, it, vi } from 'vitest'
import type { Popup } from '@/api/contract/popups'
import type { Platform } from '@/session/session-atoms'
import { isPrivateChannelLink, isTelegramUrl, linkAction, type HubLink } from '@/features/hub/links/link-action'
import { openHubLink } from '@/features/hub/links/open-hub-link'
import { hubLocation } from '@/session/hub-location'
import { parseInternalUrl, type HubTarget } from '@/session/hub-target'

const external = (url: string): HubLink => ({ linkType: 'external', externalUrl: url, internalUrl: null })
const internal = (path: string): HubLink => ({ linkType: 'internal', externalUrl: null, internalUrl: path })
const popup = {
  id: 1,
  name: 'Hello',
  title: 'Hello',
  titleAlign: 'left',
  imageId: null,
  image: null,
  textIds: [],
  buttonIds: [],
  linkListIds: [],
  texts: [],
  buttons: [],
  linkLists: [],
} satisfies Popup

function env(platform: Platform = 'ios') {
  return {
    platform,
    navigate: vi.fn<(target: HubTarget) => void>(),
    openPopup: vi.fn<(popup: Popup) => void>(),
    openTelegramLink: vi.fn<(url: string) => void>(),
    openExternalLink: vi.fn<(url: string) => void>(),
    showPrivateLinkHint: vi.fn<() => void>(),
  }
}

describe('openHubLink', () => {
  it('internal: navigates to the screen the url names', () => {
    const e = env()
    openHubLink(internal('/category/3'), e)
    expect(e.navigate).toHaveBeenCalledWith({ screen: 'category', id: 3 })
    openHubLink(internal('/'), e)
    expect(e.navigate).toHaveBeenLastCalledWith({ screen: 'home' })
  })

  it('internal: never leaves the SPA (protocol-relative or absolute urls are ignored)', () => {
    const e = env()
    openHubLink(internal('//evil.example/x'), e)
    openHubLink(internal('https://evil.example'), e)
    expect(e.navigate).not.toHaveBeenCalled()
  })

  it('popup: opens the sheet with the embedded popup', () => {
    const e = env()
    openHubLink({ linkType: 'popup', externalUrl: null, internalUrl: null, popup }, e)
    expect(e.openPopup).toHaveBeenCalledWith(popup)
  })

  it.each(['https://t.me/kod_school', 'https://telegram.me/kod', 'tg://resolve?domain=kod'])('%s opens through openTelegramLink', (url) => {
    const e = env()
    openHubLink(external(url), e)
    expect(e.openTelegramLink).toHaveBeenCalledWith(url)
    expect(e.openExternalLink).not.toHaveBeenCalled()
  })

  it('other https links open through openExternalLink', () => {
    const e = env()
    openHubLink(external('https://kod-school.example'), e)
    expect(e.openExternalLink).toHaveBeenCalledWith('https://kod-school.example')
    expect(e.openTelegramLink).not.toHaveBeenCalled()
  })

  it('unsafe schemes and empty links do nothing', () => {
    const e = env()
    openHubLink(external('javascript:alert(1)'), e)
    openHubLink(external('data:text/html,hi'), e)
    openHubLink(external(''), e)
    openHubLink(undefined, e)
    expect(e.openExternalLink).not.toHaveBeenCalled()
    expect(e.openTelegramLink).not.toHaveBeenCalled()
    expect(linkAction(external('javascript:alert(1)'))).toEqual({ kind: 'none' })
  })

  it.each([
    ['ios', true],
    ['android', true],
    ['android_x', true],
    ['tdesktop', false],
    ['macos', false],
    ['web', false],
  ] as const)('private channel link on %s: opens it, hint %s', (platform, hint) => {
    const e = env(platform)
    openHubLink(external('https://t.me/+AbCdEf'), e)
    expect(e.openTelegramLink).toHaveBeenCalledWith('https://t.me/+AbCdEf')
    expect(e.showPrivateLinkHint).toHaveBeenCalledTimes(hint ? 1 : 0)
  })
})

describe('link helpers', () => {
  it('recognises private channel prefixes', () => {
    expect(isPrivateChannelLink('https://t.me/+AbC')).toBe(true)
    expect(isPrivateChannelLink('https://t.me/joinchat/AbC')).toBe(true)
    expect(isPrivateChannelLink('t.me/joinchat/AbC')).toBe(true)
    expect(isPrivateChannelLink('https://t.me/kod_school')).toBe(false)
    expect(isPrivateChannelLink('https://example.com/+x')).toBe(false)
  })

  it('recognises Telegram urls', () => {
    expect(isTelegramUrl('https://t.me/x')).toBe(true)
    expect(isTelegramUrl('tg://resolve?domain=x')).toBe(true)
    expect(isTelegramUrl('https://not-t.me/x')).toBe(false)
    expect(isTelegramUrl('https://example.com')).toBe(false)
  })

  it('parses internal urls into a screen and its params', () => {
    expect(parseInternalUrl('/section/2')).toEqual({ screen: 'section', id: 2 })
    expect(parseInternalUrl('/category/7/')).toEqual({ screen: 'category', id: 7 })
    expect(parseInternalUrl('/category/7?from=banner#top')).toEqual({ screen: 'category', id: 7 })
    expect(parseInternalUrl('/admin')).toEqual({ screen: 'admin' })
    expect(parseInternalUrl('/category/0')).toEqual({ screen: 'not-found' })
    expect(parseInternalUrl('/nowhere')).toEqual({ screen: 'not-found' })
    expect(parseInternalUrl('category/2')).toBeNull()
    expect(parseInternalUrl('//evil.example/x')).toBeNull()
  })

  it('resolves a screen into the typed route and params of the hub', () => {
    expect(hubLocation({ screen: 'section', id: 2 }, 'demo')).toEqual({ to: '/$appKey/section/$id', params: { appKey: 'demo', id: 2 } })
    expect(hubLocation({ screen: 'home' }, 'demo')).toEqual({ to: '/$appKey', params: { appKey: 'demo' } })
  })
})
