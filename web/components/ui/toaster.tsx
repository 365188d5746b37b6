import { Toast as ToastPrimitive } from 'radix-ui';
import { useEffect } from 'react';
import { useMessageText } from '@/lib/i18n/message-text';
import {
  ToastAction,
  ToastClose,
  ToastDescription,
  ToastRoot,
  ToastTitle,
  ToastViewport,
} from './toast';
import { dismissToast, useToasts, viewportShown } from './use-toast';

// Toasts close after 5000 ms, are swiped away to the right past 50 px, and F8 focuses them.
const DURATION_MS = 5000;
const SWIPE_THRESHOLD_PX = 50;

/** Renders the toasts raised with `toast()`; mount it once, near the root of the app. */
export function Toaster() {
  const toasts = useToasts();
  useEffect(viewportShown, []);
  // A toast may carry the API's own words (a refusal, a limit), which come in English.
  const messageText = useMessageText();
  return (
    <ToastPrimitive.Provider
      duration={DURATION_MS}
      swipeDirection="right"
      swipeThreshold={SWIPE_THRESHOLD_PX}
    >
      {toasts.map(({ id, title, description, variant, open, action }) => (
        <ToastRoot
          key={id}
          open={open}
          variant={variant}
          onOpenChange={(isOpen) => {
            if (!isOpen) dismissToast(id);
          }}
        >
          <div className="grid gap-1">
            <ToastTitle>{messageText(title)}</ToastTitle>
            {description && <ToastDescription>{messageText(description)}</ToastDescription>}
          </div>
          {action && (
            <ToastAction altText={action.altText ?? action.label} onClick={action.onClick}>
              {action.label}
            </ToastAction>
          )}
          <ToastClose />
        </ToastRoot>
      ))}
      <ToastViewport hotkey={['F8']} />
    </ToastPrimitive.Provider>
  );
}
