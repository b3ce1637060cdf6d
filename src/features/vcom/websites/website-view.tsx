// ?view=website: the organisation's public start page as visitors see it, and for editWebsite
// its text edited as plain text, and the news. Texts render as React text (whitespace kept),
// never as HTML: `<img onerror=…>` typed into the page shows literally. Both forms keep what was
// typed in a draft per organisation until it is sent (or the edit cancelled). Loaded on demand.
import { Box, Button, Checkbox, Heading, HStack, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import {
  getGetVcomWebsiteQueryKey,
  getGetVcomWebsiteQueryOptions,
  getListVcomWebsiteNewsQueryKey,
  getListVcomWebsiteNewsQueryOptions,
  useCreateVcomWebsiteNews,
  useDeleteVcomWebsiteNews,
  useUpdateVcomWebsite,
} from '../../../api/generated/endpoints/vcom/vcom';
import type { TeamKey } from '../../../api/generated/model/teamKey';
import type { VcomWebsite } from '../../../api/generated/model/vcomWebsite';
import type { VcomWebsiteInput } from '../../../api/generated/model/vcomWebsiteInput';
import type { VcomWebsiteNews } from '../../../api/generated/model/vcomWebsiteNews';
import type { VcomWebsiteNewsInput } from '../../../api/generated/model/vcomWebsiteNewsInput';
import { CreateVcomWebsiteNewsBody, UpdateVcomWebsiteBody } from '../../../api/generated/zod/vcom/vcom.zod';
import { notifier } from '../../../components/feedback/toaster';
import { defineDraft, useServerDraft } from '../../../components/form/draft';
import { FormField } from '../../../components/form/form-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormStack } from '../../../components/ui/form-stack';
import { QueryState } from '../../../components/views/query-state';
import { describeError } from '../../../lib/describe-error';
import { formatDate, formatDateTime } from '../../../lib/format';
import { Failure, Section } from '../components/section';
import { PublicSections, SectionsEditor } from './sections';
import { websiteTexts as t } from './texts';
import { wrappingLabel } from '../../../components/ui/wrapping-label';
import { clipText } from '../../../lib/clip-text';

const siteChanged = (client: QueryClient, team: TeamKey) =>
  Promise.all([
    client.invalidateQueries({ queryKey: getGetVcomWebsiteQueryKey(team) }),
    client.invalidateQueries({ queryKey: getListVcomWebsiteNewsQueryKey(team).slice(0, 1) }),
  ]);

function EditForm({ site, onDone }: { site: VcomWebsite; onDone: () => void }) {
  const client = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const initial = {
    title: site.title,
    slogan: site.slogan ?? '',
    about: site.about,
    contactPhone: site.contactPhone ?? '',
    recruiting: site.recruiting ?? false,
  };
  const draft = useServerDraft(`draft.vcom.websiteEdit.${site.team}`, initial);
  const form = useContractForm({
    schema: UpdateVcomWebsiteBody,
    initial,
    draft,
    // The fields the form does not show (logo, banner, colour) stay as they are: PUT replaces.
    toBody: (v): VcomWebsiteInput => ({
      ...(site.logo ? { logo: site.logo } : {}),
      ...(site.banner ? { banner: site.banner } : {}),
      ...(site.primaryColor ? { primaryColor: site.primaryColor } : {}),
      title: v.title.trim(),
      about: v.about,
      recruiting: v.recruiting,
      ...(v.slogan.trim() ? { slogan: v.slogan.trim() } : {}),
      ...(v.contactPhone.trim() ? { contactPhone: v.contactPhone.trim() } : {}),
    }),
  });
  const save = useUpdateVcomWebsite({
    mutation: {
      onSuccess: () => {
        notifier.create({ title: t.form.saved, type: 'success' });
        form.reset();
        void siteChanged(client, site.team);
        onDone();
      },
      onError: (error) => setFailure(form.applyServerErrors(error) ? null : describeError(error)),
    },
  });
  const submit = form.handleSubmit((data) => {
    setFailure(null);
    save.mutate({ team: site.team, data });
  });
  return (
    <Section id="vcom-site-edit" title={t.form.heading}>
      <FormStack gap="3" mt="3" onSubmit={submit}>
        <FormField label={t.form.title} message={form.message('title')} required>
          <Input {...form.input('title')} />
        </FormField>
        <FormField label={t.form.slogan} message={form.message('slogan')}>
          <Input {...form.input('slogan')} />
        </FormField>
        <FormField label={t.form.about} message={form.message('about')} helper={t.form.aboutHelp} required>
          <Textarea {...form.input('about')} rows={8} />
        </FormField>
        <FormField label={t.form.phone} message={form.message('contactPhone')}>
          <Input {...form.input('contactPhone')} inputMode="numeric" />
        </FormField>
        <Checkbox.Root
          checked={form.values.recruiting}
          onCheckedChange={(e) => form.set('recruiting', e.checked === true)}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t.form.recruiting}</Checkbox.Label>
        </Checkbox.Root>
        <Failure text={failure} />
        <HStack gap="2">
          <Button type="submit" loading={save.isPending}>
            {t.form.save}
          </Button>
          <Button
            variant="ghost"
            onClick={() => {
              form.reset();
              onDone();
            }}
          >
            {t.form.cancel}
          </Button>
        </HStack>
      </FormStack>
    </Section>
  );
}

const NEWS_EMPTY = { title: '', text: '' };

