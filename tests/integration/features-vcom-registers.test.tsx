// vcom registers (issue 24 points 1, 2 and 4) at route level (MSW, the stateful vcom mock): the
// vehicle register searched and a vehicle opened, its marks set by a supervisor after a
// confirmation (the change in the owner's audit trail), a 422 under its field and a 500 that
// keeps the input; the flagged tab; a weapon by its serial; the penal catalogue by category,
// an offence opened and looked up by code; the licence actions on the citizen file (revoke with
// a reason, restore, grant, a 422 under its field); the rights (an officer sees no mark or
// licence action, a paramedic's link to the registers goes to /notPermitted).
// Operations driven through the screens: searchVcomVehicles, getVcomVehicle, setVcomVehicleFlags,
// getVcomRegisteredWeapon, listVcomCrimeCategories, getVcomCrime, getVcomCrimeByCode,
// grantVcomCitizenLicence, revokeVcomLicence, restoreVcomLicence.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { licenceTexts as l } from '../../src/features/vcom/citizens/licence-texts';
import { registerTexts as r } from '../../src/features/vcom/registers/texts';
import { vcomTexts as t } from '../../src/features/vcom/texts';
import { server } from '../../src/mocks/node';
import { setScenario } from '../utils/scenario';
import { expectNotPermitted, label, main, open, problem } from '../utils/vcom';

describe('vcom registers (/vcom?view=registers)', () => {
  it('searches the vehicle register and opens a vehicle; an officer gets no mark action', async () => {
    setScenario('police');
    const user = userEvent.setup();
    await open('/vcom');
    const drawer = await main().findByRole('navigation', { name: t.drawer.label });
    await user.click(within(drawer).getByRole('button', { name: 'Register' }));
    const table = await main().findByRole('table', { name: r.vehicles });
    expect(within(table).getByText('LS 4711')).toBeInTheDocument();
    await user.type(main().getByRole('searchbox', { name: r.vehicleSearch }), 'Sultan');
    await waitFor(() =>
      expect(within(main().getByRole('table', { name: r.vehicles })).queryByText('LS 4711')).toBeNull(),
    );
    await user.click(await main().findByRole('button', { name: r.openVehicle('LS 1737') }));
    expect(await main().findByRole('heading', { level: 2, name: r.vehicleHeading('LS 1737') })).toBeInTheDocument();
    expect(main().getByText('Lena Fischer')).toBeInTheDocument();
    expect(main().getByText(r.wanted)).toBeInTheDocument();
    expect(main().queryByRole('button', { name: r.setMarks })).toBeNull();
    await user.click(main().getByRole('button', { name: r.openFile }));
    expect(await main().findByRole('heading', { level: 2, name: 'Lena Fischer' })).toBeInTheDocument();
  });

  it('the flagged tab lists only stolen or wanted vehicles', async () => {
    setScenario('police');
    const user = userEvent.setup();
    await open('/vcom?view=registers');
    await user.click(await main().findByRole('button', { name: r.tab.flagged }));
    const table = await main().findByRole('table', { name: r.vehicles });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(within(table).getByText('LS 1737')).toBeInTheDocument();
    expect(within(table).getByText('LS 4685')).toBeInTheDocument();
  });

  it('a supervisor marks a vehicle stolen after a confirmation; the owner’s audit trail says so', async () => {
    setScenario('policeApprover');
    const user = userEvent.setup();
    await open('/vcom?view=registers&item=1');
    await user.click(await main().findByRole('button', { name: r.setMarks }));
    await user.click(await main().findByText(r.markStolen));
    await user.type(main().getByLabelText(label(r.reason)), 'Halter meldet Diebstahl.');
    await user.click(main().getByRole('button', { name: r.saveMarks }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(r.confirmMarksBody(r.stolen))).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: r.saveMarks }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(await screen.findByText(r.marksSaved)).toBeInTheDocument();
    expect(await main().findByText(r.stolen)).toBeInTheDocument();
    await user.click(main().getByRole('button', { name: t.auditTrail.show }));
    expect(await main().findByText('Fahrzeug LS 4711: gestohlen (Halter meldet Diebstahl.)')).toBeInTheDocument();
  });

  it('marks: a 422 shows under its field, a 500 keeps what was typed', async () => {
    setScenario('policeApprover');
    const user = userEvent.setup();
    await open('/vcom?view=registers&item=3');
    await user.click(await main().findByRole('button', { name: r.setMarks }));
    await user.click(await main().findByText(r.markWanted));
    const reason = main().getByLabelText(label(r.reason));
    await user.type(reason, 'x');
    server.use(
      http.put('*/api/vcom/police/vehicles/3/flags', () =>
        problem(422, { errors: [{ field: 'reason', message: 'Der Grund ist zu kurz.' }] }),
      ),
    );
    await user.click(main().getByRole('button', { name: r.saveMarks }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: r.saveMarks }));
    await waitFor(() => expect(reason).toHaveAccessibleDescription('Der Grund ist zu kurz.'));
    server.use(http.put('*/api/vcom/police/vehicles/3/flags', () => problem(500)));
    await user.type(reason, 'Fluchtfahrzeug');
    await user.click(main().getByRole('button', { name: r.saveMarks }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: r.saveMarks }));
    expect(await main().findByText('Antwort 500.')).toBeInTheDocument();
    expect(reason).toHaveValue('xFluchtfahrzeug');
  });

  it('looks a weapon up by its serial; an unknown serial says so', async () => {
    setScenario('police');
    const user = userEvent.setup();
    await open('/vcom?view=registers&tab=weapons');
    const field = await main().findByLabelText(r.serialLabel);
    await user.type(field, 'WP-999999');
    await user.click(main().getByRole('button', { name: r.lookUp }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(r.noWeapon('WP-999999')));
    await user.clear(field);
    await user.type(field, 'wp-004200');
    await user.click(main().getByRole('button', { name: r.lookUp }));
    expect(await main().findByRole('heading', { level: 2, name: r.weaponHeading('WP-004200') })).toBeInTheDocument();
    expect(main().getByText('Pistole .50')).toBeInTheDocument();
    expect(main().getByText('Tom Becker')).toBeInTheDocument();
  });

  it('the penal catalogue: filtered by category, an offence opened, one looked up by code', async () => {
    setScenario('police');
    const user = userEvent.setup();
    await open('/vcom?view=registers&tab=catalogue');
    await user.click(await main().findByRole('button', { name: r.categoryCount(r.categories.drugs, 1) }));
    const table = await main().findByRole('table', { name: r.crimes });
    await waitFor(() => expect(within(table).queryByText('STVO-3')).toBeNull());
    await user.click(within(table).getByRole('button', { name: r.openCrime('BTMG-29') }));
    expect(
      await main().findByRole('heading', { level: 2, name: r.crimeHeading('BTMG-29', 'Besitz von Betäubungsmitteln') }),
    ).toBeInTheDocument();
    expect(main().getByText(r.minutes(25))).toBeInTheDocument();
    await user.click(main().getByRole('button', { name: r.back }));
    const code = await main().findByLabelText(r.codeLabel);
    await user.type(code, 'XYZ-1');
    await user.click(main().getByRole('button', { name: r.lookUp }));
    await waitFor(() => expect(code).toHaveAccessibleDescription(r.noCode('XYZ-1')));
    await user.clear(code);
    await user.type(code, 'stgb-249');
    await user.click(main().getByRole('button', { name: r.lookUp }));
    expect(
      await main().findByRole('heading', { level: 2, name: r.crimeHeading('STGB-249', 'Raub') }),
    ).toBeInTheDocument();
  });

  it('a paramedic’s link to the registers goes to /notPermitted', async () => {
    setScenario('medic');
    await expectNotPermitted('/vcom?view=registers');
  });
});

