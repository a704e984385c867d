import type { ThemeConfig } from 'antd';

/** Brand colours shared by antd components and app.css (keep the two in step). */
export const brandTheme: ThemeConfig = {
  token: {
    colorPrimary: '#1664ff',
    colorLink: '#1664ff',
    borderRadius: 6,
    fontFamily:
      '-apple-system, BlinkMacSystemFont, "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "WenQuanYi Micro Hei", "Helvetica Neue", Arial, sans-serif',
  },
};
