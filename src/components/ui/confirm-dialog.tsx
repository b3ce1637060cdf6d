// A yes/no question before something that cannot be undone (delete). Focus starts
// on "cancel"; Escape and the close button cancel.
import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { useRef } from 'react';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  body?: string;
  confirmLabel: string;
  cancelLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

export function ConfirmDialog(props: ConfirmDialogProps) {
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root
      open={props.open}
      role="alertdialog"
      initialFocusEl={() => cancel.current}
      onOpenChange={(e) => (e.open ? undefined : props.onClose())}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{props.title}</Dialog.Title>
            </Dialog.Header>
            {props.body ? <Dialog.Body>{props.body}</Dialog.Body> : null}
            <Dialog.Footer>
              <Button ref={cancel} variant="outline" onClick={props.onClose}>
                {props.cancelLabel}
              </Button>
              <Button colorPalette="red" loading={props.busy} onClick={props.onConfirm}>
                {props.confirmLabel}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={props.cancelLabel} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
