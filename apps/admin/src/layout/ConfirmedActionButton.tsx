import Button, { type ButtonProps } from '@mui/material/Button';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { Confirm, useNotify, useRefresh, useTranslate } from 'react-admin';

interface ConfirmedActionButtonProps {
  /** Translation keys: the button (also the dialog's confirm), the dialog, and the toast on success. */
  label: string;
  confirmTitle: string;
  confirmContent: string;
  contentOptions?: Record<string, unknown>;
  done: string;
  icon: ReactNode;
  run: () => Promise<unknown>;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
}

/**
 * An operator action that changes something for a member or the system: asked in a dialog first, then run
 * once (the button is disabled meanwhile), answered with a toast, and the page refreshed. A failure shows the
 * server's Japanese message.
 */
export const ConfirmedActionButton = ({ label, confirmTitle, confirmContent, contentOptions, done, icon, run, variant = 'contained', size }: ConfirmedActionButtonProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [confirming, setConfirming] = useState(false);
  const [isPending, setPending] = useState(false);

  const confirm = async () => {
    setPending(true);
    try {
      await run();
      notify(done, { type: 'success' });
      refresh();
    } catch (error) {
      notify(error instanceof Error && error.message ? error.message : 'ra.notification.http_error', { type: 'error' });
    } finally {
      setPending(false);
      setConfirming(false);
    }
  };

  return (
    <>
      <Button
        variant={variant}
        size={size}
        startIcon={icon}
        disabled={isPending}
        sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
        onClick={event => {
          // Inside a clickable row, the button acts alone.
          event.stopPropagation();
          setConfirming(true);
        }}
      >
        {translate(label)}
      </Button>
      <Confirm
        isOpen={confirming}
        loading={isPending}
        title={confirmTitle}
        content={confirmContent}
        contentTranslateOptions={contentOptions}
        confirm={label}
        onConfirm={() => void confirm()}
        onClose={() => setConfirming(false)}
      />
    </>
  );
};
