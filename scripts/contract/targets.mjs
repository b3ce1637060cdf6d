// Operation targets per area (contract-outline.md) and the identifiers the
// specification names, which must all appear as path parameters.
export const TARGETS = {
  auth: 25,
  common: 12,
  dashboard: 15,
  serverrules: 20,
  polls: 6,
  pictures: 6,
  butlerv: 15,
  player: 50,
  vehicle: 20,
  weapon: 5,
  gameserver: 25,
  factory: 32,
  team: 30,
  house: 30,
  building: 30,
  buildingcell: 25,
  market: 20,
  bank: 30,
  messenger: 60,
  vcad: 45,
  vcom: 200,
};
export const TOTAL_TARGET = 700;
export const IDENTIFIERS = (
  'rulesetId paragraphId subParagraphId roleId playerId vehicleId itemId serial weaponId ' +
  'factoryId employeeId teamId departmentId houseId roomMateId buildingId buildingcellId cellId ' +
  'bankaccountId telnumberId skip limit crimeId userId citizenId ticketId ticketNumber caseId ' +
  'orderId slotId noteId applicationId accountId key hash code team name query id'
).split(' ');
