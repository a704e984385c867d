/**
 * Error toasts. antd's message module loads on the first toast, so pages
 * that never show one do not pay for it in their first-load JavaScript.
 */
export function toastError(text: string): void {
  void import('antd/es/message').then(({ default: message }) => {
    void message.error(text);
  });
}
