// Custom string formats of the contract. Each has the faker expression the
// generated mocks use (faker is fakerDE, seeded) and the pattern that the
// mock-validation test checks values against. Add a format here, then use
// `format: <name>` in openapi/components/*.yaml.

const FIRST = [
  'Max',
  'Anna',
  'Lukas',
  'Lea',
  'Jonas',
  'Mia',
  'Felix',
  'Emma',
  'Paul',
  'Hannah',
  'Leon',
  'Sophie',
  'Finn',
  'Marie',
  'Elias',
  'Lena',
  'Noah',
  'Clara',
  'Ben',
  'Greta',
  'Moritz',
  'Ida',
  'Jakob',
  'Frieda',
];
const LAST = [
  'Mustermann',
  'Schmidt',
  'Müller',
  'Schneider',
  'Fischer',
  'Weber',
  'Meyer',
  'Wagner',
  'Becker',
  'Schulz',
  'Hoffmann',
  'Koch',
  'Richter',
  'Klein',
  'Wolf',
  'Schröder',
  'Neumann',
  'Schwarz',
  'Braun',
  'Zimmermann',
  'Krüger',
  'Hartmann',
  'Lange',
  'Werner',
];
const TEXTS = [
  'Heute Abend großes Treffen am Pier, alle sind eingeladen!',
  'Suche zuverlässige Fahrer für unser Taxiunternehmen, Bewerbungen per Mail.',
  'Danke an das Support-Team für die schnelle Hilfe gestern Abend.',
  'Wer hat meinen roten Sultan RS am Würfelpark gesehen? Finderlohn 500 $.',
  'Neue Öffnungszeiten: Montag bis Freitag von 18 bis 23 Uhr.',
  'Die Stadtverwaltung informiert über Bauarbeiten auf der Hauptstraße.',
  'Verkaufe gut erhaltenen Kühlschrank, Preis verhandelbar.',
  'Das Krankenhaus sucht Verstärkung im Rettungsdienst.',
];
const TITLES = [
  'Stadtfest am Samstag',
  'Neue Regeln im Straßenverkehr',
  'Willkommen auf dem Server',
  'Wartungsarbeiten heute Nacht',
  'Autohaus eröffnet',
  'Gesucht: Mechaniker',
  'Ergebnisse der Wahl',
  'Sommerfest der Feuerwehr',
];
const list = (xs) => `faker.helpers.arrayElement(${JSON.stringify(xs)})`;

export const MOCK_FORMATS = {
  'character-name': {
    faker: `${list(FIRST)} + '_' + ${list(LAST)}`,
    pattern: /^[A-ZÄÖÜ][a-zäöüß]{1,19}_[A-ZÄÖÜ][a-zäöüß]{1,19}$/,
    description: 'In-game character name Vorname_Nachname (Max_Mustermann).',
  },
  'german-text': {
    faker: list(TEXTS),
    pattern: /^[\s\S]{1,4000}$/,
    description: 'Free German text written by a user (post, note, reason).',
  },
  'german-title': {
    faker: list(TITLES),
    pattern: /^.{1,120}$/,
    description: 'Short German title or headline.',
  },
  plate: {
    faker: "'LS ' + faker.string.numeric(4)",
    pattern: /^LS [0-9]{4}$/,
    description: 'Vehicle number plate, "LS 1234".',
  },
  'account-number': {
    faker: "'LS' + faker.string.numeric(2) + ' ' + faker.string.numeric(4) + ' ' + faker.string.numeric(4)",
    pattern: /^LS[0-9]{2} [0-9]{4} [0-9]{4}$/,
    description: 'IBAN-like bank account number, "LS12 3456 7890".',
  },
  'phone-number': {
    faker: 'faker.string.numeric({ length: { min: 5, max: 7 }, allowLeadingZeros: false })',
    pattern: /^[1-9][0-9]{4,6}$/,
    description: 'In-game phone number of a SIM card, 5 to 7 digits.',
  },
  'image-path': {
    faker: "'/mock-images/picture-' + faker.number.int({ min: 1, max: 6 }) + '.svg'",
    pattern: /^\/[A-Za-z0-9/_.-]{1,300}$/,
    description: 'Same-origin path of an image (never an outside host).',
  },
  'weapon-serial': {
    faker: "faker.string.alpha({ length: 2, casing: 'upper' }) + '-' + faker.string.numeric(6)",
    pattern: /^[A-Z]{2}-[0-9]{6}$/,
    description: 'Weapon serial number, "AB-123456".',
  },
  'ticket-number': {
    faker: "'T-' + faker.number.int({ min: 2020, max: 2026 }) + '-' + faker.string.numeric(5)",
    pattern: /^T-[0-9]{4}-[0-9]{5}$/,
    description: 'Ticket (Strafzettel) number, "T-2026-00042".',
  },
  'hex-hash': {
    faker: "faker.string.hexadecimal({ length: 16, casing: 'lower', prefix: '' })",
    pattern: /^[a-f0-9]{8,64}$/,
    description: 'Lower-case hex hash.',
  },
  'acp-right': {
    faker: list([
      'gameserver.kick',
      'gameserver.ban',
      'gameserver.teleport',
      'dashboard.statistics',
      'serverrules.edit',
      'polls.manage',
    ]),
    pattern: /^[a-z]+(\.[a-z][a-zA-Z]*)+$/,
    description: 'Name of an ACP right, "area.action".',
  },
  callsign: {
    faker:
      "faker.helpers.arrayElement(['ADAM', 'LINCOLN', 'MARY', 'EDWARD']) + '-' + faker.number.int({ min: 1, max: 40 })",
    pattern: /^[A-Z]{1,10}-[0-9]{1,3}$/,
    description: 'Dispatch callsign of a unit, "ADAM-12".',
  },
  'opaque-token': {
    faker: 'faker.string.alphanumeric(24)',
    pattern: /^[A-Za-z0-9_-]{8,128}$/,
    description: 'Opaque random token (OAuth anti-forgery state), "p4Rq8sVt2wXy6zAb1cDe5fGh".',
  },
  'hex-color': {
    faker: "'#' + faker.string.hexadecimal({ length: 6, casing: 'lower', prefix: '' })",
    pattern: /^#[0-9a-f]{6}$/,
    description: 'CSS colour, "#1db954".',
  },
};
