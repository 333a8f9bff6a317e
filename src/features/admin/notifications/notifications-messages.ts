import { useMessages } from '@/i18n/use-t'

/** The outbox (issue 27): the messages sent to visitors waiting for an announced record. Both languages. */
const ru = {
  title: 'Отправленные напоминания',
  list: 'Напоминания',
  intro:
    'Кто попросил напомнить о записи, объявленной заранее, получает сообщение от бота, когда она открывается. Здесь все отправленные сообщения, новые сверху.',
  empty: 'Напоминаний ещё не отправляли',
  emptyText:
    'Включите «Объявить заранее» у записи, которая откроется позже: посетители нажмут «Напомнить мне», и в день открытия бот напишет им — сообщения появятся здесь.',
  status: 'Как дошло',
  'status.all': 'Все',
  'status.delivered': 'Доставлено',
  'status.failed': 'Не доставлено',
  user: 'Посетитель {id}',
  'target.category': 'Категория',
  'target.material': 'Материал',
  'target.banner': 'Баннер',
  'target.button': 'Кнопка',
  untitled: '№{id}',
  gone: 'удалено',
  sentAt: 'Отправлено {time}',
} satisfies Record<string, string>

type NotificationsMessageKey = keyof typeof ru

const en: Record<NotificationsMessageKey, string> = {
  title: 'Outbox',
  list: 'Sent notifications',
  intro:
    'Visitors who asked to be notified of a record announced ahead get a message from the bot when it opens. Every message sent is here, newest first.',
  empty: 'No notifications sent yet',
  emptyText:
    'Turn on “Announce it” on a record that opens later: visitors tap “Notify me”, the bot messages them on the day it opens, and the messages show here.',
  status: 'How it went',
  'status.all': 'All',
  'status.delivered': 'Delivered',
  'status.failed': 'Failed',
  user: 'Visitor {id}',
  'target.category': 'Category',
  'target.material': 'Material',
  'target.banner': 'Banner',
  'target.button': 'Button',
  untitled: '#{id}',
  gone: 'deleted',
  sentAt: 'Sent {time}',
}

export const useNotificationsT = () => useMessages({ ru, en })
