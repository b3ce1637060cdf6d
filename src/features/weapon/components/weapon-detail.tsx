// One weapon (weapon.search): serial, model, owner, state, whereabouts, history, the owner's
// other weapons; with weapon.edit its registry state changes with a note.
import { Box, Button, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import {
  getGetWeaponAdminDetailsQueryOptions,
  getListWeaponAdminByPlayerQueryOptions,
} from '../../../api/generated/endpoints/weapon/weapon';
import type { WeaponDetails } from '../../../api/generated/model/weaponDetails';
import { useCan } from '../../../api/permissions';
import { PageFrame } from '../../../components/views/page-frame';
import { QueryState } from '../../../components/views/query-state';
import { StatusBadge } from '../../../components/views/status-badge';
import { useSearchState } from '../../../components/views/use-search-state';
import { formatDate, formatDateTime } from '../../../lib/format';
import type { WeaponsSearch } from '../search-params';
import { weaponTexts as t } from '../texts';
import { StateForm } from './state-form';
import { STATE_PALETTES } from './state-palettes';

export function WeaponDetail({ weaponId, onBack }: { weaponId: number; onBack: () => void }) {
  const weapon = useQuery(getGetWeaponAdminDetailsQueryOptions(weaponId));
  const canEdit = useCan('editWeaponAdminState');
  const back = (
    <Button variant="ghost" size="sm" onClick={onBack}>
      <ArrowLeft aria-hidden /> {t.back}
    </Button>
  );
  return (
    <PageFrame title={weapon.data?.serial ?? t.title} width="wide" actions={back}>
      <QueryState query={weapon} errorTitle={t.detail.error} pendingMinH="12rem">
        {(w) => (
          <Stack gap="6" mt="2">
            <Facts weapon={w} />
            <History weapon={w} />
            {w.owner ? <OwnerWeapons ownerId={w.owner.id} ownerName={w.owner.name} current={w.id} /> : null}
            {canEdit ? <StateForm weapon={w} /> : null}
          </Stack>
        )}
      </QueryState>
    </PageFrame>
  );
}

function Facts({ weapon: w }: { weapon: WeaponDetails }) {
  const d = t.detail;
  const rows: Array<[string, React.ReactNode]> = [
    [d.serial, w.serial],
    [d.model, w.model],
    [d.owner, w.owner?.name ?? t.noOwner],
    [d.state, <StatusBadge key="state" value={w.state} labels={t.states} palettes={STATE_PALETTES} />],
    ...(w.registeredAt ? [[d.registered, formatDate(w.registeredAt)] as [string, string]] : []),
    [d.ammo, String(w.ammo)],
    [d.durability, `${w.durability} %`],
    [d.location, [t.locations[w.location], w.locationLabel].filter(Boolean).join(': ')],
  ];
  return (
    <Grid as="dl" templateColumns={{ base: '1fr', sm: '12rem 1fr' }} columnGap="4" rowGap="2">
      {rows.map(([term, value]) => (
        <Box key={term} display="contents">
          <Text as="dt" color="fg.muted">
            {term}
          </Text>
          <Box as="dd">{value}</Box>
        </Box>
      ))}
    </Grid>
  );
}

function History({ weapon }: { weapon: WeaponDetails }) {
  return (
    <Box as="section" aria-labelledby="weapon-history">
      <Heading as="h2" size="md" id="weapon-history" mb="2">
        {t.detail.history}
      </Heading>
      {weapon.history.length === 0 ? (
        <Text color="fg.muted">{t.detail.noHistory}</Text>
      ) : (
        <Stack as="ol" gap="2" data-testid="weapon-history">
          {weapon.history.map((h, i) => (
            <Box as="li" key={`${h.at}-${i}`} listStyleType="none">
              <Text>
                <Text as="span" fontWeight="semibold">
                  {t.history[h.kind]}
                </Text>{' '}
                {t.fromTo(h.from?.name, h.to?.name)}
              </Text>
              <Text color="fg.muted" fontSize="sm">
                {[formatDateTime(h.at), h.note].filter(Boolean).join(' · ')}
              </Text>
            </Box>
          ))}
        </Stack>
      )}
    </Box>
  );
}

function OwnerWeapons({ ownerId, ownerName, current }: { ownerId: number; ownerName: string; current: number }) {
  const [, setSearch] = useSearchState<WeaponsSearch>();
  const list = useQuery(getListWeaponAdminByPlayerQueryOptions(ownerId));
  const others = (list.data?.items ?? []).filter((w) => w.id !== current);
  if (others.length === 0) return null;
  return (
    <Box as="section" aria-labelledby="owner-weapons">
      <Heading as="h2" size="md" id="owner-weapons" mb="2">
        {t.ownerWeapons(ownerName)}
      </Heading>
      <Stack gap="1">
        {others.map((w) => (
          <Button key={w.id} variant="ghost" justifyContent="start" onClick={() => setSearch({ weapon: w.id })}>
            {`${w.serial} · ${w.model} · ${t.states[w.state]}`}
          </Button>
        ))}
      </Stack>
    </Box>
  );
}
