import { useAtomValue } from 'jotai'
import { useMessages } from '@/i18n/use-t'
import { languageAtom } from '@/session/session-atoms'
import { audienceMessages } from './audience-messages'

/** "3 December" in the visitor's language (the day the record goes live, by the device's clock zone). */
export const comingDay = (visibleFrom: string, language: string): string =>
  new Intl.DateTimeFormat(language, { day: 'numeric', month: 'long' }).format(new Date(visibleFrom))

/** "from 3 December" on an announced record's card: its own chunk, as announced records are few. */
export default function ComingMark({ visibleFrom }: { visibleFrom: string }) {
  const t = useMessages(audienceMessages)
  const language = useAtomValue(languageAtom)
  return <>{t('coming.from', { day: comingDay(visibleFrom, language) })}</>
}
