// The advert line of a building [Werbezeile]: everyone sees it; who may manage prices changes
// text and state. The contract's validator (SetBuildingAdLineBody: 1–150 characters), a 422
// under the field, a 409 (changed less than 10 minutes ago) said under the form, the text kept
// in a draft per building, no second send.
import { Box, Button, Checkbox, Heading, HStack, Input, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import {
  getGetBuildingAdLineQueryKey,
  getGetBuildingAdLineQueryOptions,
  useSetBuildingAdLine,
} from '../../../api/generated/endpoints/building/building';
import type { Building } from '../../../api/generated/model/building';
import type { OrgAdLineUpdate } from '../../../api/generated/model/orgAdLineUpdate';
import { SetBuildingAdLineBody } from '../../../api/generated/zod/building/building.zod';
import { useCan } from '../../../api/permissions';
import { notifier } from '../../../components/feedback/toaster';
import { defineDraft } from '../../../components/form/draft';
import { FormField } from '../../../components/form/form-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import { FormStack } from '../../../components/ui/form-stack';
import { QueryState } from '../../../components/views/query-state';
import { describeError } from '../../../lib/describe-error';
import { buildingTexts } from '../texts';

const t = buildingTexts.adLine;
const empty = { text: '', active: true };
type Values = typeof empty;
const toBody = (v: Values) => ({ text: v.text.trim(), active: v.active }) as OrgAdLineUpdate;

export function AdLineForm({ building }: { building: Building }) {
  const line = useQuery(getGetBuildingAdLineQueryOptions(building.id));
  const canEdit = useCan('setBuildingAdLine', { org: building });
  return (
    <Box as="section" aria-labelledby={`adline-${building.id}`}>
      <Heading as="h3" size="sm" id={`adline-${building.id}`} mb="2">
        {t.heading}
      </Heading>
      <QueryState query={line} pendingMinH="2rem">
        {(current) => (
          <Text data-testid="ad-line" color={current.active ? undefined : 'fg.muted'}>
            „{current.text}“ {current.active ? '' : `(${t.inactive})`}
          </Text>
        )}
      </QueryState>
      {canEdit ? <AdLineEdit buildingId={building.id} /> : null}
    </Box>
  );
}

function AdLineEdit({ buildingId }: { buildingId: number }) {
  const client = useQueryClient();
  const draft = useMemo(() => defineDraft(`draft.building.adline.${buildingId}`, empty), [buildingId]);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useContractForm({ schema: SetBuildingAdLineBody, initial: empty, draft, toBody });
  const save = useSetBuildingAdLine({
    mutation: {
      onSuccess: (stored) => {
        form.reset();
        client.setQueryData(getGetBuildingAdLineQueryKey(buildingId), stored);
        notifier.create({ title: t.saved, type: 'success' });
      },
      onError: (error) => setFailure(form.applyServerErrors(error) ? null : describeError(error)),
      onSettled: () => client.invalidateQueries({ queryKey: getGetBuildingAdLineQueryKey(buildingId) }),
    },
  });
  const submit = form.handleSubmit((data) => {
    if (save.isPending) return;
    setFailure(null);
    save.mutate({ buildingId, data });
  });
  return (
    <FormStack onSubmit={submit} mt="2" maxW="36rem">
      <FormField label={t.text} message={form.message('text')}>
        <Input {...form.input('text')} />
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
      <HStack>
        <Button type="submit" size="sm" variant="outline" loading={save.isPending}>
          {t.submit}
        </Button>
      </HStack>
    </FormStack>
  );
}
