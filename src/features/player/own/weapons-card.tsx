// The character's own registered weapons (listWeaponOwn, weapon tag) on "Mein Charakter": serial,
// model, registry state and since when; the admin's registry is /acp/weapons.
import { Text } from '@chakra-ui/react';
import { useListWeaponOwn } from '../../../api/generated/endpoints/weapon/weapon';
import type { WeaponSummary } from '../../../api/generated/model/weaponSummary';
import { DataTable, type Column } from '../../../components/views/data-table';
import { QueryState } from '../../../components/views/query-state';
import { formatDate } from '../../../lib/format';
import { Section } from './section';
import { ownTexts } from './texts';

const t = ownTexts.weapons;

const columns: Array<Column<WeaponSummary>> = [
  { key: 'serial', header: t.serial, cell: (w) => w.serial },
  { key: 'model', header: t.model, cell: (w) => w.model },
  { key: 'state', header: t.state, cell: (w) => t.states[w.state] },
  { key: 'since', header: t.since, cell: (w) => (w.registeredAt ? formatDate(w.registeredAt) : '–') },
];

export function WeaponsCard() {
  const weapons = useListWeaponOwn();
  return (
    <Section id="own-weapons" title={t.heading}>
      <QueryState query={weapons} pendingMinH="4rem">
        {(data) =>
          data.items.length === 0 ? (
            <Text color="fg.muted">{t.empty}</Text>
          ) : (
            <DataTable caption={t.heading} columns={columns} rows={data.items} getKey={(w) => w.id} />
          )
        }
      </QueryState>
    </Section>
  );
}
