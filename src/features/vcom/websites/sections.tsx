// The website's sub-pages [Unterseiten]: visitors open the published ones from the page's own
// navigation (?item=<section id>); with editWebsite they are listed (drafts too), created,
// edited and deleted after a confirmation. Texts render as React text, never as HTML.
import { Badge, Box, Button, Checkbox, Heading, HStack, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import {
  getListVcomWebsiteSectionsQueryKey,
  getListVcomWebsiteSectionsQueryOptions,
  useCreateVcomWebsiteSection,
  useDeleteVcomWebsiteSection,
  useUpdateVcomWebsiteSection,
} from '../../../api/generated/endpoints/vcom/vcom';
import type { TeamKey } from '../../../api/generated/model/teamKey';
import type { VcomWebsiteSection } from '../../../api/generated/model/vcomWebsiteSection';
import type { VcomWebsiteSectionInput } from '../../../api/generated/model/vcomWebsiteSectionInput';
import { CreateVcomWebsiteSectionBody } from '../../../api/generated/zod/vcom/vcom.zod';
import { notifier } from '../../../components/feedback/toaster';
import { defineDraft, useServerDraft, type DraftValues } from '../../../components/form/draft';
import { FormField } from '../../../components/form/form-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormStack } from '../../../components/ui/form-stack';
import { QueryState } from '../../../components/views/query-state';
import { describeError } from '../../../lib/describe-error';
import { formatDateTime } from '../../../lib/format';
import type { StoredKey } from '../../../lib/storage';
import { Failure, Section } from '../components/section';
import { websiteTexts as w } from './texts';
import { wrappingLabel } from '../../../components/ui/wrapping-label';
import { clipText } from '../../../lib/clip-text';

const t = w.sections;
export const sectionsOptions = (team: TeamKey) => getListVcomWebsiteSectionsQueryOptions(team);

interface SectionValues extends DraftValues {
  slug: string;
  title: string;
  body: string;
  order: string;
  published: boolean;
}
const EMPTY: SectionValues = { slug: '', title: '', body: '', order: '0', published: false };
const createDraft = defineDraft('draft.vcom.websiteSection', EMPTY);

function SectionForm({
  team,
  section,
  draft,
  onDone,
}: {
  team: TeamKey;
  section?: VcomWebsiteSection;
  draft: StoredKey<SectionValues>;
  onDone: () => void;
}) {
  const client = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const initial: SectionValues = section
    ? {
        slug: section.slug,
        title: section.title,
        body: section.body,
        order: String(section.order),
        published: section.published,
      }
    : EMPTY;
  const form = useContractForm({
    schema: CreateVcomWebsiteSectionBody,
    initial,
    draft,
    toBody: (v): VcomWebsiteSectionInput => ({
      slug: v.slug.trim(),
      title: v.title.trim(),
      body: v.body,
      order: v.order.trim() === '' ? 0 : Number(v.order),
      published: v.published,
    }),
    messages: { slug: { format: t.slugPattern } },
  });
  const handlers = (title: string) => ({
    onSuccess: () => {
      notifier.create({ title, type: 'success' });
      form.reset();
      void client.invalidateQueries({ queryKey: getListVcomWebsiteSectionsQueryKey(team) });
      onDone();
    },
    onError: (error: unknown) => setFailure(form.applyServerErrors(error) ? null : describeError(error)),
  });
  const create = useCreateVcomWebsiteSection({ mutation: handlers(t.created) });
  const update = useUpdateVcomWebsiteSection({ mutation: handlers(t.saved) });
  const submit = form.handleSubmit((data) => {
    setFailure(null);
    if (section) update.mutate({ team, id: section.id, data });
    else create.mutate({ team, data });
  });
  const title = section ? t.editHeading(section.title) : t.createHeading;
  return (
    <FormStack gap="3" mt="3" onSubmit={submit} aria-label={title}>
      <Heading as="h4" size="sm">
        {title}
      </Heading>
      <FormField label={t.title} message={form.message('title')} required>
        <Input {...form.input('title')} />
      </FormField>
      <FormField label={t.slug} message={form.message('slug')} helper={t.slugHelp} required>
        <Input {...form.input('slug')} />
      </FormField>
      <FormField label={t.body} message={form.message('body')} helper={t.bodyHelp} required>
        <Textarea {...form.input('body')} rows={6} />
      </FormField>
      <FormField label={t.order} message={form.message('order')}>
        <Input {...form.input('order')} inputMode="numeric" />
      </FormField>
      <Checkbox.Root checked={form.values.published} onCheckedChange={(e) => form.set('published', e.checked === true)}>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{t.published}</Checkbox.Label>
      </Checkbox.Root>
      <Failure text={failure} />
      <HStack gap="2">
        <Button type="submit" loading={create.isPending || update.isPending}>
          {section ? t.save : t.create}
        </Button>
        <Button
          variant="ghost"
          onClick={() => {
            form.reset();
            onDone();
          }}
        >
          {t.cancel}
        </Button>
      </HStack>
    </FormStack>
  );
}

function EditSection({ team, section, onDone }: { team: TeamKey; section: VcomWebsiteSection; onDone: () => void }) {
  const draft = useServerDraft(`draft.vcom.websiteSection.${section.id}`, {
    slug: section.slug,
    title: section.title,
    body: section.body,
    order: String(section.order),
    published: section.published,
  });
  return <SectionForm team={team} section={section} draft={draft} onDone={onDone} />;
}

/** The editor's list of every sub-page with create, edit and delete. */
export function SectionsEditor({ team }: { team: TeamKey }) {
  const client = useQueryClient();
  const list = useQuery(sectionsOptions(team));
  const [mode, setMode] = useState<'new' | number | null>(null);
  const [removing, setRemoving] = useState<VcomWebsiteSection | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const remove = useDeleteVcomWebsiteSection({
    mutation: {
      onSuccess: () => {
        notifier.create({ title: t.removed, type: 'success' });
        setRemoving(null);
        void client.invalidateQueries({ queryKey: getListVcomWebsiteSectionsQueryKey(team) });
      },
      onError: (error) => {
        setRemoving(null);
        setFailure(describeError(error));
      },
    },
  });
  return (
    <Section id="vcom-site-sections" title={t.heading}>
      <Text color="fg.muted" mt="1">
        {t.intro}
      </Text>
      <Stack gap="3" mt="3">
        <QueryState query={list} isEmpty={(d) => d.items.length === 0} empty={t.empty}>
          {(data) => (
            <Stack as="ul" gap="2" listStyleType="none" m="0" p="0" aria-label={t.heading}>
              {data.items.map((x) => (
                <Box as="li" key={x.id} borderWidth="1px" borderRadius="md" p="3">
                  <HStack gap="2" wrap="wrap">
                    <Text fontWeight="semibold">{x.title}</Text>
                    <Text color="fg.muted">/{x.slug}</Text>
                    <Badge colorPalette={x.published ? 'green' : 'gray'}>{x.published ? t.live : t.draft}</Badge>
                  </HStack>
                  <Text color="fg.muted" fontSize="sm">
                    {t.updated(formatDateTime(x.updatedAt))}
                  </Text>
                  {mode === x.id ? (
                    <EditSection team={team} section={x} onDone={() => setMode(null)} />
                  ) : (
                    <HStack gap="2" mt="2" wrap="wrap">
                      <Button size="sm" variant="outline" aria-label={t.editOf(x.title)} onClick={() => setMode(x.id)}>
                        {t.edit}
                      </Button>
                      <Button
                        size="sm"
                        variant="outline"
                        colorPalette="red"
                        onClick={() => setRemoving(x)}
                        {...wrappingLabel()}
                      >
                        {t.remove(clipText(x.title))}
                      </Button>
                    </HStack>
                  )}
                </Box>
              ))}
            </Stack>
          )}
        </QueryState>
        <Failure text={failure} />
        {mode === 'new' ? (
          <SectionForm team={team} draft={createDraft} onDone={() => setMode(null)} />
        ) : (
          <Box>
            <Button onClick={() => setMode('new')}>{t.add}</Button>
          </Box>
        )}
      </Stack>
      <ConfirmDialog
        open={removing !== null}
        title={t.removeTitle}
        body={removing?.title}
        confirmLabel={t.removeConfirm}
        cancelLabel={t.cancel}
        busy={remove.isPending}
        onConfirm={() => {
          if (removing) remove.mutate({ team, id: removing.id });
        }}
        onClose={() => setRemoving(null)}
      />
    </Section>
  );
}

/** The visitors' navigation of the published sub-pages, and the opened one in place of the start page (children). */
export function PublicSections({
  team,
  item,
  onOpen,
  children,
}: {
  team: TeamKey;
  item: number | undefined;
  onOpen: (id: number | undefined) => void;
  children: ReactNode;
}) {
  const list = useQuery(sectionsOptions(team));
  const published = (list.data?.items ?? []).filter((x) => x.published);
  const opened = item ? published.find((x) => x.id === item) : undefined;
  if (published.length === 0) return <>{children}</>;
  return (
    <Box mt="3">
      <HStack as="nav" aria-label={t.nav} gap="2" wrap="wrap">
        <Button size="sm" variant={opened ? 'ghost' : 'subtle'} onClick={() => onOpen(undefined)}>
          {t.home}
        </Button>
        {published.map((x) => (
          <Button
            key={x.id}
            size="sm"
            variant={opened?.id === x.id ? 'subtle' : 'ghost'}
            aria-current={opened?.id === x.id ? 'page' : undefined}
            onClick={() => onOpen(x.id)}
            {...wrappingLabel()}
          >
            {clipText(x.title)}
          </Button>
        ))}
      </HStack>
      {opened ? (
        <Box as="section" aria-labelledby="vcom-site-subpage" mt="3">
          <Heading as="h4" size="md" id="vcom-site-subpage">
            {opened.title}
          </Heading>
          <Text mt="2" whiteSpace="pre-wrap">
            {opened.body}
          </Text>
        </Box>
      ) : (
        children
      )}
    </Box>
  );
}
