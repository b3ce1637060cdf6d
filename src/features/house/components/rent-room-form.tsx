// Renting a room at an offered rent: the periods paid in advance, with the total, sent with an
// Idempotency-Key that stays the same while the values do (a double click or a retry after a
// timeout never pays twice). Used by an opened house's rent tab and by the free-rooms list.
// A failure shows under the form, or goes to `onFailure` when the caller shows it elsewhere
// (the free-rooms list, where the house may leave the list after a refusal).
import { Box, Button, HStack, Input } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useRentHouseRoom } from '../../../api/generated/endpoints/house/house';
import type { RentContract } from '../../../api/generated/model/rentContract';
import type { RentRequest } from '../../../api/generated/model/rentRequest';
import { RentHouseRoomBody } from '../../../api/generated/zod/house/house.zod';
import { defineDraft } from '../../../components/form/draft';
import { FormField } from '../../../components/form/form-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import { FormStack } from '../../../components/ui/form-stack';
import { describeError } from '../../../lib/describe-error';
import { useIdempotencyKey } from '../../../lib/idempotency';
import { formatMoney } from '../../../lib/format';
import { houseChanged } from '../queries';
import { houseTexts } from '../texts';
import { Failure } from './common';

const t = houseTexts.rent;

interface RentRoomFormProps {
  houseId: number;
  /** The offered rent the character accepts (a changed offer is refused with 409). */
  rent: number;
  submitLabel: string;
  label?: string;
  /** Lines above the field (the offer, its note). */
  children?: ReactNode;
  onRented: (contract: RentContract) => void;
  /** Where a failure goes instead of under the form (null: none any more). */
  onFailure?: (text: string | null) => void;
  /** Shown beside the submit button; the form takes the focus when it has one (it replaced a button). */
  onCancel?: () => void;
}

export function RentRoomForm({
  houseId,
  rent,
  submitLabel,
  label,
  children,
  onRented,
  onFailure,
  onCancel,
}: RentRoomFormProps) {
  const client = useQueryClient();
  const attempt = useIdempotencyKey(`house.rentRoom.${houseId}`);
  const [ownFailure, setOwnFailure] = useState<string | null>(null);
  const fail = onFailure ?? setOwnFailure;
  const periodsField = useRef<HTMLInputElement>(null);
  const opened = useRef(onCancel !== undefined);
  useEffect(() => {
    if (opened.current) periodsField.current?.focus();
  }, []);
  // The periods survive a reload or a 401, per house (the offer itself comes from the server).
  const draft = useMemo(() => defineDraft(`draft.house.rentRoom.${houseId}`, { periods: '1' }), [houseId]);
  const form = useContractForm({
    schema: RentHouseRoomBody,
    initial: { periods: '1' },
    draft,
    toBody: (v) =>
      ({ acceptedRent: rent, periods: v.periods.trim() === '' ? undefined : Number(v.periods) }) as RentRequest,
  });
  const mutation = useRentHouseRoom({
    mutation: {
      onSuccess: (contract) => {
        form.reset();
        onRented(contract);
      },
      onError: (error) => fail(form.applyServerErrors(error) ? null : describeError(error)),
      onSettled: (_d, error) => {
        // A timeout may have rented: the retry keeps its key; an answer ends the attempt.
        attempt.settle(error ?? undefined);
        return houseChanged(client);
      },
    },
  });
  const submit = form.handleSubmit((data) => {
    if (mutation.isPending) return;
    fail(null);
    mutation.mutate({ houseId, data, headers: { 'Idempotency-Key': attempt.keyFor(data) } });
  });
  const periods = Number(form.values.periods) || 0;
  return (
    <FormStack onSubmit={submit} maxW="24rem" aria-label={label}>
      {children}
      <FormField
        label={t.periods}
        message={form.message('periods')}
        helper={periods > 0 ? t.total(formatMoney(periods * rent)) : undefined}
      >
        <Input ref={periodsField} {...form.input('periods')} inputMode="numeric" autoComplete="off" />
      </FormField>
      {onFailure ? null : <Failure text={ownFailure} />}
      <Box>
        <HStack gap="2">
          <Button type="submit" size="sm" colorPalette="brand" loading={mutation.isPending}>
            {submitLabel}
          </Button>
          {onCancel ? (
            <Button
              type="button"
              size="sm"
              variant="outline"
              onClick={() => {
                form.reset();
                onCancel();
              }}
              disabled={mutation.isPending}
            >
              {houseTexts.cancel}
            </Button>
          ) : null}
        </HStack>
      </Box>
    </FormStack>
  );
}
