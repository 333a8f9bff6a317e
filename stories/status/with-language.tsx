import type { Decorator } from '@storybook/react-vite'
import { useStore } from 'jotai'
import { useState, type ReactNode } from 'react'
import { languageAtom, type Language } from '../../src/app/session-atoms'

function LanguageSetter({ language, children }: { language: Language; children: ReactNode }) {
  const store = useStore()
  useState(() => store.set(languageAtom, language))
  return children
}

/** Renders the story in `language` (the shell starts every story in Russian). */
export const withLanguage = (language: Language): Decorator => (Story) => (
  <LanguageSetter language={language}>
    <Story />
  </LanguageSetter>
)
