// Report a picture to the moderators (the shared report form, with the pictures' texts); the
// moderators' list of reports follows once the report is in.
import { useQueryClient } from '@tanstack/react-query';
import { useReportPicture } from '../../../api/generated/endpoints/pictures/pictures';
import { ReportPictureBody } from '../../../api/generated/zod/pictures/pictures.zod';
import { ReportForm as SharedReportForm } from '../../../components/form/report-form';
import { reportsChanged } from '../queries';
import { picturesTexts } from '../texts';

export function ReportForm({ pictureId, onDone }: { pictureId: number; onDone: () => void }) {
  const client = useQueryClient();
  const report = useReportPicture({ mutation: { onSettled: () => reportsChanged(client) } });
  return (
    <SharedReportForm
      schema={ReportPictureBody}
      mutation={report}
      toVariables={(data) => ({ id: pictureId, data })}
      texts={picturesTexts.report}
      reasons={picturesTexts.reason}
      onDone={onDone}
    />
  );
}
