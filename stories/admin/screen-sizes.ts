import type { Decorator } from '@storybook/react-vite'
import { createElement } from 'react'
import { AdminChrome } from '@/features/admin/parts/shell/admin-chrome'
import { atViewport, viewports } from '../support/story-globals'

/** The two sizes every admin screen is checked at: a phone inside Telegram and a desktop browser (the toolbar's viewports). */
export const SCREEN_SIZES = { phone: viewports.phone, desktop: viewports.desktop }

/** `globals` of a story shown at one of SCREEN_SIZES (the viewport toolbar and the story tests use it). */
export const atSize = (size: keyof typeof SCREEN_SIZES) => atViewport(size)

/** Parameters every admin screen's stories share: signed in as the demo admin (the toolbar's viewports, Telegram Desktop's included). */
export const adminParameters = { signedInAs: 1 }

/** What the admin route mounts around every screen: notices and the confirm dialog. */
export const withAdminChrome: Decorator = (Story) => createElement(AdminChrome, null, createElement(Story))
