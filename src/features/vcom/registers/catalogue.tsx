// The penal catalogue [Bußgeldkatalog] (?view=registers&tab=catalogue): the categories with
// their counts as a filter, the offences of the chosen one, an offence opened by ?item= (its
// fine, prison time, points), and an offence looked up by its code (STVO-24).
import { Box, Button, Grid, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { LegalCategory } from '../../../api/generated/model/legalCategory';
import type { LegalCrime } from '../../../api/generated/model/legalCrime';
import { FormField } from '../../../components/form/form-field';
import { FormStack } from '../../../components/ui/form-stack';
import { DataTable } from '../../../components/views/data-table';
import { QueryState } from '../../../components/views/query-state';
import { SegmentedFilter } from '../../../components/views/segmented-filter';
import { describeError } from '../../../lib/describe-error';
import { formatMoney } from '../../../lib/format';
import { categoriesOptions, crimeCodeOptions, crimeOptions, crimesOfOptions } from './queries';
import { registerTexts as t } from './texts';

type Filter = LegalCategory | 'all';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text>{children}</Text>
    </Box>
  );
}

function CrimeDetail({ id, onBack }: { id: number; onBack: () => void }) {
  const crime = useQuery(crimeOptions(id));
  return (
    <Stack as="article" aria-labelledby="vcom-crime" gap="4">
      <Box>
        <Button variant="ghost" size="sm" onClick={onBack}>
          {t.back}
        </Button>
      </Box>
      <QueryState query={crime} pendingMinH="6rem">
        {(c) => (
          <Stack gap="3">
            <Heading as="h2" size="xl" id="vcom-crime">
              {t.crimeHeading(c.code, c.title)}
            </Heading>
            <Grid templateColumns="repeat(auto-fit, minmax(10rem, 1fr))" gap="3">
              <Fact label={t.paragraph}>
                {c.law} {c.sectionNumber}
              </Fact>
              <Fact label={t.category}>{t.categories[c.category]}</Fact>
              <Fact label={t.fine}>{formatMoney(c.fine)}</Fact>
              <Fact label={t.prison}>{t.minutes(c.prisonMinutes)}</Fact>
              <Fact label={t.points}>{c.points}</Fact>
              {c.licenceSuspended ? <Fact label={t.licenceSuspended}>{t.yes}</Fact> : null}
            </Grid>
            {c.description ? <Fact label={t.description}>{c.description}</Fact> : null}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}

/** Opens the offence with a code (getVcomCrimeByCode); an unknown code says so under the field. */
function CodeLookup({ onOpen }: { onOpen: (id: number) => void }) {
  const client = useQueryClient();
  const [code, setCode] = useState('');
  const [message, setMessage] = useState<string | undefined>();
  const look = async () => {
    const wanted = code.trim().toUpperCase();
    if (!wanted) return;
    setMessage(undefined);
    try {
      onOpen((await client.fetchQuery(crimeCodeOptions(wanted))).id);
    } catch (error) {
      const status = (error as { response?: { status?: number } } | null)?.response?.status;
      setMessage(status === 404 ? t.noCode(wanted) : describeError(error));
    }
  };
  return (
    <FormStack
      aria-label={t.codeLookup}
      onSubmit={(e) => {
        e.preventDefault();
        void look();
      }}
    >
      <HStack gap="2" align="end">
        <FormField label={t.codeLabel} message={message}>
          <Input value={code} placeholder={t.codePlaceholder} onChange={(e) => setCode(e.target.value)} maxW="12rem" />
        </FormField>
        <Button type="submit" variant="outline">
          {t.lookUp}
        </Button>
      </HStack>
    </FormStack>
  );
}

export function Catalogue({ item, onItem }: { item: number | undefined; onItem: (id: number | undefined) => void }) {
  // The category is a filter of this tab only; the URL keeps the opened offence (?item=).
  const [category, setCategory] = useState<Filter>('all');
  const categories = useQuery(categoriesOptions());
  const crimes = useQuery({
    ...crimesOfOptions(category === 'all' ? undefined : category),
    placeholderData: keepPreviousData,
    enabled: !item,
  });
  if (item) return <CrimeDetail id={item} onBack={() => onItem(undefined)} />;
  const found = categories.data?.items ?? [];
  const options: Filter[] = ['all', ...found.map((c) => c.category)];
  const labels = {
    all: t.all,
    ...Object.fromEntries(found.map((c) => [c.category, t.categoryCount(t.categories[c.category], c.count)])),
  } as Record<Filter, string>;
  return (
    <Stack gap="4">
      <CodeLookup onOpen={onItem} />
      <QueryState query={categories} pendingMinH="2.5rem">
        {() => (
          <SegmentedFilter
            label={t.category}
            options={options}
            labels={labels}
            value={category}
            onChange={setCategory}
          />
        )}
      </QueryState>
      <QueryState query={crimes} isEmpty={(d) => d.items.length === 0} empty={t.noCrimes}>
        {(data) => (
          <DataTable<LegalCrime>
            caption={t.crimes}
            rows={data.items}
            getKey={(c) => c.id}
            columns={[
              {
                key: 'code',
                header: t.code,
                cell: (c) => (
                  <Button variant="plain" p="0" h="auto" aria-label={t.openCrime(c.code)} onClick={() => onItem(c.id)}>
                    {c.code}
                  </Button>
                ),
              },
              { key: 'paragraph', header: t.paragraph, cell: (c) => `${c.law} ${c.sectionNumber}` },
              { key: 'title', header: t.title, cell: (c) => c.title },
              { key: 'fine', header: t.fine, cell: (c) => formatMoney(c.fine), align: 'end' },
              { key: 'prison', header: t.prison, cell: (c) => t.minutes(c.prisonMinutes), align: 'end' },
              { key: 'points', header: t.points, cell: (c) => c.points, align: 'end' },
            ]}
          />
        )}
      </QueryState>
    </Stack>
  );
}
