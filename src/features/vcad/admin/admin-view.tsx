// The board's administration [Verwaltung], for holders of the team right manageDispatch: the
// department and its rules, unit types, staff, fleet, the radio codes and the general settings.
import { Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { vcadTexts } from '../texts';
import { CodesAdmin } from './codes-admin';
import { DepartmentAdmin } from './department-admin';
import { StaffAdmin, UnitTypesAdmin, VehiclesAdmin } from './lists-admin';

const t = vcadTexts.admin;

function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack as="section" aria-labelledby={id} gap="2">
      <Heading as="h2" size="md" id={id}>
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

export function AdminView({ departmentId }: { departmentId: number }) {
  return (
    <Stack gap="6">
      <Part id="vcad-admin-department" title={t.department}>
        <DepartmentAdmin departmentId={departmentId} />
      </Part>
      <Part id="vcad-admin-types" title={t.unitTypes}>
        <UnitTypesAdmin departmentId={departmentId} />
      </Part>
      <Part id="vcad-admin-staff" title={t.staff}>
        <StaffAdmin departmentId={departmentId} />
      </Part>
      <Part id="vcad-admin-vehicles" title={t.vehicles}>
        <VehiclesAdmin departmentId={departmentId} />
      </Part>
      <Part id="vcad-admin-codes" title={`${t.tenCodes} · ${t.statusCodes}`}>
        <CodesAdmin />
      </Part>
    </Stack>
  );
}
