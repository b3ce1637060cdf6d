// Report a post to the moderators (the shared report form, with the social network's texts).
import { useReportMessengerSocialPost } from '../../../api/generated/endpoints/messenger/messenger';
import { ReportMessengerSocialPostBody } from '../../../api/generated/zod/messenger/messenger.zod';
import { ReportForm as SharedReportForm } from '../../../components/form/report-form';
import { socialTexts } from './texts';

export function ReportForm({ postId, onDone }: { postId: number; onDone: () => void }) {
  const report = useReportMessengerSocialPost();
  return (
    <SharedReportForm
      schema={ReportMessengerSocialPostBody}
      mutation={report}
      toVariables={(data) => ({ id: postId, data })}
      texts={socialTexts.report}
      reasons={socialTexts.reason}
      onDone={onDone}
      cancelLabel={socialTexts.post.cancel}
    />
  );
}
