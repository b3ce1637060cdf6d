// A yes/no question before something that cannot be undone (delete). Focus starts
// on "cancel"; Escape and the close button cancel. With `reason`, the dialog asks why
// (for operations whose contract takes a reason); a required reason must be given first.
// With `draftName` as well, the reason lives in a draft (localStorage) until the action succeeded
// or the dialog was cancelled, so a reload, a 401 or a failed send loses nothing.
import { Button, CloseButton, Dialog, Field, Portal, Textarea } from '@chakra-ui/react';
import { useCallback, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { readStored, removeStored, subscribeStored, writeStored } from '../../lib/storage';
import { defineDraft } from '../form/draft';
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
  /**
   * Keeps the typed reason in a draft of this name (`draft.<area>.<what>.<id>`). It is dropped on
   * cancel, and on confirm: at once, or, when `onConfirm` returns a promise (`mutateAsync`), once
   * that resolves (a rejected one keeps the reason for the next try).
   */
  draftName?: string;
  /** Called with the trimmed reason when the dialog asks for one. */
  onConfirm: (reason?: string) => unknown;
  onClose: () => void;
}

const noDraft = () => () => undefined;

/** The reason as state, or in the draft `name` when one is given. */
function useReason(name: string | undefined) {
  const draft = useMemo(() => (name ? defineDraft(name, { reason: '' }) : null), [name]);
  const [local, setLocal] = useState('');
  const subscribe = useCallback(
    (listener: () => void) => (draft ? subscribeStored(draft, listener) : noDraft()),
    [draft],
  );
  const stored = useSyncExternalStore(
    subscribe,
    () => (draft ? readStored(draft).reason : undefined),
    () => undefined,
  );
  const set = (value: string) => (draft ? void writeStored(draft, { reason: value }) : setLocal(value));
  const drop = () => {
    if (draft) removeStored(draft);
    setLocal('');
  };
  return { reason: stored ?? local, set, drop };
}

export function ConfirmDialog(props: ConfirmDialogProps) {
  const cancel = useRef<HTMLButtonElement>(null);
  const { reason, set: setReason, drop } = useReason(props.reason ? props.draftName : undefined);
  const [missing, setMissing] = useState(false);
  const close = () => {
    drop();
    setMissing(false);
    props.onClose();
  };
  const confirm = () => {
    if (!props.reason) return void props.onConfirm();
    const text = reason.trim();
    if (props.reason.required && !text) return setMissing(true);
    setMissing(false);
    const result = props.onConfirm(text || undefined);
    // A failed action says why where it is called (its onError); the reason stays for the retry.
    if (result instanceof Promise) result.then(drop, () => undefined);
    else drop();
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
