import { WebhookList } from './WebhookList';

export const screens = { list: WebhookList };
