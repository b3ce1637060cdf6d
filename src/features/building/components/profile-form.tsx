// The building's description (the owner edits it): shown to everyone who opens the building;
// the contract's validator (UpdateBuildingBody: up to 1000 characters), a 422 under the field,
// the text kept in a draft per building, no second send.
import { Box, Button, Heading, HStack, Text, Textarea } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { getGetBuildingQueryKey, useUpdateBuilding } from '../../../api/generated/endpoints/building/building';
import type { Building } from '../../../api/generated/model/building';
import type { BuildingUpdateRequest } from '../../../api/generated/model/buildingUpdateRequest';
import { UpdateBuildingBody } from '../../../api/generated/zod/building/building.zod';
import { notifier } from '../../../components/feedback/toaster';
import { defineDraft } from '../../../components/form/draft';
import { FormField } from '../../../components/form/form-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import { FormStack } from '../../../components/ui/form-stack';
import { describeError } from '../../../lib/describe-error';
import { buildingChanged } from '../queries';
import { buildingTexts } from '../texts';

const t = buildingTexts.profile;
const empty = { description: '' };
type Values = typeof empty;
const toBody = (v: Values) => ({ description: v.description.trim() }) as BuildingUpdateRequest;

export function ProfileForm({ building }: { building: Building }) {
  const client = useQueryClient();
  const draft = useMemo(() => defineDraft(`draft.building.profile.${building.id}`, empty), [building.id]);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useContractForm({ schema: UpdateBuildingBody, initial: empty, draft, toBody });
  const save = useUpdateBuilding({
    mutation: {
      onSuccess: (changed) => {
        form.reset();
        client.setQueryData(getGetBuildingQueryKey(building.id), changed);
        notifier.create({ title: t.saved, type: 'success' });
      },
      onError: (error) => setFailure(form.applyServerErrors(error) ? null : describeError(error)),
      onSettled: () => buildingChanged(client, building.id),
    },
  });
  const submit = form.handleSubmit((data) => {
    if (save.isPending) return;
    setFailure(null);
    save.mutate({ buildingId: building.id, data });
  });
  return (
    <Box as="section" aria-labelledby={`profile-${building.id}`} maxW="36rem">
      <Heading as="h3" size="sm" id={`profile-${building.id}`} mb="2">
        {t.heading}
      </Heading>
      <FormStack onSubmit={submit}>
        <FormField label={t.description} message={form.message('description')}>
          <Textarea {...form.input('description')} rows={3} placeholder={building.description} />
        </FormField>
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
    </Box>
  );
}
