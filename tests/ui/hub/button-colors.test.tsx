import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { contrastRatio, isLowContrast } from '@/ui/contrast'
import { serveMockApi } from '../support/mock-api-server'
import { mockApiHandlers, renderHub, seedWith } from './hub-harness'

const server = serveMockApi()

describe("the admin's button colours", () => {
  it('show as configured, even a pair under 3:1 (#34c759 with #ffffff text is not swapped to black)', async () => {
    server.use(
      ...mockApiHandlers(
        seedWith((data) => {
          const button = data.apps.demo?.buttons.find((b) => b.text === 'Написать куратору')
          if (!button) throw new Error('no floating button in the seed')
          Object.assign(button, { background: '#34c759', color: '#ffffff' })
        }),
      ),
    )
    await renderHub('/demo')
    const button = await screen.findByRole('button', { name: 'Написать куратору' })
    expect(button.style.background).toBe('rgb(52, 199, 89)')
    expect(button.style.color).toBe('rgb(255, 255, 255)')
  })

  it('the contrast helper the admin form warns with', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21)
    expect(contrastRatio('#34c759', '#ffffff')).toBeCloseTo(2.22, 1)
    expect(isLowContrast('#34c759', '#ffffff')).toBe(true)
    expect(isLowContrast('#2481cc', '#ffffff')).toBe(false)
    expect(isLowContrast('#2481cc', 'not a colour')).toBe(false)
  })
})
