// Give a character a key: find them by name, pick, send. The body is checked by the contract's
// validator (GrantVehicleOwnAccessBody); a 422 lands under the picker, what was picked stays
// (a draft per vehicle: across a failed send, a 401 and a reload), and a pending send
// cannot be sent again.
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { usePeopleSearch } from '../../../api/people-search';
import { useGrantVehicleOwnAccess } from '../../../api/generated/endpoints/vehicle/vehicle';
import type { VehicleAccessGrant } from '../../../api/generated/model/vehicleAccessGrant';
import type { VehicleDetails } from '../../../api/generated/model/vehicleDetails';
import { GrantVehicleOwnAccessBody } from '../../../api/generated/zod/vehicle/vehicle.zod';
import { notifier } from '../../../components/feedback/toaster';
import { defineDraft } from '../../../components/form/draft';
import { FormSection } from '../../../components/form/form-section';
import { useContractForm } from '../../../components/form/use-contract-form';
import { CharacterPicker } from '../../../components/org/character-picker';
import { describeError } from '../../../lib/describe-error';
import { accessChanged } from '../queries';
import { vehicleTexts } from '../texts';

const t = vehicleTexts.access;
const empty = { playerId: 0, name: '' };
type GrantValues = typeof empty;

const toBody = (v: GrantValues) => ({ playerId: v.playerId > 0 ? v.playerId : undefined }) as VehicleAccessGrant;

export function GrantAccessForm({ vehicle, holders }: { vehicle: VehicleDetails; holders: readonly number[] }) {
  const client = useQueryClient();
  const draft = useMemo(() => defineDraft(`draft.vehicle.grant.${vehicle.id}`, empty), [vehicle.id]);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useContractForm({
    schema: GrantVehicleOwnAccessBody,
    initial: empty,
    draft,
    toBody,
    messages: { playerId: { required: t.pickFirst, tooSmall: t.pickFirst } },
  });
  const grant = useGrantVehicleOwnAccess({
    mutation: {
      onSuccess: (entry) => {
        form.reset();
        notifier.create({ title: t.granted(entry.player.name), type: 'success' });
      },
      onError: (error) => setFailure(form.applyServerErrors(error) ? null : describeError(error)),
      onSettled: () => accessChanged(client, vehicle.id),
    },
  });
  const submit = form.handleSubmit((data) => {
    if (grant.isPending) return;
    setFailure(null);
    grant.mutate({ vehicleId: vehicle.id, data });
  });
  const unavailable = Object.fromEntries(holders.map((id) => [id, t.hasKey]));
  const picked = form.values.playerId > 0 ? { id: form.values.playerId, name: form.values.name } : null;

  return (
    <FormSection
      id={`grant-${vehicle.id}`}
      heading={t.grantHeading}
      level="h4"
      submitLabel={t.grant}
      busy={grant.isPending}
      failure={failure}
      onSubmit={submit}
    >
      <CharacterPicker
        label={t.person}
        value={picked}
        onChange={(person) => {
          form.set('playerId', person?.id ?? 0);
          form.set('name', person?.name ?? '');
          form.touch('playerId');
        }}
        useMatches={usePeopleSearch}
        unavailable={unavailable}
        message={form.message('playerId')}
      />
    </FormSection>
  );
}
