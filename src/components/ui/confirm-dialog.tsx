// A yes/no question before something that cannot be undone (delete). Focus starts
// on "cancel"; Escape and the close button cancel. With `reason`, the dialog asks why
// (for operations whose contract takes a reason); a required reason must be given first.
import { Button, CloseButton, Dialog, Field, Portal, Textarea } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { viewTexts } from '../views/texts';

interface ReasonField {
  label: string;
  required?: boolean;
  /** Shown when a required reason is missing (German default). */
  missing?: string;
  maxLength?: number;
}

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  body?: string;
  confirmLabel: string;
  cancelLabel: string;
  busy?: boolean;
  reason?: ReasonField;
  /** Called with the trimmed reason when the dialog asks for one. */
  onConfirm: (reason?: string) => void;
  onClose: () => void;
}

export function ConfirmDialog(props: ConfirmDialogProps) {
  const cancel = useRef<HTMLButtonElement>(null);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const close = () => {
    setReason('');
    setMissing(false);
    props.onClose();
  };
  const confirm = () => {
    if (!props.reason) return props.onConfirm();
    const text = reason.trim();
    if (props.reason.required && !text) return setMissing(true);
    setReason('');
    setMissing(false);
    props.onConfirm(text || undefined);
  };
  return (
    <Dialog.Root
      open={props.open}
      role="alertdialog"
      initialFocusEl={() => cancel.current}
      onOpenChange={(e) => (e.open ? undefined : close())}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{props.title}</Dialog.Title>
            </Dialog.Header>
            {props.body || props.reason ? (
              <Dialog.Body display="flex" flexDirection="column" gap="3">
                {props.body ? <p>{props.body}</p> : null}
                {props.reason ? (
                  <Field.Root required={props.reason.required} invalid={missing}>
                    <Field.Label>
                      {props.reason.label}
                      {props.reason.required ? <Field.RequiredIndicator /> : null}
                    </Field.Label>
                    <Textarea
                      value={reason}
                      maxLength={props.reason.maxLength}
                      onChange={(e) => {
                        setReason(e.target.value);
                        if (e.target.value.trim()) setMissing(false);
                      }}
                    />
                    <Field.ErrorText>{props.reason.missing ?? viewTexts.reasonMissing}</Field.ErrorText>
                  </Field.Root>
                ) : null}
              </Dialog.Body>
            ) : null}
            <Dialog.Footer>
              <Button ref={cancel} variant="outline" onClick={close}>
                {props.cancelLabel}
              </Button>
              <Button colorPalette="red" loading={props.busy} onClick={confirm}>
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
