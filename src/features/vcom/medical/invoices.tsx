// A patient's invoices with their status; an open one can be cancelled (manageMedicalCatalogue),
// after a confirmation that asks for the reason the contract requires.
import { Box, Button, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useCancelVcomMedicalInvoice } from '../../../api/generated/endpoints/vcom/vcom';
import type { VcomCitizenRef } from '../../../api/generated/model/vcomCitizenRef';
import type { VcomMedicalInvoice } from '../../../api/generated/model/vcomMedicalInvoice';
import { notifier } from '../../../components/feedback/toaster';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { QueryState } from '../../../components/views/query-state';
import { StatusBadge } from '../../../components/views/status-badge';
import { describeError } from '../../../lib/describe-error';
import { formatDate, formatMoney } from '../../../lib/format';
import { vcomMedicalTexts } from '../texts';
import { patientChanged, patientInvoicesOptions } from './queries';

const t = vcomMedicalTexts.invoices;

export function InvoicesSection({ patient, manage }: { patient: VcomCitizenRef; manage: boolean }) {
  const client = useQueryClient();
  const list = useQuery(patientInvoicesOptions(patient.name));
  const [cancelling, setCancelling] = useState<VcomMedicalInvoice | null>(null);
  const cancel = useCancelVcomMedicalInvoice({
    mutation: {
      onSuccess: (invoice) => {
        notifier.create({ title: t.cancelled(invoice.number), type: 'success' });
        setCancelling(null);
      },
      onError: (error) => notifier.create({ title: describeError(error), type: 'error' }),
      onSettled: () => patientChanged(client, patient.id),
    },
  });
  return (
    <Stack as="section" aria-labelledby="vcom-invoices" gap="3">
      <Heading as="h3" size="md" id="vcom-invoices">
        {t.heading}
      </Heading>
      <QueryState
        query={list}
        // The search is by name: another patient of the same name is not this one's invoice.
        isEmpty={(d) => d.items.every((i) => i.patient.id !== patient.id)}
        empty={t.empty}
      >
        {(data) => (
          <Stack as="ul" gap="1" listStyleType="none" m="0" p="0">
            {data.items
              .filter((i) => i.patient.id === patient.id)
              .map((i) => (
                <Box as="li" key={i.id} borderWidth="1px" borderRadius="md" p="2">
                  <HStack justify="space-between" wrap="wrap" gap="2">
                    <HStack gap="3" wrap="wrap">
                      <Text fontWeight="semibold">{i.number}</Text>
                      <Text>{formatDate(i.issuedAt)}</Text>
                      <Text fontWeight="bold">{formatMoney(i.amount)}</Text>
                      <StatusBadge
                        value={i.status}
                        labels={vcomMedicalTexts.invoiceStates}
                        palettes={{ open: 'orange', paid: 'green', cancelled: 'gray' }}
                      />
                    </HStack>
                    {manage && i.status === 'open' ? (
                      <Button
                        size="xs"
                        variant="outline"
                        aria-label={t.cancel(i.number)}
                        onClick={() => setCancelling(i)}
                      >
                        {t.cancelShort}
                      </Button>
                    ) : null}
                  </HStack>
                </Box>
              ))}
          </Stack>
        )}
      </QueryState>
      <ConfirmDialog
        open={cancelling !== null}
        title={cancelling ? t.confirmTitle(cancelling.number) : ''}
        body={t.confirmBody}
        confirmLabel={t.confirm}
        cancelLabel={t.keep}
        busy={cancel.isPending}
        reason={{ label: t.reason, required: true, maxLength: 1000 }}
        draftName={cancelling ? `draft.vcom.medicalInvoice.${cancelling.id}.cancel` : undefined}
        onConfirm={(reason) => {
          if (cancelling) return cancel.mutateAsync({ id: cancelling.id, data: { reason: reason ?? '' } });
        }}
        onClose={() => setCancelling(null)}
      />
    </Stack>
  );
}
