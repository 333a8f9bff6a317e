import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig({
  // The router plugin must come before React's: it generates the route tree and splits route files.
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/routeTree.gen.ts',
    }),
    react(),
  ],
  build: {
    // tests/bench/size.ts reads dist/.vite/manifest.json to measure the first screen's JavaScript.
    manifest: true,
    sourcemap: false,
  },
})
