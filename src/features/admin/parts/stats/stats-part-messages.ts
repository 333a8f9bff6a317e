import { plural } from '@/i18n/plural'
import type { Message } from '@/i18n/translate'
import { useMessages } from '@/i18n/use-t'

/** Texts of the lists' opens counts; both languages. */
const ru = {
  opens: plural('ru', 'count', { one: '# открытие', few: '# открытия', many: '# открытий', other: '# открытия' }),
  opensTitle: 'Открытий посетителями за последние 30 дней',
} satisfies Record<string, Message>

const en: Record<keyof typeof ru, Message> = {
  opens: plural('en', 'count', { one: '# open', other: '# opens' }),
  opensTitle: 'Opens by visitors over the last 30 days',
}

export const useStatsPartT = () => useMessages({ ru, en })