describe('vcom licence actions (/vcom?citizen=)', () => {
  it('a supervisor revokes a licence with a reason and restores it; the audit trail has both', async () => {
    setScenario('policeApprover');
    const user = userEvent.setup();
    await open('/vcom?citizen=1');
    const table = await main().findByRole('table', { name: l.list });
    await user.click(within(table).getByRole('button', { name: l.revokeFor(t.licenceTypes.car) }));
    const dialog = await screen.findByRole('alertdialog');
    await user.type(within(dialog).getByLabelText(label(l.revokeReason)), 'Trunkenheitsfahrt.');
    await user.click(within(dialog).getByRole('button', { name: l.revoke }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(await within(table).findByText('Trunkenheitsfahrt.')).toBeInTheDocument();
    await user.click(await within(table).findByRole('button', { name: l.restoreFor(t.licenceTypes.car) }));
    const again = await screen.findByRole('alertdialog');
    await user.click(within(again).getByRole('button', { name: l.restore }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(await within(table).findByRole('button', { name: l.revokeFor(t.licenceTypes.car) })).toBeInTheDocument();
    await user.click(main().getByRole('button', { name: t.auditTrail.show }));
    expect(await main().findByText('Lizenz entzogen: Trunkenheitsfahrt.')).toBeInTheDocument();
    expect(main().getByText('Lizenz wiederhergestellt')).toBeInTheDocument();
  });

  it('grants a licence; a 422 shows under its field and a 500 keeps the input', async () => {
    setScenario('policeApprover');
    const user = userEvent.setup();
    await open('/vcom?citizen=1');
    const select = await main().findByLabelText(label(l.grantType));
    await user.selectOptions(select, t.licenceTypes.boat);
    await user.type(main().getByLabelText(label(l.note)), 'Prüfung bestanden.');
    await user.click(main().getByRole('button', { name: l.grant }));
    expect(await screen.findByText(l.granted)).toBeInTheDocument();
    const table = main().getByRole('table', { name: l.list });
    expect(await within(table).findByText(t.licenceTypes.boat)).toBeInTheDocument();
    await waitFor(() => expect(main().getByLabelText(label(l.note))).toHaveValue(''));
    await user.selectOptions(select, t.licenceTypes.truck);
    await user.type(main().getByLabelText(label(l.note)), 'Fahrschule Ost.');
    server.use(
      http.post('*/api/vcom/police/citizens/1/licences', () =>
        problem(422, { errors: [{ field: 'type', message: 'Diese Lizenz vergibt die Zulassungsstelle.' }] }),
      ),
    );
    await user.click(main().getByRole('button', { name: l.grant }));
    await waitFor(() => expect(select).toHaveAccessibleDescription('Diese Lizenz vergibt die Zulassungsstelle.'));
    server.use(http.post('*/api/vcom/police/citizens/1/licences', () => problem(500)));
    await user.type(main().getByLabelText(label(l.note)), ' Termin 3.');
    await user.click(main().getByRole('button', { name: l.grant }));
    expect(await main().findByText('Antwort 500.')).toBeInTheDocument();
    expect(main().getByLabelText(label(l.note))).toHaveValue('Fahrschule Ost. Termin 3.');
    expect(select).toHaveValue('truck');
  });

  it('an officer without manageLicences sees no licence actions', async () => {
    setScenario('police');
    await open('/vcom?citizen=1');
    expect(await main().findByRole('table', { name: t.file.licences })).toBeInTheDocument();
    expect(main().queryByRole('heading', { name: l.heading })).toBeNull();
    expect(main().queryByRole('button', { name: l.revokeFor(t.licenceTypes.car) })).toBeNull();
  });
});
