// A note in the call's history, with the radio's ten-codes as quick inputs: choosing one adds
// "10-97 (Am Einsatzort)" to the text. Checked by the contract's validator; sent once; kept as
// the call's draft until sent.
import { Button, HStack, NativeSelect, Textarea } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useAddVcadCallNote } from '../../../api/generated/endpoints/vcad/vcad';
import { AddVcadCallNoteBody } from '../../../api/generated/zod/vcad/vcad.zod';
import { defineDraft } from '../../../components/form/draft';
import { FormField } from '../../../components/form/form-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import { FormStack } from '../../../components/ui/form-stack';
import { describeError } from '../../../lib/describe-error';
import { callChanged, tenCodesOptions } from '../queries';
import { vcadTexts } from '../texts';

const t = vcadTexts.call;
const empty = { text: '' };

export function NoteForm({ callId }: { callId: number }) {
  const client = useQueryClient();
  const codes = useQuery(tenCodesOptions()).data?.items ?? [];
  const [failure, setFailure] = useState<string | null>(null);
  const draft = useMemo(() => defineDraft(`draft.vcad.call.${callId}.note`, empty), [callId]);
  const form = useContractForm({
    schema: AddVcadCallNoteBody,
    initial: empty,
    draft,
    toBody: (v) => ({ text: v.text.trim() }),
  });
  const note = useAddVcadCallNote({
    mutation: {
      onSuccess: () => form.reset(),
      onError: (error) => setFailure(form.applyServerErrors(error) ? null : describeError(error)),
      onSettled: () => callChanged(client, callId),
    },
  });
  const submit = form.handleSubmit((data) => {
    setFailure(null);
    if (!note.isPending) note.mutate({ id: callId, data });
  });
  const insert = (code: string) => {
    const found = codes.find((c) => c.code === code);
    if (!found) return;
    const text = form.values.text;
    form.set('text', `${text}${text && !text.endsWith(' ') ? ' ' : ''}${found.code} (${found.meaning}) `);
  };
  return (
    <FormStack gap="2" onSubmit={submit} aria-label={t.noteSubmit}>
      <FormField label={t.note} message={form.message('text') ?? failure ?? undefined}>
        <Textarea {...form.input('text')} rows={2} />
      </FormField>
      <HStack gap="2" wrap="wrap">
        <NativeSelect.Root size="sm" maxW="18rem">
          <NativeSelect.Field aria-label={t.tenCode} value="" onChange={(e) => insert(e.target.value)}>
            <option value="">{t.tenCodeNone}</option>
            {codes.map((c) => (
              <option key={c.code} value={c.code}>
                {c.code} {c.meaning}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Button type="submit" size="sm" loading={note.isPending}>
          {t.noteSubmit}
        </Button>
      </HStack>
    </FormStack>
  );
}
