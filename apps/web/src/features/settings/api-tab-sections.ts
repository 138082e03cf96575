import type { Action, Subject } from '@portal/contract';
import { onDemand, type OnDemandComponent } from '../../components/on-demand/on-demand';

/** One section of the "API & webhooks" tab: shown to those who hold its right, its code its own chunk. */
export interface ApiTabSection {
  key: string;
  right: { action: Action; subject: Subject };
  Section: OnDemandComponent<object>;
}

/**
 * The tab's sections, in order (decision 0105): a new one (webhooks) is one more line here. The tab
 * shows when the user may read at least one of them.
 */
export const API_TAB_SECTIONS: readonly ApiTabSection[] = [
  {
    key: 'api-keys',
    right: { action: 'read', subject: 'api-keys' },
    Section: onDemand(() => import('./components/api-keys-section').then((m) => m.ApiKeysSection)),
  },
  {
    key: 'webhooks',
    right: { action: 'read', subject: 'settings' },
    Section: onDemand(() => import('./components/webhooks-section').then((m) => m.WebhooksOfTab)),
  },
];
