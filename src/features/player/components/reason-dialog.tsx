// A destructive admin action that asks for confirmation and a reason (kick, unban): the reason
// is checked by the operation's generated validator, a 422 lands under the field, the game
// server's 503 says that nothing was done; the button waits while the request runs.
import { Button, CloseButton, Dialog, Portal, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import type { PlayerActionReason } from '../../../api/generated/model/playerActionReason';
import { FormField } from '../../../components/form/form-field';
import type { ContractSchema } from '../../../components/form/contract-messages';
import { useContractForm } from '../../../components/form/use-contract-form';
import { FormStack } from '../../../components/ui/form-stack';
import { actionError } from '../action-error';
import { playerAdminTexts } from '../texts';

const t = playerAdminTexts.actions;
const empty = { reason: '' };

interface Props {
  title: string;
  body: string;
  confirmLabel: string;
  schema: ContractSchema<unknown>;
  busy: boolean;
  /** Sends; resolves when done, rejects with the request's error. */
  onConfirm: (data: PlayerActionReason) => Promise<unknown>;
  onClose: () => void;
}

export function ReasonDialog({ title, body, confirmLabel, schema, busy, onConfirm, onClose }: Props) {
  const form = useContractForm({ schema, initial: empty, toBody: (v) => ({ reason: v.reason.trim() }) });
  const [failure, setFailure] = useState<string | null>(null);
  const submit = form.handleSubmit((data) => {
    if (busy) return;
    setFailure(null);
    onConfirm(data).then(onClose, (error: unknown) =>
      setFailure(form.applyServerErrors(error) ? null : actionError(error)),
    );
  });
  return (
    <Dialog.Root open role="alertdialog" onOpenChange={(e) => (e.open ? undefined : onClose())}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <FormStack gap="0" onSubmit={submit}>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body display="flex" flexDirection="column" gap="3">
                <p>{body}</p>
                <FormField label={t.reason} message={form.message('reason')} required>
                  <Textarea {...form.input('reason')} rows={3} />
                </FormField>
                {failure ? (
                  <Text color="fg.error" role="alert">
                    {failure}
                  </Text>
                ) : null}
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose}>
                  {t.cancel}
                </Button>
                <Button type="submit" colorPalette="red" loading={busy}>
                  {confirmLabel}
                </Button>
              </Dialog.Footer>
            </FormStack>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t.cancel} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
