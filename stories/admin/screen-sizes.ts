import type { Decorator } from '@storybook/react-vite'
import { createElement } from 'react'
import { AdminChrome } from '@/features/admin/parts/layout/admin-chrome'

/** The two sizes every admin screen is checked at: a phone inside Telegram and a desktop browser. */
export const SCREEN_SIZES = {
  phone: { name: 'Phone 390×844', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  desktop: { name: 'Desktop 1280×800', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
} as const

/** `globals` of a story shown at one of SCREEN_SIZES (the viewport toolbar and the story tests use it). */
export const atSize = (size: keyof typeof SCREEN_SIZES) => ({ viewport: { value: size, isRotated: false } })

/** Parameters every admin screen's stories share: signed in as the demo admin, the sizes above. */
export const adminParameters = { signedInAs: 1, viewport: { options: SCREEN_SIZES } }

/** What the admin route mounts around every screen: notices and the confirm dialog. */
export const withAdminChrome: Decorator = (Story) => createElement(AdminChrome, null, createElement(Story))
