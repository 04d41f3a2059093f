import { ApiKeyList } from './ApiKeyList';

export const screens = { list: ApiKeyList };