function News({ team, edit }: { team: TeamKey; edit: boolean }) {
  const client = useQueryClient();
  const list = useQuery(getListVcomWebsiteNewsQueryOptions(team, { limit: 20 }));
  const [removing, setRemoving] = useState<VcomWebsiteNews | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const draft = useMemo(() => defineDraft(`draft.vcom.website.${team}.news`, NEWS_EMPTY), [team]);
  const form = useContractForm({
    schema: CreateVcomWebsiteNewsBody,
    initial: NEWS_EMPTY,
    draft,
    toBody: (v): VcomWebsiteNewsInput => ({ title: v.title.trim(), text: v.text }),
  });
  const create = useCreateVcomWebsiteNews({
    mutation: {
      onSuccess: () => {
        notifier.create({ title: t.news.published, type: 'success' });
        form.reset();
        void siteChanged(client, team);
      },
      onError: (error) => setFailure(form.applyServerErrors(error) ? null : describeError(error)),
    },
  });
  const remove = useDeleteVcomWebsiteNews({
    mutation: {
      onSuccess: () => {
        notifier.create({ title: t.news.removed, type: 'success' });
        setRemoving(null);
        void siteChanged(client, team);
      },
      onError: (error) => {
        setRemoving(null);
        setFailure(describeError(error));
      },
    },
  });
  const submit = form.handleSubmit((data) => {
    setFailure(null);
    create.mutate({ team, data });
  });
  return (
    <Section id="vcom-site-news" title={t.news.heading} plain>
      <QueryState query={list} isEmpty={(d) => d.items.length === 0} empty={t.news.empty}>
        {(data) => (
          <Stack as="ul" gap="3" listStyleType="none" m="0" p="0" mt="2">
            {data.items.map((n) => (
              <Box as="li" key={n.id} borderWidth="1px" borderRadius="md" p="3">
                <Text fontWeight="semibold">{n.title}</Text>
                <Text color="fg.muted">{t.news.by(n.author.name, formatDate(n.publishedAt))}</Text>
                <Text whiteSpace="pre-wrap">{n.text}</Text>
                {edit ? (
                  <Button
                    mt="2"
                    size="sm"
                    variant="outline"
                    colorPalette="red"
                    onClick={() => setRemoving(n)}
                    {...wrappingLabel()}
                  >
                    {t.news.remove(clipText(n.title))}
                  </Button>
                ) : null}
              </Box>
            ))}
          </Stack>
        )}
      </QueryState>
      {edit ? (
        <FormStack gap="3" mt="4" onSubmit={submit}>
          <FormField label={t.news.title} message={form.message('title')} required>
            <Input {...form.input('title')} />
          </FormField>
          <FormField label={t.news.text} message={form.message('text')} required>
            <Textarea {...form.input('text')} rows={3} />
          </FormField>
          <Failure text={failure} />
          <HStack>
            <Button type="submit" loading={create.isPending}>
              {t.news.add}
            </Button>
          </HStack>
        </FormStack>
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        title={t.news.removeTitle}
        body={removing?.title}
        confirmLabel={t.news.removeConfirm}
        cancelLabel={t.form.cancel}
        busy={remove.isPending}
        onConfirm={() => {
          if (removing) remove.mutate({ team, id: removing.id });
        }}
        onClose={() => setRemoving(null)}
      />
    </Section>
  );
}

export interface WebsiteViewProps {
  team: TeamKey;
  edit: boolean;
  /** ?item=: the opened sub-page. */
  item?: number;
  onChange?: (patch: { item?: number }) => void;
}

export default function WebsiteView({ team, edit, item, onChange = () => undefined }: WebsiteViewProps) {
  const site = useQuery(getGetVcomWebsiteQueryOptions(team));
  const [editing, setEditing] = useState(false);
  return (
    <Stack gap="5">
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h2" size="xl">
          {t.heading}
        </Heading>
        {edit && !editing ? <Button onClick={() => setEditing(true)}>{t.edit}</Button> : null}
      </HStack>
      <QueryState query={site}>
        {(s) => (
          <Stack gap="4">
            {editing ? <EditForm site={s} onDone={() => setEditing(false)} /> : null}
            <Box
              as="article"
              aria-label={t.preview}
              borderWidth="1px"
              borderRadius="lg"
              p="4"
              borderTopWidth="4px"
              borderTopColor="colorPalette.solid"
            >
              <Heading as="h3" size="lg">
                {s.title}
              </Heading>
              {s.slogan ? <Text fontStyle="italic">{s.slogan}</Text> : null}
              <PublicSections team={team} item={item} onOpen={(id) => onChange({ item: id })}>
                {/* Plain text: React escapes it; pre-wrap keeps the typed line breaks. */}
                <Text mt="3" whiteSpace="pre-wrap" data-testid="vcom-site-about">
                  {s.about}
                </Text>
                {s.contactPhone ? <Text mt="2">{t.phone(s.contactPhone)}</Text> : null}
                {s.recruiting ? (
                  <Text mt="2" fontWeight="semibold">
                    {t.recruiting}
                  </Text>
                ) : null}
              </PublicSections>
              {s.updatedBy ? (
                <Text mt="3" color="fg.muted" fontSize="sm">
                  {t.updated(s.updatedBy.name, formatDateTime(s.updatedAt))}
                </Text>
              ) : null}
            </Box>
          </Stack>
        )}
      </QueryState>
      {edit ? <SectionsEditor team={team} /> : null}
      <News team={team} edit={edit} />
    </Stack>
  );
}
