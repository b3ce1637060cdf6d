// A report's escalation or resolution: a note checked by the operation's generated validator,
// a 422 under the field, the server's words otherwise; what was typed stays on a failure.
import { Button, CloseButton, Dialog, Portal, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import type { PlayerReportNote } from '../../../api/generated/model/playerReportNote';
import type { ContractSchema } from '../../../components/form/contract-messages';
import { FormField } from '../../../components/form/form-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import { FormStack } from '../../../components/ui/form-stack';
import { actionError } from '../action-error';
import { reportTexts as t } from '../texts';

const empty = { note: '' };

interface Props {
  title: string;
  body: string;
  confirmLabel: string;
  schema: ContractSchema<unknown>;
  busy: boolean;
  onConfirm: (data: PlayerReportNote) => Promise<unknown>;
  onClose: () => void;
}

export function NoteDialog({ title, body, confirmLabel, schema, busy, onConfirm, onClose }: Props) {
  const form = useContractForm({ schema, initial: empty, toBody: (v) => ({ note: v.note.trim() }) });
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
                <FormField label={t.note} message={form.message('note')} required>
                  <Textarea {...form.input('note')} rows={3} />
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
                <Button type="submit" colorPalette="brand" loading={busy}>
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
