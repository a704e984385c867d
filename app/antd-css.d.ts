/** Generated at build time by build-tools/antd-css/vite-plugin.ts. */
declare module 'virtual:antd-css/classes' {
  /** The class antd adds to every component root, which its generated selectors start with. */
  export const antdHashClass: string;
}
