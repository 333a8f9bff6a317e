import { atom } from 'jotai'
import type { User } from '@/api/contract/auth'

export type Platform = 'ios' | 'android' | 'android_x' | 'tdesktop' | 'macos' | 'weba' | 'webk' | 'web' | 'unknown'
export type Language = 'ru' | 'en'

/** Client state only (server state lives in React Query). */
export const appKeyAtom = atom<string | null>(null)
export const tokenAtom = atom<string | null>(null)
export const userAtom = atom<User | null>(null)
/** SPEC 4: auth failure sets a failed-to-auth flag. */
export const authFailedAtom = atom(false)
export const platformAtom = atom<Platform>('unknown')
export const languageAtom = atom<Language>('ru')

/** SPEC 1: ios, android and android_x are mobile platforms. */
export const isMobilePlatform = (platform: Platform) => platform === 'ios' || platform === 'android' || platform === 'android_x'
