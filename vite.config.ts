import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { antdStaticCss } from './build-tools/antd-css/vite-plugin';

export default defineConfig({
  plugins: [antdStaticCss(), reactRouter()],
  build: {
    // Hashed assets, split per route; antd and React share one vendor chunk cached across pages.
    assetsInlineLimit: 2048,
  },
});
