import { useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';

interface DialogActionOptions<T> {
  /** The toast on success (a translation key or the words), with its arguments. */
  done: string | ((answer: T) => { message: string; args?: Record<string, unknown> });
  /** A failure this dialog shows itself (a field's message): answer true and no toast is shown. */
  handled?: (error: unknown) => boolean;
  /** Reload after a failure too: the record may have moved on under the operator (another admin decided it). */
  refreshOnError?: boolean;
}

/**
 * An operator's action behind a dialog that asks for more (a reason, who cancelled): the dialog's open state, one run at
 * a time, then a toast, the dialog closed and the page reloaded; a failure shows the server's Japanese message.
 */
export function useDialogAction() {
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);

  const run = async <T,>(action: () => Promise<T>, { done, handled, refreshOnError }: DialogActionOptions<T>) => {
    setPending(true);
    try {
      const answer = await action();
      const toast = typeof done === 'string' ? { message: done } : done(answer);
      notify(toast.message, { type: 'success', messageArgs: toast.args });
      setOpen(false);
      refresh();
    } catch (error) {
      if (handled?.(error)) return;
      notify(error instanceof Error && error.message ? error.message : 'ra.notification.http_error', { type: 'error' });
      if (refreshOnError) refresh();
    } finally {
      setPending(false);
    }
  };

  return { open, setOpen, pending, run };
}
