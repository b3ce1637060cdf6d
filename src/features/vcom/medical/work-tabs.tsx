// The medical view's tabs beyond the patient search (loaded when one opens): the treatments across
// patients, rescue missions and the service catalogue.
import { CatalogueTab } from './catalogue';
import { MissionsTab } from './missions';
import { TreatmentsBoard } from './treatments-board';
import type { MedRights } from './use-med-rights';
import type { WorkTab } from './view-tabs';

export default function WorkTabs({
  tab,
  item,
  rights,
  onItem,
  onPatient,
}: {
  tab: WorkTab;
  item: number | undefined;
  rights: MedRights;
  onItem: (id: number | undefined) => void;
  onPatient: (id: number) => void;
}) {
  if (tab === 'missions')
    return <MissionsTab item={item} canWork={rights.missions} onItem={onItem} onPatient={onPatient} />;
  if (tab === 'catalogue') return <CatalogueTab manage={rights.catalogue} />;
  return <TreatmentsBoard item={item} onItem={onItem} onPatient={onPatient} />;
}
