import { useMessages } from '@/i18n/use-t'

/** Texts of the audience parts (the forms' "Who sees it", the lists' badges); both languages. */
const ru = {
  label: 'Кто видит',
  everyone: 'Все',
  members: 'Участники канала',
  outsiders: 'Не участники',
  'hint.everyone': 'Все, кто открывает хаб.',
  'hint.members': 'Только участники канала хаба; как это видят остальные, выберите ниже.',
  'hint.outsiders': 'Только те, кто не в канале (приглашение вступить); участники этого не видят.',
  lockedDisplay: 'Не участники видят',
  locked: 'С замком',
  hidden: 'Ничего',
  'lockedHint.locked': 'Название и замок; нажатие предлагает вступить в канал.',
  'lockedHint.hidden': 'Запись скрыта от них целиком.',
  'badge.members': 'Участники',
  'badge.outsiders': 'Тизер',
  'badgeTitle.members': 'Видят только участники канала; остальные видят название и замок',
  'badgeTitle.membersHidden': 'Видят только участники канала; остальным запись не видна',
  'badgeTitle.outsiders': 'Видят только не участники канала; участники не видят',
} satisfies Record<string, string>

const en: Record<keyof typeof ru, string> = {
  label: 'Who sees it',
  everyone: 'Everyone',
  members: 'Channel members',
  outsiders: 'Outsiders',
  'hint.everyone': 'Everyone who opens the hub.',
  'hint.members': "Only members of the hub's channel; choose below how others meet it.",
  'hint.outsiders': 'Only people outside the channel (an invitation to join); members do not see it.',
  lockedDisplay: 'Outsiders see it',
  locked: 'Locked',
  hidden: 'Hidden',
  'lockedHint.locked': 'Its title and a lock; a tap offers to join the channel.',
  'lockedHint.hidden': 'It is left out for them entirely.',
  'badge.members': 'Members',
  'badge.outsiders': 'Teaser',
  'badgeTitle.members': 'Only channel members see it; others see its title and a lock',
  'badgeTitle.membersHidden': 'Only channel members see it; others do not see it at all',
  'badgeTitle.outsiders': 'Only people outside the channel see it; members do not',
}

export const useAudienceT = () => useMessages({ ru, en })
