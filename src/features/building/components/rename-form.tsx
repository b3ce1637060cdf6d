// The owner renames the building: the contract's validator (RenameBuildingBody: 3–80
// characters), a taken name answers 409 (said under the form), a 422 lands under the field, the
// typed name stays in a draft per building, and a pending send cannot be sent again.
import { Box, Button, Heading, HStack, Input, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useRenameBuilding } from '../../../api/generated/endpoints/building/building';
import type { Building } from '../../../api/generated/model/building';
import type { OrgRenameRequest } from '../../../api/generated/model/orgRenameRequest';
import { RenameBuildingBody } from '../../../api/generated/zod/building/building.zod';
import { notifier } from '../../../components/feedback/toaster';
import { defineDraft } from '../../../components/form/draft';
import { FormField } from '../../../components/form/form-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import { FormStack } from '../../../components/ui/form-stack';
import { describeError } from '../../../lib/describe-error';
import { buildingChanged } from '../queries';
import { buildingTexts } from '../texts';

const t = buildingTexts.rename;
const empty = { name: '' };
type Values = typeof empty;
const toBody = (v: Values) => ({ name: v.name.trim() }) as OrgRenameRequest;

export function RenameForm({ building }: { building: Building }) {
  const client = useQueryClient();
  const draft = useMemo(() => defineDraft(`draft.building.rename.${building.id}`, empty), [building.id]);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useContractForm({ schema: RenameBuildingBody, initial: empty, draft, toBody });
  const rename = useRenameBuilding({
    mutation: {
      onSuccess: (renamed) => {
        form.reset();
        notifier.create({ title: t.done(renamed.name), type: 'success' });
      },
      onError: (error) => setFailure(form.applyServerErrors(error) ? null : describeError(error)),
      onSettled: () => buildingChanged(client, building.id),
    },
  });
  const submit = form.handleSubmit((data) => {
    if (rename.isPending) return;
    setFailure(null);
    rename.mutate({ buildingId: building.id, data });
  });
  return (
    <Box as="section" aria-labelledby={`rename-${building.id}`} maxW="32rem">
      <Heading as="h3" size="sm" id={`rename-${building.id}`} mb="2">
        {t.heading}
      </Heading>
      <FormStack onSubmit={submit}>
        <FormField label={t.name} message={form.message('name')}>
          <Input {...form.input('name')} placeholder={building.name} />
        </FormField>
        {failure ? (
          <Text color="fg.error" role="alert">
            {failure}
          </Text>
        ) : null}
        <HStack>
          <Button type="submit" size="sm" variant="outline" loading={rename.isPending}>
            {t.submit}
          </Button>
        </HStack>
      </FormStack>
    </Box>
  );
}
