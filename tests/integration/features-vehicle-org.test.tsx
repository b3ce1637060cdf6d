// The organisation family's shared parts (src/components/org), built with the vehicle area
// for houses, buildings, flats and companies: the character picker, the member list with
// removal after a confirmation, the rights editor, the item list and the leave button.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CharacterPicker, type Person, type PersonMatches } from '../../src/components/org/character-picker';
import { ItemList } from '../../src/components/org/item-list';
import { LeaveButton } from '../../src/components/org/leave-button';
import { MemberList } from '../../src/components/org/member-list';
import { RightsEditor } from '../../src/components/org/rights-editor';
import { renderWithProviders } from '../utils/render';

const people: Person[] = [
  { id: 1, name: 'Anna_Schmidt' },
  { id: 2, name: 'Annika_Braun' },
  { id: 3, name: 'Lukas_Weber' },
];

function Picker({ onChange, failing = false }: { onChange: (p: Person | null) => void; failing?: boolean }) {
  const [value, setValue] = useState<Person | null>(null);
  const useMatches = (text: string): PersonMatches => {
    if (failing && text) return { data: undefined, isFetching: false, isError: true };
    return {
      data: text ? people.filter((p) => p.name.toLowerCase().includes(text.toLowerCase())) : undefined,
      isFetching: false,
      isError: false,
    };
  };
  return (
    <CharacterPicker
      label="Person"
      value={value}
      onChange={(p) => {
        setValue(p);
        onChange(p);
      }}
      useMatches={useMatches}
      unavailable={{ 2: 'wohnt schon hier' }}
      delay={0}
    />
  );
}

describe('CharacterPicker', () => {
  it('searches from two characters on, offers matches as radios, and blocks people who are unavailable', async () => {
    const onChange = vi.fn();
    renderWithProviders(<Picker onChange={onChange} />);
    const field = screen.getByRole('searchbox', { name: 'Person' });
    await userEvent.type(field, 'A');
    expect(screen.queryByRole('radio')).toBeNull();
    await userEvent.type(field, 'n');
    expect(await screen.findByRole('radio', { name: 'Anna_Schmidt' })).toBeEnabled();
    expect(screen.getByRole('radio', { name: 'Annika_Braun – wohnt schon hier' })).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: 'Anna_Schmidt' }));
    expect(onChange).toHaveBeenLastCalledWith({ id: 1, name: 'Anna_Schmidt' });
    expect(screen.getByRole('radio', { name: 'Anna_Schmidt' })).toBeChecked();
    await userEvent.clear(field);
    await userEvent.type(field, 'Zora');
    expect(await screen.findByText('Niemand heißt wie „Zora“.')).toBeInTheDocument();
    expect(screen.getByText('Gewählt: Anna_Schmidt')).toBeInTheDocument();
  });

  it('says when the search fails', async () => {
    renderWithProviders(<Picker onChange={() => undefined} failing />);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Person' }), 'An');
    expect(await screen.findByText(/Die Suche hat nicht geklappt/)).toBeInTheDocument();
  });
});

describe('MemberList', () => {
  const members = [
    { id: 1, name: 'Max_Mustermann', role: 'owner' as const, detail: 'seit 01.11.2026' },
    { id: 2, name: 'Anna_Schmidt', role: 'roommate' as const },
  ];
  const roles = { owner: 'Eigentümer', roommate: 'Mitbewohner' };

  it('removes a member only after the confirmation, with the reason asked for', async () => {
    const onRemove = vi.fn();
    renderWithProviders(
      <MemberList
        label="Mitbewohner"
        members={members}
        roleLabels={roles}
        leadRoles={['owner']}
        canRemove={(m) => m.role !== 'owner'}
        onRemove={onRemove}
        removeLabel="Rauswerfen"
        confirmTitle={(name) => `${name} rauswerfen?`}
        reasonLabel="Grund"
        reasonRequired
      />,
    );
    const rows = screen.getAllByTestId('org-member');
    expect(rows[0]).toHaveTextContent('Max_MustermannEigentümerseit 01.11.2026');
    expect(within(rows[0] as HTMLElement).queryByRole('button')).toBeNull();
    await userEvent.click(within(rows[1] as HTMLElement).getByRole('button', { name: 'Rauswerfen: Anna_Schmidt' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Anna_Schmidt rauswerfen?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rauswerfen' }));
    expect(onRemove).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Grund/ }), 'Miete nicht gezahlt');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rauswerfen' }));
    expect(onRemove).toHaveBeenCalledWith(members[1], 'Miete nicht gezahlt');
  });

  it('says when nobody is there', () => {
    renderWithProviders(<MemberList label="Mitbewohner" members={[]} roleLabels={roles} empty="Du wohnst allein." />);
    expect(screen.getByText('Du wohnst allein.')).toBeInTheDocument();
  });
});

describe('RightsEditor', () => {
  const labels = { useStorage: 'Lager nutzen', useGarage: 'Garage nutzen', lockDoors: 'Türen abschließen' };
  const rights = { useStorage: true, useGarage: false, lockDoors: false };

  it('saves the complete flags once something changed; read-only without onSave', async () => {
    const onSave = vi.fn();
    const { unmount } = renderWithProviders(
      <RightsEditor legend="Rechte von Anna_Schmidt" rights={rights} labels={labels} onSave={onSave} />,
    );
    const save = screen.getByRole('button', { name: 'Rechte speichern' });
    expect(save).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Garage nutzen' }));
    await userEvent.click(save);
    expect(onSave).toHaveBeenCalledWith({ useStorage: true, useGarage: true, lockDoors: false });
    unmount();
    renderWithProviders(<RightsEditor legend="Rechte von Anna_Schmidt" rights={rights} labels={labels} />);
    expect(screen.queryByRole('button', { name: 'Rechte speichern' })).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Lager nutzen' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Garage nutzen' })).toBeDisabled();
  });
});

describe('ItemList and LeaveButton', () => {
  it('lists items with amount and weight and the load against the capacity', () => {
    renderWithProviders(
      <ItemList
        label="Lager"
        items={[
          { id: 1, name: 'Wasserflasche', amount: 3, weight: 1.5 },
          { id: 2, name: 'Holzbretter', amount: 10, weight: 20 },
        ]}
        maxWeight={100}
      />,
    );
    expect(screen.getByTestId('org-load')).toHaveTextContent('21,5 von 100 kg belegt');
    expect(screen.getAllByTestId('org-item')[0]).toHaveTextContent('3× Wasserflasche (1,5 kg)');
  });

  it('leaves only after the confirmation', async () => {
    const onConfirm = vi.fn();
    renderWithProviders(<LeaveButton label="Ausziehen" title="Aus Haus Vinewood ausziehen?" onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: 'Ausziehen' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Aus Haus Vinewood ausziehen?' });
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Abbrechen' })[0] as HTMLElement);
    expect(onConfirm).not.toHaveBeenCalled();
    // The closing dialog (and its own "Ausziehen") stays in the DOM while it animates out.
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Ausziehen' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Aus Haus Vinewood ausziehen?' })).getByRole('button', {
        name: 'Ausziehen',
      }),
    );
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
