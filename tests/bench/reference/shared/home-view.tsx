import styles from './home-view.module.css'

/** What the reference pages draw: the fields of a card or banner that Home shows. */
export interface CardData {
  id: number
  title: string
  description: string | null
  displayType: string
  imageUrl: string | null
  iconUrl: string | null
}

export interface BannerData {
  id: number
  imageUrl: string | null
}

/**
 * The demo Home's first screen without the product around it: the banner row and the root
 * category cards in their display types, plain <img> elements that reserve their space.
 */
export function HomeView({ banners, cards }: { banners: readonly BannerData[]; cards: readonly CardData[] }) {
  const shown = banners.filter((banner) => banner.imageUrl)
  return (
    <main className={styles.screen}>
      <h1 className={styles.hidden}>Главная</h1>
      {shown.length > 0 && (
        <ul className={styles.carousel} aria-label="Баннеры">
          {shown.map((banner, index) => (
            <li key={banner.id} className={styles.banner}>
              <a href="#banner">
                <img
                  src={banner.imageUrl ?? ''}
                  alt={`Баннер ${String(index + 1)}`}
                  width={1200}
                  height={600}
                  loading={index === 0 ? 'eager' : 'lazy'}
                  decoding="async"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
      <ul className={styles.list} aria-label="Категории">
        {cards.map((card, index) => (
          <li key={card.id}>
            <Card card={card} eager={index < 2} />
          </li>
        ))}
      </ul>
    </main>
  )
}

function Card({ card, eager }: { card: CardData; eager: boolean }) {
  const loading = eager ? 'eager' : 'lazy'
  if ((card.displayType === 'small_bg' || card.displayType === 'large_bg') && card.imageUrl) {
    return (
      <a href="#card" className={`${styles.bg} ${card.displayType === 'large_bg' ? styles.large : ''}`}>
        <img className={styles.bgImage} src={card.imageUrl} alt="" width={16} height={9} loading={loading} decoding="async" />
        <span className={styles.bgTitle}>{card.title}</span>
        {card.description && <span className={styles.bgDescription}>{card.description}</span>}
      </a>
    )
  }
  if (card.displayType === 'image' && card.imageUrl) {
    return (
      <a href="#card" className={styles.imageCard}>
        <img src={card.imageUrl} alt="" width={2} height={1} loading={loading} decoding="async" />
        <span className={styles.imageTitle}>{card.title}</span>
      </a>
    )
  }
  return (
    <a href="#card" className={styles.plain}>
      {card.iconUrl && <img className={styles.icon} src={card.iconUrl} alt="" width={40} height={40} loading={loading} decoding="async" />}
      <span className={styles.plainTitle}>{card.title}</span>
    </a>
  )
}
