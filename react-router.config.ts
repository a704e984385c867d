import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  // BUILD_DIR lets parallel work build side by side; everything else uses 'build'.
  buildDirectory: process.env.BUILD_DIR ?? 'build',
  ssr: true,
} satisfies Config;
