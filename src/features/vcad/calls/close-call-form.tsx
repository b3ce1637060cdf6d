// Close a call with its result and an optional report (the contract's VcadCallClose). The
// assigned units become available; the call leaves the board and stays in the history. What
// was typed is the call's draft until the call is closed.
import { Box, Button, Heading, NativeSelect, Textarea } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useCloseVcadCall } from '../../../api/generated/endpoints/vcad/vcad';
import type { VcadCall } from '../../../api/generated/model/vcadCall';
import { VcadCallOutcome } from '../../../api/generated/model/vcadCallOutcome';
import { CloseVcadCallBody } from '../../../api/generated/zod/vcad/vcad.zod';
import { notifier } from '../../../components/feedback/toaster';
import { defineDraft } from '../../../components/form/draft';
import { FormField } from '../../../components/form/form-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import { FormStack } from '../../../components/ui/form-stack';
import { describeError } from '../../../lib/describe-error';
import { applyCall, refreshBoard } from '../board/live-board';
import { callChanged, sessionOptions } from '../queries';
import { vcadTexts } from '../texts';

const t = vcadTexts.call;
const empty = { outcome: '', report: '' };

export function CloseCallForm({ call }: { call: VcadCall }) {
  const client = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const draft = useMemo(() => defineDraft(`draft.vcad.call.${call.id}.close`, empty), [call.id]);
  const form = useContractForm({
    schema: CloseVcadCallBody,
    initial: empty,
    draft,
    toBody: (v) => ({
      outcome: v.outcome as VcadCallOutcome,
      ...(v.report.trim() ? { report: v.report.trim() } : {}),
    }),
  });
  const close = useCloseVcadCall({
    mutation: {
      onSuccess: (closed) => {
        applyCall(client, call.department.id, closed);
        notifier.create({ title: t.closedToast(call.number), type: 'success' });
        form.reset();
      },
      onError: (error) => setFailure(form.applyServerErrors(error) ? null : describeError(error)),
      onSettled: () =>
        Promise.all([
          callChanged(client, call.id),
          refreshBoard(client, call.department.id),
          client.invalidateQueries({ queryKey: sessionOptions().queryKey }),
        ]),
    },
  });
  const submit = form.handleSubmit((data) => {
    setFailure(null);
    if (!close.isPending) close.mutate({ id: call.id, data });
  });
  return (
    <Box as="section" aria-labelledby="vcad-close" borderTopWidth="1px" pt="3">
      <Heading as="h3" size="sm" id="vcad-close" mb="2">
        {t.closeHeading}
      </Heading>
      <FormStack gap="2" onSubmit={submit} aria-labelledby="vcad-close">
        <FormField label={t.outcome} message={form.message('outcome')} required>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              name="outcome"
              value={form.values.outcome}
              onChange={(e) => form.set('outcome', e.target.value)}
            >
              <option value="" />
              {Object.values(VcadCallOutcome).map((o) => (
                <option key={o} value={o}>
                  {vcadTexts.outcome[o]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField label={t.report} message={form.message('report') ?? failure ?? undefined}>
          <Textarea {...form.input('report')} rows={2} />
        </FormField>
        <Button type="submit" size="sm" colorPalette="brand" alignSelf="start" loading={close.isPending}>
          {t.closeSubmit}
        </Button>
      </FormStack>
    </Box>
  );
}
