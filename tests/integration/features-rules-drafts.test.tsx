// The rules editor's drafts (area-done point 3) at route level (MSW, the stateful serverrules
// mock): the ruleset's title, a paragraph's number and title and a new sub-paragraph keep what was
// typed across a reload (the route rendered again), each paragraph its own; sending empties them
// and removes their keys. Operations driven: editRuleset, editRuleParagraph, addRuleSubParagraph.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { editorTexts as e } from '../../src/features/serverrules/texts';
import { acpRightsKey } from '../../src/lib/acp-rights';
import { writeStored } from '../../src/lib/storage';
import { renderRoute } from '../utils/render';
import { setScenario } from '../utils/scenario';

const keys = (prefix: string) =>
  Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i) ?? '').filter((k) => k.startsWith(prefix));

async function openEditor() {
  const rendered = renderRoute('/rules/edit');
  const choice = (await screen.findByRole('combobox', { name: e.rulesetLabel })) as HTMLSelectElement;
  await screen.findAllByTestId('sub-field');
  const paragraphs = screen.getAllByRole('region').filter((r) => r.getAttribute('aria-label')?.startsWith('§'));
  return { rendered, id: Number(choice.value), paragraphs: paragraphs.map((p) => within(p)) };
}

const rulesetTitle = () => screen.getAllByRole('textbox', { name: e.rulesetTitle })[0] as HTMLInputElement;

describe('rules editor drafts (/rules/edit)', () => {
  it('the ruleset title, a paragraph header and a new sub-paragraph survive a reload and go when sent', async () => {
    setScenario('admin');
    writeStored(acpRightsKey, { roles: ['Administrator'], rights: ['serverrules.edit'] });
    const user = userEvent.setup();
    const first = await openEditor();
    const [one, two] = first.paragraphs;
    if (!one || !two) return expect.fail('the ruleset has two paragraphs');
    const otherTitle = (two.getByRole('textbox', { name: e.paragraphTitle }) as HTMLInputElement).value;
    await user.clear(rulesetTitle());
    await user.type(rulesetTitle(), 'Regelwerk (Entwurf)');
    await user.clear(one.getByRole('textbox', { name: e.paragraphTitle }));
    await user.type(one.getByRole('textbox', { name: e.paragraphTitle }), 'Paragraf (Entwurf)');
    await user.type(one.getByRole('textbox', { name: e.newSub }), 'Ein neuer Absatz.');
    first.rendered.unmount();

    const again = await openEditor();
    const [back, other] = again.paragraphs;
    if (!back || !other) return expect.fail('the ruleset has two paragraphs');
    expect(rulesetTitle()).toHaveValue('Regelwerk (Entwurf)');
    expect(back.getByRole('textbox', { name: e.paragraphTitle })).toHaveValue('Paragraf (Entwurf)');
    expect(back.getByRole('textbox', { name: e.newSub })).toHaveValue('Ein neuer Absatz.');
    // Another paragraph has drafts of its own.
    expect(other.getByRole('textbox', { name: e.paragraphTitle })).toHaveValue(otherTitle);
    expect(other.getByRole('textbox', { name: e.newSub })).toHaveValue('');

    await user.click(screen.getByRole('button', { name: e.renameRuleset }));
    expect(await screen.findByRole('option', { name: /^Regelwerk \(Entwurf\)/ })).toBeInTheDocument();
    await waitFor(() => expect(keys(`draft.serverrules.rulesetTitle.${again.id}.`)).toEqual([]));
    expect(rulesetTitle()).toHaveValue('Regelwerk (Entwurf)');

    await user.click(back.getByRole('button', { name: e.addSub }));
    expect(await back.findByDisplayValue('Ein neuer Absatz.')).toBeInTheDocument();
    await waitFor(() => expect(back.getByRole('textbox', { name: e.newSub })).toHaveValue(''));
    expect(keys('draft.serverrules.paragraph.').filter((k) => k.endsWith('.newSub'))).toEqual([]);

    await user.click(back.getByRole('button', { name: e.saveParagraph }));
    const saved = within(await screen.findByRole('region', { name: /Paragraf \(Entwurf\)$/ }));
    expect(saved.getByRole('textbox', { name: e.paragraphTitle })).toHaveValue('Paragraf (Entwurf)');
    await waitFor(() => expect(keys('draft.serverrules.paragraph.')).toEqual([]));
  });
});
