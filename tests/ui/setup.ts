import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'

// findBy/waitFor wait up to 10 s (default 1 s): on a busy machine start-up alone can take longer.
configure({ asyncUtilTimeout: 10_000 })

// Vitest runs without globals, so Testing Library cannot register its own automatic cleanup.
afterEach(() => {
  cleanup()
  document.documentElement.className = ''
  document.documentElement.removeAttribute('data-platform')
  // An admin form left with unsaved values keeps a draft (parts/drafts): the next test starts without one.
  for (const key of Object.keys(localStorage)) if (key.startsWith('hubdraft')) localStorage.removeItem(key)
})
