import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
  build: {
    // Hashed assets, split per route; antd and React share one vendor chunk cached across pages.
    assetsInlineLimit: 2048,
  },
});
