// An action on a record that asks for confirmation and one text (a kick's or an unban's reason,
// a report's escalation or resolution note): the text is checked by the operation's generated
// validator, a 422 lands under the field, the server's words (a game server's 503) otherwise;
// what was typed stays on a failure and the button waits while the request runs. The text is a
// draft per target (survives a reload); success and cancel drop it.
import { Textarea } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import type { ContractSchema } from '../../../components/form/contract-messages';
import { defineDraft } from '../../../components/form/draft';
import { FormDialog } from '../../../components/form/form-dialog';
import { FormField } from '../../../components/form/form-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import { actionError } from '../action-error';

interface Props<F extends string> {
  title: string;
  body: string;
  /** The body's one field (`reason`, `note`) and its label. */
  field: F;
  fieldLabel: string;
  confirmLabel: string;
  cancelLabel: string;
  tone?: 'danger' | 'default';
  /** The draft's storage key, with the target's id in it (`draft.acp.player.4711.kick`). */
  draft: string;
  schema: ContractSchema<unknown>;
  busy: boolean;
  /** Sends; resolves when done, rejects with the request's error. */
  onConfirm: (data: Record<F, string>) => Promise<unknown>;
  onClose: () => void;
}

export function ReasonDialog<F extends string>(props: Props<F>) {
  const { field, schema, busy, onConfirm, onClose } = props;
  const initial = { [field]: '' } as Record<F, string>;
  // `initial` is fully described by `field`.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const draft = useMemo(() => defineDraft(props.draft, initial), [props.draft, field]);
  const form = useContractForm({
    schema,
    initial,
    draft,
    toBody: (v: Record<F, string>) => ({ [field]: v[field].trim() }) as Record<F, string>,
  });
  const [failure, setFailure] = useState<string | null>(null);
  const submit = form.handleSubmit((data) => {
    if (busy) return;
    setFailure(null);
    onConfirm(data).then(
      () => {
        form.reset();
        onClose();
      },
      (error: unknown) => setFailure(form.applyServerErrors(error) ? null : actionError(error)),
    );
  });
  // Cancel (button, Escape, close) drops the draft; closing the page keeps it.
  const cancel = () => {
    form.reset();
    onClose();
  };
  return (
    <FormDialog
      title={props.title}
      body={props.body}
      confirmLabel={props.confirmLabel}
      cancelLabel={props.cancelLabel}
      tone={props.tone}
      busy={busy}
      failure={failure}
      onSubmit={submit}
      onClose={cancel}
    >
      <FormField label={props.fieldLabel} message={form.message(field)} required>
        <Textarea {...form.input(field)} rows={3} />
      </FormField>
    </FormDialog>
  );
}
