import type { SeekerDetail, SeekerTab } from '@portal/contract';
import { SeekerActivityTab } from './seeker-activity-tab';
import { SeekerApplicationsTab } from './seeker-applications-tab';
import { SeekerDocumentsTab } from './seeker-documents-tab';
import { SeekerProfileTab } from './seeker-profile-tab';
import { SeekerResumeTab } from './seeker-resume-tab';

/** The panel of one tab of a seeker (decision 0044's slugs). */
export function SeekerTabPanel(props: {
  tab: SeekerTab;
  seeker: SeekerDetail;
  applicationHref: (uuid: string) => string;
}) {
  const { tab, seeker } = props;
  switch (tab) {
    case 'profile':
      return <SeekerProfileTab seeker={seeker} />;
    case 'resume':
      return <SeekerResumeTab seeker={seeker} />;
    case 'documents':
      return <SeekerDocumentsTab seeker={seeker} />;
    case 'activity':
      return <SeekerActivityTab uuid={seeker.uuid} />;
    case 'applications':
      return <SeekerApplicationsTab uuid={seeker.uuid} href={props.applicationHref} />;
  }
}
