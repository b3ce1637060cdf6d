// The frame of a form inside a dialog (a ban, a note, a change with its reason): title, an
// optional explanation, the fields the caller places, the failure the fields cannot show (the
// server's words), cancel and the submitting button that waits while the request runs. The
// form's logic (values, validation, sending) stays with the caller; Escape, the close button
// and cancel all close without sending.
import { Button, CloseButton, Dialog, Portal, Text } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';
import { FormStack } from '../ui/form-stack';

interface FormDialogProps {
  title: ReactNode;
  /** Said above the fields. */
  body?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** `danger` (red) for what cannot be undone: a ban, a kick. */
  tone?: 'danger' | 'default';
  /** `alertdialog` (default) for a decision, `dialog` for a plain edit. */
  role?: 'alertdialog' | 'dialog';
  busy: boolean;
  /** A failure no field shows (null: none). */
  failure: string | null;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onClose: () => void;
  children: ReactNode;
}

export function FormDialog(props: FormDialogProps) {
  const { title, body, confirmLabel, cancelLabel, tone = 'default', role = 'alertdialog', busy, failure } = props;
  const { onSubmit, onClose } = props;
  return (
    <Dialog.Root open role={role} onOpenChange={(e) => (e.open ? undefined : onClose())}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <FormStack gap="0" onSubmit={onSubmit}>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body display="flex" flexDirection="column" gap="3">
                {body ? <p>{body}</p> : null}
                {props.children}
                {failure ? (
                  <Text color="fg.error" role="alert">
                    {failure}
                  </Text>
                ) : null}
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose}>
                  {cancelLabel}
                </Button>
                <Button type="submit" colorPalette={tone === 'danger' ? 'red' : 'brand'} loading={busy}>
                  {confirmLabel}
                </Button>
              </Dialog.Footer>
            </FormStack>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={cancelLabel} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
