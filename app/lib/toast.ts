/**
 * Toasts. antd's message module loads on the first toast, so pages that never
 * show one do not pay for it in their first-load JavaScript.
 */
export function toastError(text: string): void {
  void import('./antd-static').then(({ message }) => {
    void message.error(text);
  });
}

export function toastSuccess(text: string): void {
  void import('./antd-static').then(({ message }) => {
    void message.success(text);
  });
}
