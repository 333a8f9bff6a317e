import { useMessages } from '@/i18n/use-t'

/** Texts of issue 27's part of the statistics (the welcome gate of join requests); ship with its chunk, both languages. */
const ru = {
  title: 'Приветствие для заявок',
  shown: 'Показано',
  approved: 'Вступили',
  declined: 'Отклонили',
  queued: 'Оставили заявку',
  hint: 'Показано — сколько заявок на вступление в канал открыли приветствие. «Оставили заявку» — нажали «Не сейчас», и заявка ждёт администраторов канала.',
  days: 'По дням',
  day: 'День',
  none: 'За этот период заявок на вступление не было.',
} satisfies Record<string, string>

const en: Record<keyof typeof ru, string> = {
  title: 'Welcome gate',
  shown: 'Shown',
  approved: 'Joined',
  declined: 'Declined',
  queued: 'Left pending',
  hint: "Shown: how many join requests to the channel opened the gate. Left pending: “Not now” was tapped and the request waits for the channel's admins.",
  days: 'By day',
  day: 'Day',
  none: 'No join requests in this period.',
}

export const useGatesT = () => useMessages({ ru, en })
