// The character at a glance: job, money, phone, play time, position and state; then its
// pension and paydays.
import { Stack } from '@chakra-ui/react';
import type { PlayerAdminDetails } from '../../../api/generated/model/playerAdminDetails';
import { formatDate, formatDateTime, formatMoney } from '../../../lib/format';
import { crimeTexts } from '../live-texts';
import { playerAdminTexts } from '../texts';
import { Facts } from './facts';
import { PensionSection } from './pension-section';

const t = playerAdminTexts.overview;

export function OverviewTab({ player }: { player: PlayerAdminDetails }) {
  const ban = player.activeBan;
  const rows: Array<[string, string]> = [
    [t.job, player.job],
    [t.cash, formatMoney(player.cash)],
    [t.bank, formatMoney(player.bankBalance)],
    ...(player.phoneNumber ? [[t.phone, player.phoneNumber] as [string, string]] : []),
    [t.playTime, t.hours(player.playTimeHours)],
    [t.created, formatDate(player.createdAt)],
    ...(player.position
      ? [[t.position, t.zone(player.position.zone ?? '–', player.position.dimension)] as [string, string]]
      : []),
    ...(player.health === undefined ? [] : [[t.health, `${player.health} %`] as [string, string]]),
    [t.warnings, String(player.warnings ?? 0)],
    [
      t.casino,
      player.casino.banned
        ? t.casinoBanned(player.casino.banReason ?? '–')
        : player.casino.selfBlocked
          ? t.casinoSelfBlocked
          : t.casinoOpen,
    ],
    [t.prison, player.prison.inPrison ? t.prisonLeft(player.prison.remainingMinutes) : t.prisonNone],
    ...(player.crimeFaction ? [[crimeTexts.title, player.crimeFaction.name] as [string, string]] : []),
    ...(ban
      ? [
          [
            playerAdminTexts.banned,
            ban.permanent || !ban.expiresAt ? t.activeBanPermanent : t.activeBan(formatDateTime(ban.expiresAt)),
          ] as [string, string],
        ]
      : []),
  ];
  return (
    <Stack gap="6">
      <Facts rows={rows} label={playerAdminTexts.tabs.overview} />
      <PensionSection player={player} />
    </Stack>
  );
}
