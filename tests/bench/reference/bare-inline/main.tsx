/**
 * Reference (a') of `npm run bench`: React 19 alone, with the two reads' answers already in the page
 * (as a server would render them into it): no API round trip at all, the floor of drawing this view
 * with React from the same data.
 */
import { createRoot } from 'react-dom/client'
import { HomeView } from '../shared/home-view'
import { toBanner, toCard, type Wire } from '../shared/wire'

const data = JSON.parse(document.getElementById('data')?.textContent ?? '{}') as { categories?: Wire[]; banners?: Wire[] }
const root = document.getElementById('root')
if (root) createRoot(root).render(<HomeView cards={(data.categories ?? []).map(toCard)} banners={(data.banners ?? []).map(toBanner)} />)
