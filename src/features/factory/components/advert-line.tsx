// The advert line [Werbezeile]: one line on the start page's adverts. With the right "Preise
// und Werbung": text and "show" saved (SetFactoryAdLineBody, 422 under the field, draft kept;
// the server allows a change every 10 minutes), removed after a confirmation. A company
// without a line answers 404: that is "no line yet", not an error.
import { Box, Button, Checkbox, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { isAxiosError } from 'axios';
import { useMemo, useState } from 'react';
import {
  getGetFactoryAdLineQueryKey,
  getGetFactoryAdLineQueryOptions,
  useDeleteFactoryAdLine,
  useSetFactoryAdLine,
} from '../../../api/generated/endpoints/factory/factory';
import type { Factory } from '../../../api/generated/model/factory';
import type { OrgAdLine } from '../../../api/generated/model/orgAdLine';
import { SetFactoryAdLineBody, setFactoryAdLineBodyTextMax } from '../../../api/generated/zod/factory/factory.zod';
import { useCan } from '../../../api/permissions';
import { notifier } from '../../../components/feedback/toaster';
import { defineDraft } from '../../../components/form/draft';
import { FormField } from '../../../components/form/form-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormStack } from '../../../components/ui/form-stack';
import { QueryState } from '../../../components/views/query-state';
import { describeError } from '../../../lib/describe-error';
import { formatDateTime } from '../../../lib/format';
import { factoryTexts } from '../texts';

const t = factoryTexts.advert;
const missing = (error: unknown) => isAxiosError(error) && error.response?.status === 404;

function Editor({ company, line }: { company: Factory; line: OrgAdLine | null }) {
  const client = useQueryClient();
  const empty = { text: line?.text ?? '', active: line?.active ?? true };
  // One draft per company and stored line: its empty values are that line, so a new line
  // (saved here or elsewhere) is a new draft, not the old key with other defaults.
  const draft = useMemo(
    () => defineDraft(`draft.factory.adline.${company.id}.${line?.updatedAt ?? 'none'}`, empty),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one draft per company and line
    [company.id, line?.updatedAt],
  );
  const [failure, setFailure] = useState<string | null>(null);
  const [removing, setRemoving] = useState(false);
  const form = useContractForm({
    schema: SetFactoryAdLineBody,
    initial: empty,
    draft,
    toBody: (v: typeof empty) => ({ text: v.text.trim(), active: v.active }),
  });
  const key = getGetFactoryAdLineQueryKey(company.id);
  const save = useSetFactoryAdLine({
    mutation: {
      onSuccess: (stored) => {
        client.setQueryData(key, stored);
        form.reset({ text: stored.text, active: stored.active });
        notifier.create({ title: t.saved, type: 'success' });
      },
      onError: (error) => setFailure(form.applyServerErrors(error) ? null : describeError(error)),
    },
  });
  const remove = useDeleteFactoryAdLine({
    mutation: {
      onSuccess: () => {
        form.reset({ text: '', active: true });
        notifier.create({ title: t.removed, type: 'success' });
      },
      onError: (error) => notifier.create({ title: describeError(error), type: 'error' }),
      onSettled: () => client.invalidateQueries({ queryKey: key }),
    },
  });
  const submit = form.handleSubmit((data) => {
    if (save.isPending) return;
    setFailure(null);
    save.mutate({ factoryId: company.id, data });
  });
  return (
    <FormStack onSubmit={submit}>
      <FormField
        label={t.text}
        message={form.message('text')}
        helper={`${form.values.text.length} / ${setFactoryAdLineBodyTextMax}`}
      >
        <Textarea rows={2} {...form.input('text')} />
      </FormField>
      <Checkbox.Root checked={form.values.active} onCheckedChange={(e) => form.set('active', e.checked === true)}>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{t.active}</Checkbox.Label>
      </Checkbox.Root>
      {failure ? (
        <Text color="fg.error" role="alert">
          {failure}
        </Text>
      ) : null}
      <HStack gap="2" wrap="wrap">
        <Button type="submit" size="sm" colorPalette="brand" loading={save.isPending}>
          {t.save}
        </Button>
        {line ? (
          <Button
            size="sm"
            variant="outline"
            colorPalette="red"
            loading={remove.isPending}
            onClick={() => setRemoving(true)}
          >
            {t.remove}
          </Button>
        ) : null}
      </HStack>
      <ConfirmDialog
        open={removing}
        title={t.confirmRemove}
        body={t.confirmRemoveBody}
        confirmLabel={t.remove}
        cancelLabel={factoryTexts.cancel}
        onClose={() => setRemoving(false)}
        onConfirm={() => {
          setRemoving(false);
          if (!remove.isPending) remove.mutate({ factoryId: company.id });
        }}
      />
    </FormStack>
  );
}

export function AdvertLine({ company }: { company: Factory }) {
  const query = useQuery({ ...getGetFactoryAdLineQueryOptions(company.id), retry: false });
  const canEdit = useCan('setFactoryAdLine', { org: { myRights: company.myRights, myRole: company.myRole } });
  const none = query.isError && missing(query.error);
  const shown = none ? { ...query, data: null as OrgAdLine | null, isError: false } : query;
  return (
    <Stack gap="3" as="section" aria-label={t.heading}>
      <Text fontSize="sm" color="fg.muted">
        {t.intro}
      </Text>
      <QueryState query={shown} pendingMinH="10rem">
        {(line) => (
          <Stack gap="3">
            {line ? (
              <Box borderWidth="1px" borderRadius="md" p="2" data-testid="factory-adline">
                <Text fontWeight="medium">{line.text}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {line.active ? (line.expiresAt ? t.shownUntil(formatDateTime(line.expiresAt)) : '') : t.inactive}
                </Text>
              </Box>
            ) : (
              <Text color="fg.muted">{t.none}</Text>
            )}
            {canEdit ? <Editor key={line?.updatedAt ?? 'none'} company={company} line={line} /> : null}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
