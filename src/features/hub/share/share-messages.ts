/**
 * The share control's strings (issue 26). They load with the share chunk (after the first screen),
 * so both languages ship here. `const t = useMessages(shareMessages); t('share.button')`.
 */
const ru = {
  'share.button': 'Поделиться',
  'share.item': 'Поделиться: «{title}»',
  'share.story': 'В историю',
  'share.copied': 'Ссылка скопирована',
  'share.failed': 'Не получилось поделиться. Попробуй ещё раз.',
  'share.copyFailed': 'Не получилось скопировать ссылку: {link}',
}

const en: typeof ru = {
  'share.button': 'Share',
  'share.item': 'Share “{title}”',
  'share.story': 'To story',
  'share.copied': 'Link copied',
  'share.failed': 'Could not share. Try again.',
  'share.copyFailed': 'Could not copy the link: {link}',
}

export const shareMessages = { ru, en }
