// ?view=patients&tab=catalogue: the service catalogue [Leistungskatalog] the treatments pick from
// and bill by. Every medic reads it; with manageMedicalCatalogue a service is added, changed
// (name, category, price, active) and deleted after a confirmation (the server deactivates a
// service that was billed already, so old invoices keep their lines).
import { Box, Button, Checkbox, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  useCreateVcomTreatmentService,
  useDeleteVcomTreatmentService,
  useUpdateVcomTreatmentService,
} from '../../../api/generated/endpoints/vcom/vcom';
import type { VcomTreatmentService } from '../../../api/generated/model/vcomTreatmentService';
import type { VcomTreatmentServiceCategory } from '../../../api/generated/model/vcomTreatmentServiceCategory';
import type { VcomTreatmentServiceInput } from '../../../api/generated/model/vcomTreatmentServiceInput';
import {
  CreateVcomTreatmentServiceBody,
  UpdateVcomTreatmentServiceBody,
} from '../../../api/generated/zod/vcom/vcom.zod';
import { notifier } from '../../../components/feedback/toaster';
import { defineDraft, useServerDraft } from '../../../components/form/draft';
import { FormField } from '../../../components/form/form-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { describeError } from '../../../lib/describe-error';
import { formatMoney } from '../../../lib/format';
import { FormCard, QueryList, Section } from '../components/section';
import { catalogueChanged, catalogueOptions } from './queries';
import { LabelSelect } from './label-select';
import { medTexts } from './texts';

const t = medTexts.catalogue;
const c = medTexts.common;
const categories = medTexts.serviceCategories;

const empty = { name: '', category: 'care', price: '', active: true };
type Values = typeof empty;
const newDraft = defineDraft('draft.vcom.service', empty);
const toBody = (v: Values): VcomTreatmentServiceInput => ({
  name: v.name.trim(),
  category: v.category as VcomTreatmentServiceCategory,
  price: v.price.trim() === '' ? Number.NaN : Number(v.price),
  active: v.active,
});

function ServiceForm({ service, onDone }: { service?: VcomTreatmentService; onDone: () => void }) {
  const client = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const initial: Values = service
    ? { name: service.name, category: service.category, price: String(service.price), active: service.active }
    : empty;
  const editDraft = useServerDraft(`draft.vcom.service.${service?.id ?? 0}`, initial);
  const form = useContractForm({
    schema: service ? UpdateVcomTreatmentServiceBody : CreateVcomTreatmentServiceBody,
    initial,
    draft: service ? editDraft : newDraft,
    toBody,
  });
  const settle = {
    onSuccess: () => {
      form.reset();
      notifier.create({ title: t.saved, type: 'success' as const });
      onDone();
    },
    onError: (error: unknown) => setFailure(form.applyServerErrors(error) ? null : describeError(error)),
    onSettled: () => catalogueChanged(client),
  };
  const create = useCreateVcomTreatmentService({ mutation: settle });
  const update = useUpdateVcomTreatmentService({ mutation: settle });
  const submit = form.handleSubmit((data) => {
    setFailure(null);
    if (service) update.mutate({ id: service.id, data });
    else create.mutate({ data });
  });
  return (
    <FormCard
      id={`vcom-service-form-${service?.id ?? 'new'}`}
      title={service ? t.editHeading : t.addHeading}
      onSubmit={submit}
      submitLabel={t.save}
      busy={create.isPending || update.isPending}
      busyLabel={c.saving}
      cancelLabel={c.cancel}
      onCancel={() => {
        form.reset();
        onDone();
      }}
      failure={failure}
    >
      <FormField label={t.name} message={form.message('name')} required>
        <Input {...form.input('name')} />
      </FormField>
      <FormField label={t.category} message={form.message('category')}>
        <LabelSelect value={form.values.category} onChange={(v) => form.set('category', v)} labels={categories} />
      </FormField>
      <FormField label={t.price} message={form.message('price')} required>
        <Input {...form.input('price')} type="number" min={0} inputMode="numeric" />
      </FormField>
      <Checkbox.Root checked={form.values.active} onCheckedChange={(e) => form.set('active', e.checked === true)}>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{t.active}</Checkbox.Label>
      </Checkbox.Root>
    </FormCard>
  );
}

export function CatalogueTab({ manage }: { manage: boolean }) {
  const client = useQueryClient();
  const list = useQuery(catalogueOptions());
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<VcomTreatmentService | null>(null);
  const remove = useDeleteVcomTreatmentService({
    mutation: {
      onSuccess: (result) => {
        notifier.create({ title: result.message ?? t.saved, type: 'success' });
        setDeleting(null);
      },
      onError: (error) => notifier.create({ title: describeError(error), type: 'error' }),
      onSettled: () => catalogueChanged(client),
    },
  });
  return (
    <Section
      id="vcom-catalogue"
      title={t.heading}
      plain
      action={
        manage && !adding ? (
          <Button variant="outline" size="sm" onClick={() => setAdding(true)}>
            {t.add}
          </Button>
        ) : null
      }
    >
      <Stack gap="3" mt="3">
        {adding ? <ServiceForm onDone={() => setAdding(false)} /> : null}
        <QueryList
          query={list}
          empty={t.empty}
          gap="2"
          renderItem={(s) =>
            editing === s.id ? (
              <li key={s.id}>
                <ServiceForm service={s} onDone={() => setEditing(null)} />
              </li>
            ) : (
              <Box as="li" key={s.id} borderWidth="1px" borderRadius="md" p="3">
                <HStack justify="space-between" wrap="wrap" gap="2">
                  <HStack gap="3" wrap="wrap">
                    <Text fontWeight="semibold">{s.name}</Text>
                    <Text color="fg.muted">{categories[s.category]}</Text>
                    <Text fontWeight="bold">{formatMoney(s.price)}</Text>
                    {s.active ? null : <Text color="fg.muted">({t.inactive})</Text>}
                  </HStack>
                  {manage ? (
                    <HStack gap="1">
                      <Button size="xs" variant="ghost" aria-label={t.edit(s.name)} onClick={() => setEditing(s.id)}>
                        {t.editShort}
                      </Button>
                      <Button
                        size="xs"
                        variant="ghost"
                        colorPalette="red"
                        aria-label={t.remove(s.name)}
                        onClick={() => setDeleting(s)}
                      >
                        {t.removeShort}
                      </Button>
                    </HStack>
                  ) : null}
                </HStack>
              </Box>
            )
          }
        />
        <ConfirmDialog
          open={deleting !== null}
          title={deleting ? t.confirmTitle(deleting.name) : ''}
          body={t.confirmBody}
          confirmLabel={t.confirm}
          cancelLabel={c.keep}
          busy={remove.isPending}
          onConfirm={() => {
            if (deleting) remove.mutate({ id: deleting.id });
          }}
          onClose={() => setDeleting(null)}
        />
      </Stack>
    </Section>
  );
}
