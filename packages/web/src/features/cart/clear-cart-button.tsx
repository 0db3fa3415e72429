import { Button, Dialog, Text } from '@aurele/ui';
import { useState } from 'react';
import { cartMessages } from './messages';

const messages = cartMessages.clear;

export interface ClearCartButtonProps {
  /** Called once the shopper confirmed. */
  onConfirm: () => void;
}

/** « Vider le panier », asked twice: emptying a cart by mistake loses the shopper's choices. */
export function ClearCartButton({ onConfirm }: ClearCartButtonProps) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <Button variant="ghost" tone="neutral" size="small" icon="trash" onClick={() => setOpen(true)}>
        {messages.action}
      </Button>
      <Dialog
        open={open}
        onClose={close}
        size="small"
        title={messages.title}
        closeLabel={messages.close}
        footer={
          <>
            <Button variant="ghost" tone="neutral" onClick={close}>
              {messages.cancel}
            </Button>
            <Button
              tone="critical"
              onClick={() => {
                close();
                onConfirm();
              }}
            >
              {messages.confirm}
            </Button>
          </>
        }
      >
        <Text>{messages.description}</Text>
      </Dialog>
    </>
  );
}
